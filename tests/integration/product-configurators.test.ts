import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Product } from "#app/domain/catalogue/catalogue.ts";
import { eurosToCents } from "#app/domain/italian-formats/money.ts";
import * as schema from "#db/schema.ts";
import { type Customer, registeredCustomer, validShipping } from "../support/api-client.ts";
import { doorSelection } from "../support/door-selection.ts";
import { quoteContact } from "../support/lead-fixtures.ts";
import { GENEROUS_PUBLIC_FORM_LIMIT, sharedTestApp } from "../support/test-app.ts";
import {
  firstValidConfiguration,
  loadPricingCatalogue,
  type PricingCatalogue,
  postJson,
} from "../support/window-fixtures.ts";

// Each product is sold through exactly one configurator: windows through the
// window one, Torterolo security doors through the door one, Alias security
// doors through neither (a survey first). Every server entry point that prices
// something must refuse the wrong one, for every product of the collection.

// The quote requests below are many; the public-form limit has its own tests.
const app = sharedTestApp({ publicFormLimit: GENEROUS_PUBLIC_FORM_LIMIT });
let catalogue: PricingCatalogue;
let torterolo: Product[];
let alias: Product[];
let windowProduct: Product;

beforeAll(async () => {
  catalogue = await loadPricingCatalogue(app);
  const list = async (path: string) => (await (await app.request(path)).json()) as Product[];
  torterolo = await list("/api/subcategories/torterolo/products");
  alias = await list("/api/subcategories/alias/products");
  windowProduct = (await list("/api/categories/finestre/products"))[0]!;
});

const windowBody = (productId: number) => firstValidConfiguration(catalogue, productId);

async function rowCount(table: typeof schema.cartItems | typeof schema.quoteRequests | typeof schema.orders) {
  const [row] = await app.db.select({ value: count() }).from(table);
  return row?.value ?? 0;
}

async function userIdOf(client: Customer): Promise<number> {
  return (await client.json<{ id: number }>("/api/user")).body.id;
}

/** Sends one request per product and returns "slug → status message" for every answer. */
async function answers(
  products: Product[],
  send: (product: Product) => Promise<Response>,
): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const product of products) {
    const response = await send(product);
    const body = (await response.json()) as { message?: string };
    result[product.slug] = `${response.status} ${body.message ?? ""}`;
  }
  return result;
}

const everyOne = (products: Product[], answer: string) =>
  Object.fromEntries(products.map((product) => [product.slug, answer]));

const DOOR_AS_WINDOW =
  "400 Questa porta blindata si configura con il configuratore porte, non come una finestra";
const SURVEY_ONLY = "400 Questo prodotto non si configura online: richiedi un sopralluogo gratuito.";
const WINDOW_AS_DOOR = "400 Il configuratore porte è disponibile solo per le porte blindate Torterolo";

it("the catalogue has Torterolo and Alias doors to test with", () => {
  expect(torterolo.map((product) => product.slug)).toContain("tr601");
  expect(torterolo.length).toBeGreaterThanOrEqual(6);
  expect(alias.length).toBeGreaterThan(0);
});

describe("a Torterolo door sent with window options is refused with 400", () => {
  it("POST /api/price", async () => {
    const result = await answers(torterolo, (product) => postJson(app, "/api/price", windowBody(product.id)));
    expect(result).toEqual(everyOne(torterolo, DOOR_AS_WINDOW));
  });

  it("POST /api/cart (window line), adding nothing", async () => {
    const buyer = await registeredCustomer(app);
    const result = await answers(torterolo, (product) =>
      buyer.request("/api/cart", { method: "POST", json: { ...windowBody(product.id), quantity: 1 } }),
    );
    expect(result).toEqual(everyOne(torterolo, DOOR_AS_WINDOW));
    expect((await buyer.json<unknown[]>("/api/cart")).body).toEqual([]);
  });

  it("POST /api/quote-requests, storing nothing", async () => {
    const before = await rowCount(schema.quoteRequests);
    const result = await answers(torterolo, (product) =>
      postJson(app, "/api/quote-requests", { ...windowBody(product.id), ...quoteContact }),
    );
    expect(result).toEqual(everyOne(torterolo, DOOR_AS_WINDOW));
    expect(await rowCount(schema.quoteRequests)).toBe(before);
  });

  it("POST /api/saved-configurations, saving nothing", async () => {
    const buyer = await registeredCustomer(app);
    const result = await answers(torterolo, (product) =>
      buyer.request("/api/saved-configurations", {
        method: "POST",
        json: { name: "Ingresso", ...windowBody(product.id) },
      }),
    );
    expect(result).toEqual(everyOne(torterolo, DOOR_AS_WINDOW));
    expect((await buyer.json<unknown[]>("/api/saved-configurations")).body).toEqual([]);
  });

  it("PATCH /api/saved-configurations/:id of a window configuration stored on a door, leaving it unchanged", async () => {
    const buyer = await registeredCustomer(app);
    const userId = await userIdOf(buyer);
    const { options, dimensions } = windowBody(torterolo[0]!.id);
    // Rows as the old entry point stored them, at a window price.
    const stored = await app.db
      .insert(schema.savedConfigurations)
      .values(
        torterolo.map((product) => ({
          userId,
          productId: product.id,
          name: `Vecchia ${product.slug}`,
          configuration: { options, dimensions, breakdown: [] },
          calculatedPriceCents: 100,
        })),
      )
      .returning();
    const byProduct = new Map(stored.map((row) => [row.productId, row.id]));
    const result = await answers(torterolo, (product) =>
      buyer.request(`/api/saved-configurations/${byProduct.get(product.id)}`, {
        method: "PATCH",
        json: { dimensions: { width: 1000, height: 2100 } },
      }),
    );
    expect(result).toEqual(everyOne(torterolo, DOOR_AS_WINDOW));
    const after = await app.db
      .select()
      .from(schema.savedConfigurations)
      .where(eq(schema.savedConfigurations.userId, userId));
    expect(after.map((row) => row.calculatedPriceCents)).toEqual(stored.map(() => 100));
  });

  it("while the same doors are priced and sold through the door configurator", async () => {
    const buyer = await registeredCustomer(app);
    for (const product of torterolo) {
      const priced = await postJson(app, "/api/door-price", doorSelection(product.id));
      expect(priced.status, product.slug).toBe(200);
      const { total } = (await priced.json()) as { total: number };
      const added = await buyer.json<{ kind: string; calculatedPrice: number }>("/api/cart", {
        method: "POST",
        json: { kind: "door", ...doorSelection(product.id) },
      });
      expect(added.status, product.slug).toBe(201);
      expect(added.body.kind).toBe("door");
      expect(eurosToCents(added.body.calculatedPrice)).toBe(eurosToCents(total));
    }
  });
});

