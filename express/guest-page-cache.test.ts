import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PERSONAL_PAGE_PATHS } from "#app/domain/accounts/personal-paths.ts";
import { inlineScriptHashes, isGuestPagePath } from "./guest-page-cache.ts";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("isGuestPagePath", () => {
  it.each([
    "/",
    "/_root.data",
    "/category/finestre",
    "/category/finestre/pvc.data",
    "/product/12",
    "/product/12.data",
    "/chi-siamo",
    "/contatti",
    "/privacy",
    "/accessibilita",
    "/sitemap.xml",
    "/api/products",
    "/api/products/12",
    "/api/categories/finestre/products",
    "/api/subcategories/pvc",
    "/api/calculator-options",
    "/api/door-catalogue",
  ])("keeps %s", (path) => {
    expect(isGuestPagePath(path)).toBe(true);
  });

  it.each([
    ...PERSONAL_PAGE_PATHS,
    "/orders/1",
    "/preventivi/3/pdf",
    "/cerca",
    "/gestione",
    "/gestione/ordini",
    "/api/user",
    "/api/cart",
    "/api/orders",
    "/api/wishlist",
    "/api/price",
    "/api/door-price",
    "/api/quote-requests",
    "/healthz",
    "/readyz",
    "/logout",
    "/product/12/altro",
  ])("never keeps %s", (path) => {
    expect(isGuestPagePath(path)).toBe(false);
    expect(isGuestPagePath(`${path}.data`)).toBe(false);
  });
});

describe("inlineScriptHashes", () => {
  it("hashes each distinct inline script exactly as written, skipping files and JSON-LD", () => {
    const html = [
      '<script>window.__context = {"a":1};</script>',
      '<script type="module">import "/assets/entry.js";</script>',
      '<script src="/assets/app.js"></script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script>window.__context = {"a":1};</script>',
      "<SCRIPT>\n  console.log(1)\n</SCRIPT>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      sha256('window.__context = {"a":1};'),
      sha256('import "/assets/entry.js";'),
      sha256("\n  console.log(1)\n"),
    ]);
  });
});
