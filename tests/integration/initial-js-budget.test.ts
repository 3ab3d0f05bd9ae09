import { beforeAll, describe, expect, it } from "vitest";
import { publicPagePaths } from "../../scripts/support/public-pages.ts";
import { gzippedSizes, initialScriptUrls } from "../support/initial-js.ts";
import { sharedTestApp } from "../support/test-app.ts";

// A deterministic guard on what each public page makes a phone download before
// it works. The target is 120 kB (docs/PERFORMANCE.md); this test fails at 132 kB.
const BUDGET_BYTES = 132 * 1024;

const app = sharedTestApp();
let publicPaths: string[];

beforeAll(async () => {
  const products = (await (await app.request("/api/products")).json()) as { id: number }[];
  const collections = (await (await app.request("/api/categories/finestre/subcategories")).json()) as {
    slug: string;
  }[];
  publicPaths = publicPagePaths({ collectionSlug: collections[0]!.slug, productId: products[0]!.id });
});

describe("initial JavaScript per public route", () => {
  it("stays under 132 kB gzip on every public page", async () => {
    const totals: Record<string, number> = {};
    for (const pathname of publicPaths) {
      const response = await app.request(pathname);
      expect(response.status, pathname).toBe(200);
      const urls = initialScriptUrls(await response.text());
      expect(urls.length, `${pathname} loads no module script?`).toBeGreaterThan(0);
      totals[pathname] = (await gzippedSizes(urls)).reduce((sum, file) => sum + file.bytes, 0);
    }
    const report = Object.entries(totals).map(([path, bytes]) => `${path}: ${(bytes / 1024).toFixed(1)} kB`);
    console.log(`initial JS (gzip -9):\n  ${report.join("\n  ")}`);
    const overBudget = Object.entries(totals).filter(([, bytes]) => bytes > BUDGET_BYTES);
    expect(overBudget.map(([path, bytes]) => `${path}: ${(bytes / 1024).toFixed(1)} kB`)).toEqual([]);
  });
});
