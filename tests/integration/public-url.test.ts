import { beforeAll, describe, expect, it } from "vitest";
import { getWithHeaders, type RawAnswer } from "../support/raw-http.ts";
import { sharedTestApp } from "../support/test-app.ts";

// Absolute URLs (canonical links, og:url, JSON-LD, robots.txt, the sitemap)
// come from PUBLIC_URL, never from the request: a forged Host header must not
// end up in a page or in a file that caches keep for an hour.

const PUBLIC_URL = "https://www.aurora-serramenti.example";
const FORGED = { Host: "evil.example", "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "http" };

const app = sharedTestApp({ publicUrl: PUBLIC_URL });
let productId: number;

beforeAll(async () => {
  const products = (await (await app.request("/api/products")).json()) as { id: number }[];
  productId = products[0]!.id;
});

/** Every absolute http(s) URL in a text. */
const absoluteUrls = (text: string) => [...text.matchAll(/https?:\/\/[^\s"'<>\\]+/g)].map(([url]) => url);

function expectOnlyPublicUrls(answer: RawAnswer, label: string) {
  expect(answer.status, label).toBe(200);
  expect(answer.body, label).not.toContain("evil.example");
  expect(answer.body, label).not.toContain("127.0.0.1");
}

describe("absolute URLs use PUBLIC_URL whatever the Host header says", () => {
  it("in a product page's canonical link, og:url, og:image and JSON-LD", async () => {
    const page = await getWithHeaders(app.baseUrl, `/product/${productId}`, FORGED);
    expectOnlyPublicUrls(page, "product page");
    expect(page.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/product/${productId}"/>`);
    expect(page.body).toContain(`<meta property="og:url" content="${PUBLIC_URL}/product/${productId}"/>`);
    expect(page.body).toMatch(new RegExp(`<meta property="og:image" content="${PUBLIC_URL}/`));
    const jsonLd = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(page.body)?.[1] ?? "";
    const product = JSON.parse(jsonLd) as { image: string; offers: { url: string } };
    expect(product.offers.url).toBe(`${PUBLIC_URL}/product/${productId}`);
    expect(product.image.startsWith(`${PUBLIC_URL}/`)).toBe(true);
  });

  it("in the home page's canonical link", async () => {
    const page = await getWithHeaders(app.baseUrl, "/", FORGED);
    expectOnlyPublicUrls(page, "home");
    expect(page.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/"/>`);
  });

  it("in robots.txt and the sitemap, which caches keep", async () => {
    const robots = await getWithHeaders(app.baseUrl, "/robots.txt", FORGED);
    expectOnlyPublicUrls(robots, "robots.txt");
    expect(robots.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);

    const sitemap = await getWithHeaders(app.baseUrl, "/sitemap.xml", FORGED);
    expectOnlyPublicUrls(sitemap, "sitemap.xml");
    const locations = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url!);
    expect(locations.length).toBeGreaterThan(10);
    for (const url of locations) expect(url.startsWith(`${PUBLIC_URL}/`), url).toBe(true);
    expect(absoluteUrls(sitemap.body).filter((url) => !url.startsWith("http://www.sitemaps.org"))).toEqual(
      locations,
    );
  });
});
