import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Product } from "#app/domain/catalogue/catalogue.ts";
import * as schema from "#db/schema.ts";
import {
  type Customer,
  registeredCustomer,
  validCheckoutForm,
  validShipping,
  visibleHtml,
} from "../support/api-client.ts";
import { catalogueAdmin, staffActor } from "../support/catalogue-admin.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { firstValidConfiguration, loadPricingCatalogue, postJson } from "../support/window-fixtures.ts";

// A product staff hide disappears from every listing, search, the sitemap and
// its own page; a cart that holds it flags the line and cannot be checked out
// (docs/product/catalogue.md#hidden-products).

let app: TestApp;
let catalogue: Awaited<ReturnType<typeof loadPricingCatalogue>>;
let product: Product;
let actor: { id: number };

beforeAll(async () => {
  app = await startTestApp();
  catalogue = await loadPricingCatalogue(app);
  actor = await staffActor(app);
  // A window in a collection: it shows in its category, its collection and on its page.
  const inCollection = catalogue.configurable.find((candidate) => candidate.subcategory !== null);
  if (!inCollection) throw new Error("no window product in a collection");
  product = inCollection;
});
afterAll(async () => {
  await app?.close();
});

async function setHidden(hidden: boolean) {
  await (await catalogueAdmin()).updateProduct(app.db, actor, { productId: product.id, hidden });
}

async function listedIds(pathname: string): Promise<number[]> {
  const response = await app.request(pathname);
  expect(response.status, pathname).toBe(200);
  return ((await response.json()) as Product[]).map((listed) => listed.id);
}

/** Everywhere a visitor or a client finds products: true where this product shows. */
async function whereListed() {
  const { category, subcategory } = product;
  const pageLinks = async (pathname: string) => {
    const response = await app.request(pathname);
    expect(response.status, pathname).toBe(200);
    return (await visibleHtml(response)).includes(`href="/product/${product.id}"`);
  };
  return {
    "GET /api/products (the search dialog's catalogue)": (await listedIds("/api/products")).includes(
      product.id,
    ),
    "GET /api/categories/:slug/products": (
      await listedIds(`/api/categories/${category.slug}/products`)
    ).includes(product.id),
    "GET /api/categories/:id/products": (
      await listedIds(`/api/categories/${product.categoryId}/products`)
    ).includes(product.id),
    "GET /api/subcategories/:slug/products": (
      await listedIds(`/api/subcategories/${subcategory?.slug}/products`)
    ).includes(product.id),
    "/category/:slug": await pageLinks(`/category/${category.slug}`),
    "/category/:slug/:collection": await pageLinks(`/category/${category.slug}/${subcategory?.slug}`),
    "/sitemap.xml": (await (await app.request("/sitemap.xml")).text()).includes(`/product/${product.id}<`),
  };
}

const everywhere = (shown: boolean) =>
  expect.objectContaining(
    Object.fromEntries(
      [
        "GET /api/products (the search dialog's catalogue)",
        "GET /api/categories/:slug/products",
        "GET /api/categories/:id/products",
        "GET /api/subcategories/:slug/products",
        "/category/:slug",
        "/category/:slug/:collection",
        "/sitemap.xml",
      ].map((place) => [place, shown]),
    ),
  );

interface CartLineJson {
  id: number;
  calculatedPrice: number;
  available: boolean;
  unavailableReason: string | null;
}

async function buyerWithLine(): Promise<{ buyer: Customer; line: CartLineJson }> {
  const buyer = await registeredCustomer(app);
  const { status, body } = await buyer.json<CartLineJson>("/api/cart", {
    method: "POST",
    json: firstValidConfiguration(catalogue, product.id),
  });
  expect(status).toBe(201);
  expect(body).toMatchObject({ available: true, unavailableReason: null });
  return { buyer, line: body };
}

const orderCount = async () => (await app.db.select({ n: count() }).from(schema.orders))[0]!.n;

const hiddenLineMessage = () =>
  `Il prodotto «${product.name}» non è più disponibile: rimuovilo dal carrello per completare l'ordine.`;