describe("an Alias door, sold after a survey, is refused by every entry point", () => {
  it("window and door prices, cart, quote and saved configuration", async () => {
    const buyer = await registeredCustomer(app);
    const quotesBefore = await rowCount(schema.quoteRequests);
    const send = {
      "/api/price": (product: Product) => postJson(app, "/api/price", windowBody(product.id)),
      "/api/door-price": (product: Product) => postJson(app, "/api/door-price", doorSelection(product.id)),
      "/api/cart (finestra)": (product: Product) =>
        buyer.request("/api/cart", { method: "POST", json: windowBody(product.id) }),
      "/api/cart (porta)": (product: Product) =>
        buyer.request("/api/cart", { method: "POST", json: { kind: "door", ...doorSelection(product.id) } }),
      "/api/quote-requests": (product: Product) =>
        postJson(app, "/api/quote-requests", { ...windowBody(product.id), ...quoteContact }),
      "/api/saved-configurations": (product: Product) =>
        buyer.request("/api/saved-configurations", {
          method: "POST",
          json: { name: "Ingresso", ...windowBody(product.id) },
        }),
    };
    for (const [entryPoint, request] of Object.entries(send)) {
      expect(await answers(alias, request), entryPoint).toEqual(everyOne(alias, SURVEY_ONLY));
    }
    expect((await buyer.json<unknown[]>("/api/cart")).body).toEqual([]);
    expect((await buyer.json<unknown[]>("/api/saved-configurations")).body).toEqual([]);
    expect(await rowCount(schema.quoteRequests)).toBe(quotesBefore);
  });
});

describe("a window sent to the door configurator is refused with 400", () => {
  it("POST /api/door-price and POST /api/cart with kind door", async () => {
    const buyer = await registeredCustomer(app);
    const windows = [windowProduct];
    expect(
      await answers(windows, (product) => postJson(app, "/api/door-price", doorSelection(product.id))),
    ).toEqual(everyOne(windows, WINDOW_AS_DOOR));
    expect(
      await answers(windows, (product) =>
        buyer.request("/api/cart", { method: "POST", json: { kind: "door", ...doorSelection(product.id) } }),
      ),
    ).toEqual(everyOne(windows, WINDOW_AS_DOOR));
    expect((await buyer.json<unknown[]>("/api/cart")).body).toEqual([]);
  });
});

describe("checkout", () => {
  it("refuses a cart holding a door stored as a window line, creating no order", async () => {
    const buyer = await registeredCustomer(app);
    const userId = await userIdOf(buyer);
    const { options, dimensions } = windowBody(torterolo[0]!.id);
    // A line the old cart entry point accepted, at a window price.
    await app.db.insert(schema.cartItems).values({
      userId,
      productId: torterolo[0]!.id,
      kind: "window",
      configuration: { options, dimensions, breakdown: [] },
      unitPriceCents: 322_150,
      quantity: 1,
    });
    const ordersBefore = await rowCount(schema.orders);
    const { status, body } = await buyer.json<{ message: string }>("/api/orders", {
      method: "POST",
      json: { shipping: validShipping, paymentMethod: "bonifico", withdrawalExclusionAccepted: true },
    });
    expect(status).toBe(400);
    expect(body.message).toBe(
      `Il prodotto «${torterolo[0]!.name}» non si può ordinare come finestra: rimuovilo dal carrello e configuralo con il configuratore porte.`,
    );
    expect(await rowCount(schema.orders)).toBe(ordersBefore);
    expect((await buyer.json<unknown[]>("/api/cart")).body).toHaveLength(1);
  });
});
