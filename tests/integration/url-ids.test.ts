import { beforeAll, describe, expect, it } from "vitest";
import type { Product } from "#app/domain/catalogue/catalogue.ts";
import { type Customer, registeredCustomer } from "../support/api-client.ts";
import { sharedTestApp } from "../support/test-app.ts";
import { firstValidConfiguration, loadPricingCatalogue } from "../support/window-fixtures.ts";

// Every id in a URL — a path segment or a query string, on a page or the API —
// goes through one bounded parser: digits only, at most 2³¹−1 (the database's
// `integer`). Anything else is "not found" or a 400, never a query that fails.

const app = sharedTestApp();
let buyer: Customer;
let product: Product;
let savedId: number;

beforeAll(async () => {
  const catalogue = await loadPricingCatalogue(app);
  product = catalogue.configurable[0]!;
  buyer = await registeredCustomer(app);
  const saved = await buyer.json<{ id: number }>("/api/saved-configurations", {
    method: "POST",
    json: { name: "Soggiorno", ...firstValidConfiguration(catalogue, product.id) },
  });
  expect(saved.status).toBe(201);
  savedId = saved.body.id;
});

const notIds = ["2147483648", "99999999999", "99999999999999999999", "1e3", "0x10", "-1", "1.5", " 1", "１"];

describe("the product page's ?configurazione=", () => {
  it("reopens the customer's own saved configuration", async () => {
    const response = await buyer.request(`/product/${product.id}?configurazione=${savedId}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Modifica la configurazione “Soggiorno”");
  });

  it("ignores a value that is not an id, for a signed-in customer, on the page and its data", async () => {
    const answers: Record<string, number> = {};
    for (const raw of notIds) {
      const query = `configurazione=${encodeURIComponent(raw)}`;
      answers[`page ${raw}`] = (await buyer.request(`/product/${product.id}?${query}`)).status;
      answers[`data ${raw}`] = (await buyer.request(`/product/${product.id}.data?${query}`)).status;
    }
    expect(answers).toEqual(
      Object.fromEntries(
        notIds.flatMap((raw) => [
          [`page ${raw}`, 200],
          [`data ${raw}`, 200],
        ]),
      ),
    );
  });

  it("does not reopen a configuration from its id written another way", async () => {
    // Number() reads all of these as the id; only the plain decimal form is an id.
    for (const raw of [`${savedId}.0`, `0x${savedId.toString(16)}`, `${savedId}e0`, ` ${savedId}`]) {
      const page = await buyer.request(`/product/${product.id}?configurazione=${encodeURIComponent(raw)}`);
      expect(page.status, raw).toBe(200);
      expect(await page.text(), raw).not.toContain("Modifica la configurazione");
    }
  });
});

describe("the product page's path id", () => {
  it("answers 404 for anything but a bounded decimal id", async () => {
    const paths = [
      `/product/${product.id}abc`,
      `/product/${product.id}.5`,
      "/product/2147483648",
      "/product/1e1",
    ];
    const answers = Object.fromEntries(
      await Promise.all(paths.map(async (path) => [path, (await app.request(path)).status] as const)),
    );
    expect(answers).toEqual(Object.fromEntries(paths.map((path) => [path, 404])));
  });
});

describe("API path ids", () => {
  it("answer 400 in Italian for anything but a bounded decimal id", async () => {
    const paths = [
      "/api/products/2147483648",
      "/api/products/1e3",
      "/api/orders/99999999999",
      "/api/saved-configurations/2147483648",
      "/api/cart/0x10",
    ];
    for (const path of paths) {
      const response = await buyer.request(
        path,
        path.startsWith("/api/cart") || path.startsWith("/api/saved") ? { method: "DELETE" } : {},
      );
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as { message: string }).message, path).toMatch(/non valido/);
    }
  });
});
