import { beforeAll, describe, expect, it } from "vitest";
import { publicPagePaths } from "../../scripts/support/public-pages.ts";
import { gzippedSizes, initialScriptUrls } from "../support/initial-js.ts";
import { sharedTestApp } from "../support/test-app.ts";

// A deterministic guard on the budgets of ADR 025, as the bench weighs them (gzip level 9,
// kB = 1000 bytes): the framework chunk at most 110 kB, and on every public page at most
// 30 kB of the shop's own code, that is everything the page loads at start but the
// framework chunk, the bundler's runtime and the browser entry.
const FRAMEWORK_CHUNK_BYTES = 110_000;
const OWN_CODE_BYTES = 30_000;

/** The files every page loads before any code of the shop: not counted as its own (vite.config.ts names them). */
const NOT_THE_SHOPS = /^\/assets\/(framework|rolldown-runtime|entry\.client)-[^/]+\.js$/;

const app = sharedTestApp();
let publicPaths: string[];

beforeAll(async () => {
  const products = (await (await app.request("/api/products")).json()) as { id: number }[];
  const collections = (await (await app.request("/api/categories/finestre/subcategories")).json()) as {
    slug: string;
  }[];
  publicPaths = publicPagePaths({ collectionSlug: collections[0]!.slug, productId: products[0]!.id });
});

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

describe("initial JavaScript per public route (ADR 025)", () => {
  it("keeps the framework chunk within 110 kB and each page's own code within 30 kB gzip", async () => {
    const own: Record<string, number> = {};
    const frameworks = new Map<string, number>();
    for (const pathname of publicPaths) {
      const response = await app.request(pathname);
      expect(response.status, pathname).toBe(200);
      const files = await gzippedSizes(initialScriptUrls(await response.text()));
      const framework = files.filter((file) => /^\/assets\/framework-/.test(file.url));
      expect(framework, `${pathname} loads one framework chunk`).toHaveLength(1);
      frameworks.set(framework[0]!.url, framework[0]!.bytes);
      own[pathname] = files
        .filter((file) => !NOT_THE_SHOPS.test(file.url))
        .reduce((sum, file) => sum + file.bytes, 0);
    }
    console.log(
      `initial JS (gzip -9), the shop's own per route:\n  ${Object.entries(own)
        .map(([path, bytes]) => `${path}: ${kB(bytes)}`)
        .join("\n  ")}\n  framework chunk: ${[...frameworks.values()].map(kB).join(", ")}`,
    );
    expect([...frameworks.values()].filter((bytes) => bytes > FRAMEWORK_CHUNK_BYTES).map(kB)).toEqual([]);
    const overBudget = Object.entries(own).filter(([, bytes]) => bytes > OWN_CODE_BYTES);
    expect(overBudget.map(([path, bytes]) => `${path}: ${kB(bytes)}`)).toEqual([]);
  });
});
