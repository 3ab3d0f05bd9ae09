import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registeredCustomer } from "../support/api-client.ts";
import { catalogueAdmin, staffActor } from "../support/catalogue-admin.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";

// The public pages are kept for guests and served again without a render
// (docs/decisions/020-guest-page-cache.md). Two instances on one database, as
// behind a load balancer: on PostgreSQL each keeps its own pages and hears of
// a catalogue change through NOTIFY; PGlite runs one process, where the two
// share the database handle and its change notices.

let a: TestApp;
let b: TestApp;
let actor: { id: number };
let product: { id: number; name: string };

beforeAll(async () => {
  a = await startTestApp();
  b = await startTestApp({ sameDatabaseAs: a });
  actor = await staffActor(a);
  const listed = (await (await a.request("/api/products")).json()) as { id: number; name: string }[];
  product = listed[0]!;
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

async function page(app: TestApp, pathname: string, init?: RequestInit) {
  const response = await app.request(pathname, init);
  return {
    status: response.status,
    cache: response.headers.get("x-cache"),
    etag: response.headers.get("etag"),
    cacheControl: response.headers.get("cache-control") ?? "",
    vary: response.headers.get("vary") ?? "",
    body: await response.text(),
  };
}

describe("a guest page", () => {
  it("is rendered once, then served with the same ETag; the browser's copy gets 304 and a CDN may keep it", async () => {
    const first = await page(a, "/contatti");
    expect(first.status).toBe(200);
    expect(first.cache).toBe("MISS");
    expect(first.body).toContain("Contatti");
    expect(first.cacheControl).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=60");
    expect(first.vary.toLowerCase()).toContain("cookie");
    expect(first.etag).toMatch(/^W\/"[A-Za-z0-9_-]{20,}"$/);

    const second = await page(a, "/contatti");
    expect(second).toMatchObject({ status: 200, cache: "HIT", etag: first.etag, body: first.body });

    const revalidated = await page(a, "/contatti", { headers: { "if-none-match": first.etag! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe("");
    const strong = await page(a, "/contatti", { headers: { "if-none-match": first.etag!.slice(2) } });
    expect(strong.status).toBe(304);
    const stale = await page(a, "/contatti", { headers: { "if-none-match": '"una-versione-vecchia"' } });
    expect(stale).toMatchObject({ status: 200, body: first.body });
  });

  it("is sent gzipped to a browser that accepts it, the same page as the plain one", async () => {
    const plain = await page(a, "/category/finestre");
    const response = await a.request("/category/finestre", { headers: { "accept-encoding": "gzip" } });
    expect(response.headers.get("x-cache")).toBe("HIT");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("etag")).toBe(plain.etag);
    // fetch decodes it: the words are the plain page's.
    expect(await response.text()).toBe(plain.body);
  });

  it("keeps the data of a client-side navigation too", async () => {
    expect((await page(a, "/chi-siamo.data")).cache).toBe("MISS");
    const again = await page(a, "/chi-siamo.data");
    expect(again).toMatchObject({ status: 200, cache: "HIT" });
  });

  it("is not kept when it is not found", async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const missing = await page(a, "/product/999999");
      expect(missing.status).toBe(404);
      expect(missing.cache).toBeNull();
      expect(missing.etag).toBeNull();
    }
  });
});

describe("personal data", () => {
  it("never enters the kept pages: a signed-in answer is neither kept nor served from them", async () => {
    const buyer = await registeredCustomer(a);
    // Signed in first, on a page no one has asked for yet: the answer is theirs alone.
    const theirs = await page(a, "/chi-siamo?da=cliente", { headers: { cookie: buyer.cookie! } });
    expect(theirs.status).toBe(200);
    expect(theirs.body).toContain(buyer.username);
    expect(theirs.cache).toBeNull();
    expect(theirs.cacheControl).toBe("private, no-store");
    const guest = await page(a, "/chi-siamo?da=cliente");
    expect(guest.cache).toBe("MISS");
    expect(guest.body).not.toContain(buyer.username);
    expect(guest.body).toContain("Accedi");

    // A guest first: the kept page is not what the customer then gets.
    expect((await page(a, "/")).body).not.toContain(buyer.username);
    expect((await page(a, "/")).cache).toBe("HIT");
    const home = await page(a, "/", { headers: { cookie: buyer.cookie! } });
    expect(home.cache).toBeNull();
    expect(home.body).toContain(buyer.username);
    expect(home.cacheControl).toBe("private, no-store");
    expect((await page(a, "/")).body).not.toContain(buyer.username);
  });

  it("is bypassed by a request with a flash notice, even a forged one", async () => {
    const flashed = await page(a, "/", { headers: { cookie: "__Host-flash=qualcosa.firma" } });
    expect(flashed.status).toBe(200);
    expect(flashed.cache).toBeNull();
  });
});

describe("a catalogue change", () => {
  async function rename(name: string) {
    await (await catalogueAdmin()).updateProduct(a.db, actor, { productId: product.id, name });
  }

  it("shows on the next guest page on this instance and on the other one", async () => {
    const path = `/product/${product.id}`;
    for (const app of [a, b]) {
      await page(app, path);
      const kept = await page(app, path);
      expect(kept.cache).toBe("HIT");
      expect(kept.body).toContain(product.name);
    }
    const renamed = `${product.name} Rinnovata`;
    await rename(renamed);
    try {
      const here = await page(a, path);
      // Rendered anew (whether it is kept depends on when PostgreSQL's own echo of the notice arrives).
      expect(here.cache).not.toBe("HIT");
      expect(here.body).toContain(renamed);
      // The other instance hears of it from PostgreSQL (NOTIFY), not from this process.
      await expect
        .poll(async () => (await page(b, path)).body.includes(renamed), { timeout: 10_000, interval: 50 })
        .toBe(true);
    } finally {
      await rename(product.name);
    }
    await expect
      .poll(async () => (await page(b, path)).body.includes(renamed), { timeout: 10_000, interval: 50 })
      .toBe(false);
  });
});