describe("a hidden product", () => {
  it("is gone from every listing, the sitemap and its page, and comes back when shown again", async () => {
    expect(await whereListed()).toEqual(everywhere(true));
    await setHidden(true);
    try {
      expect(await whereListed()).toEqual(everywhere(false));
      const api = await app.request(`/api/products/${product.id}`);
      expect(api.status).toBe(404);
      expect(await api.json()).toEqual({ message: "Prodotto non trovato" });
      expect((await app.request(`/product/${product.id}`)).status).toBe(404);
      // Staff still see it, marked hidden, to show it again.
      const staffList = await (await catalogueAdmin()).listProductsForStaff(app.db);
      expect(staffList.find((listed) => listed.id === product.id)).toMatchObject({ hidden: true });
    } finally {
      await setHidden(false);
    }
    expect(await whereListed()).toEqual(everywhere(true));
    expect((await app.request(`/api/products/${product.id}`)).status).toBe(200);
  });

  it("cannot be priced, added to a cart or a wishlist, and leaves wishlists while hidden", async () => {
    const buyer = await registeredCustomer(app);
    expect(
      (await buyer.json("/api/wishlist", { method: "POST", json: { productId: product.id } })).status,
    ).toBe(201);
    await setHidden(true);
    try {
      const configuration = firstValidConfiguration(catalogue, product.id);
      const price = await postJson(app, "/api/price", configuration);
      expect([price.status, await price.json()]).toEqual([404, { message: "Prodotto non trovato" }]);
      const added = await buyer.json("/api/cart", { method: "POST", json: configuration });
      expect(added).toEqual({ status: 404, body: { message: "Prodotto non trovato" } });
      expect((await buyer.json<unknown[]>("/api/wishlist")).body).toEqual([]);
      const wished = await buyer.json("/api/wishlist", { method: "POST", json: { productId: product.id } });
      expect(wished.status).toBe(404);
    } finally {
      await setHidden(false);
    }
    expect((await buyer.json<unknown[]>("/api/wishlist")).body).toHaveLength(1);
  });

  it("flags the cart lines that hold it, on the API and the cart page", async () => {
    const { buyer, line } = await buyerWithLine();
    await setHidden(true);
    try {
      const cart = await buyer.json<CartLineJson[]>("/api/cart");
      expect(cart.body).toEqual([
        expect.objectContaining({
          id: line.id,
          calculatedPrice: line.calculatedPrice,
          available: false,
          unavailableReason: hiddenLineMessage(),
        }),
      ]);
      const page = await visibleHtml(await buyer.request("/cart"));
      expect(page).toContain("Non disponibile.");
      expect(page).toContain(`${hiddenLineMessage().replaceAll("'", "&#x27;")}`);
    } finally {
      await setHidden(false);
    }
    const shownAgain = await buyer.json<CartLineJson[]>("/api/cart");
    expect(shownAgain.body[0]).toMatchObject({ available: true, unavailableReason: null });
  });

  it("blocks the checkout with 409 on the API and the page, creating no order", async () => {
    const { buyer } = await buyerWithLine();
    await setHidden(true);
    try {
      const before = await orderCount();
      const api = await buyer.json<{ message: string; cart: CartLineJson[] }>("/api/orders", {
        method: "POST",
        json: { shipping: validShipping, paymentMethod: "bonifico", withdrawalExclusionAccepted: true },
      });
      expect(api.status).toBe(409);
      expect(api.body.message).toBe(hiddenLineMessage());
      expect(api.body.cart).toEqual([expect.objectContaining({ available: false })]);

      const page = await buyer.request("/checkout", {
        method: "POST",
        body: new URLSearchParams({ ...validCheckoutForm, paymentMethod: "bonifico" }),
        redirect: "manual",
      });
      expect(page.status).toBe(409);
      expect(await visibleHtml(page)).toContain("rimuovili dal carrello");
      expect(await orderCount()).toBe(before);
      expect((await buyer.json<unknown[]>("/api/cart")).body).toHaveLength(1);
    } finally {
      await setHidden(false);
    }
    const ordered = await buyer.json("/api/orders", {
      method: "POST",
      json: { shipping: validShipping, paymentMethod: "bonifico", withdrawalExclusionAccepted: true },
    });
    expect(ordered.status).toBe(201);
  });

  it("keeps the orders that hold it as they were", async () => {
    const { buyer } = await buyerWithLine();
    const ordered = await buyer.json<{ id: number; totalAmount: number; items: unknown[] }>("/api/orders", {
      method: "POST",
      json: { shipping: validShipping, paymentMethod: "bonifico", withdrawalExclusionAccepted: true },
    });
    expect(ordered.status).toBe(201);
    await setHidden(true);
    try {
      const again = await buyer.json(`/api/orders/${ordered.body.id}`);
      expect(again).toEqual({ status: 200, body: ordered.body });
      const [row] = await app.db.select().from(schema.products).where(eq(schema.products.id, product.id));
      expect(row?.hidden).toBe(true);
    } finally {
      await setHidden(false);
    }
  });
});
