import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { productConfigurator } from "#app/domain/catalogue/catalogue.ts";
import { MAX_CATALOGUE_PRICE_CENTS } from "#app/domain/catalogue/catalogue-edit-rules.ts";
import { storedWindowSchema } from "#app/domain/configurator/line-kinds/window.ts";
import { productFamily } from "#app/domain/configurator/product-family.ts";
import { windowOptionTypes } from "#app/domain/configurator/window-configuration.ts";
import { eurosToCents } from "#app/domain/italian-formats/money.ts";
import { ORDER_TOTAL_LIMIT_MESSAGE } from "#app/domain/orders/order-totals.ts";
import type { CalculatorOptionJson, ProductJson } from "#app/server/web/api-serializers.server.ts";
import * as schema from "#db/schema.ts";
import { type Customer, registeredCustomer, validShipping } from "../support/api-client.ts";
import { announcedCatalogueChange, catalogueAdmin, staffActor } from "../support/catalogue-admin.ts";
import { sharedTestApp } from "../support/test-app.ts";
import { postJson } from "../support/window-fixtures.ts";

// Totals are integer cents in `integer` columns (at most 21.474.836,47 €). The
// shop bounds a line and an order well below that, up front, with a 400 the
// customer can act on; no total may ever reach the database and fail there.

const LIMIT_MESSAGE = ORDER_TOTAL_LIMIT_MESSAGE;

const app = sharedTestApp();
/**
 * A base price for the dearest window, far above the demo's (its prices are per
 * reference size, db/seed/prices.md) yet under what staff may set: with the
 * dearest options and the largest size, 99 of it pass what an integer holds.
 */
const DEAREST_WINDOW_BASE_CENTS = 300_000;

/** The dearest window the catalogue can price: the largest base price, options and size. */
let dearestWindow: Record<string, unknown>;
let dearestUnitCents: number;

beforeAll(async () => {
  const products = await app.request("/api/products").then((r) => r.json() as Promise<ProductJson[]>);
  // A window (the family with every option and both toggles), priced as dear as a demo window gets.
  const windows = products.filter((product) => productFamily(product) === "window");
  const product = windows.reduce((best, candidate) =>
    candidate.basePrice > best.basePrice ? candidate : best,
  );
  await (await catalogueAdmin()).updateProduct(app.db, await staffActor(app), {
    productId: product.id,
    basePriceCents: DEAREST_WINDOW_BASE_CENTS,
  });
  // The largest size the configurator takes (6000 mm a side): staff allow it for every window, so
  // that the order maximum, not the factory's size limits (ADR 030), is what refuses these lines.
  await announcedCatalogueChange(app.db, async (tx) => {
    await tx.update(schema.sizeLimits).set({ maxWidthMm: 6000, maxHeightMm: 6000 });
  });
  // Only the product's own options: its material and system are fixed (ADR 015).
  const options = await app
    .request(`/api/calculator-options?productId=${product.id}`)
    .then((r) => r.json() as Promise<CalculatorOptionJson[]>);
  const dearest = (type: CalculatorOptionJson["type"]) =>
    options
      .filter((option) => option.type === type)
      .reduce((best, candidate) =>
        (candidate.priceMultiplier ?? 1) * 1000 + (candidate.priceAddition ?? 0) >
        (best.priceMultiplier ?? 1) * 1000 + (best.priceAddition ?? 0)
          ? candidate
          : best,
      ).value;
  dearestWindow = {
    productId: product.id,
    options: {
      material: dearest("material"),
      system: dearest("system"),
      profile: dearest("profile"),
      color: dearest("color"),
      windowType: dearest("windowType"),
      openingType: dearest("openingType"),
      sopraluce: true,
      sottoluce: true,
    },
    dimensions: { width: 6000, height: 6000 },
  };
  const priced = await postJson(app, "/api/price", dearestWindow);
  expect(priced.status).toBe(200);
  dearestUnitCents = eurosToCents(((await priced.json()) as { price: number }).price);
});

/** Writes cart lines of the dearest window straight to the database, past the checks; the buyer's id. */
async function storeDearestWindowLines(
  buyer: Customer,
  lines: { unitPriceCents: number; quantity: number }[],
): Promise<number> {
  const userId = (await buyer.json<{ id: number }>("/api/user")).body.id;
  const configuration = storedWindowSchema.parse({
    options: dearestWindow.options,
    dimensions: dearestWindow.dimensions,
    breakdown: [],
  });
  await app.db.insert(schema.cartItems).values(
    lines.map((line) => ({
      userId,
      productId: dearestWindow.productId as number,
      kind: "window" as const,
      configuration,
      ...line,
    })),
  );
  return userId;
}

async function cartLines(client: Customer) {
  return (await client.json<{ id: number; quantity: number }[]>("/api/cart")).body;
}

async function orderCount() {
  const [row] = await app.db.select({ value: count() }).from(schema.orders);
  return row?.value ?? 0;
}

it("the refusal names the maximum in euros, in Italian", () => {
  // The currency format puts a no-break space before the euro sign.
  expect(LIMIT_MESSAGE.replace(/\s/g, " ")).toBe(
    "Il totale supererebbe 10.000.000,00 €, il massimo per un ordine online: riduci le quantità o contattaci per un preventivo.",
  );
});

it("the dearest window times 99 is beyond what an integer column holds", () => {
  expect(dearestUnitCents * 99).toBeGreaterThan(2_147_483_647);
});

describe("cart", () => {
  it("refuses a line whose total would pass the order maximum, adding nothing", async () => {
    const buyer = await registeredCustomer(app);
    const { status, body } = await buyer.json<{ message: string }>("/api/cart", {
      method: "POST",
      json: { ...dearestWindow, quantity: 99 },
    });
    expect({ status, message: body.message }).toEqual({ status: 400, message: LIMIT_MESSAGE });
    expect(await cartLines(buyer)).toEqual([]);
  });

  it("refuses a line that would take the cart past the maximum, keeping the lines already there", async () => {
    const buyer = await registeredCustomer(app);
    // As many as one order may hold: a second line like it cannot fit.
    const quantity = Math.min(99, Math.floor(1_000_000_000 / dearestUnitCents));
    const first = await buyer.json("/api/cart", { method: "POST", json: { ...dearestWindow, quantity } });
    expect(first.status).toBe(201);
    const second = await buyer.json<{ message: string }>("/api/cart", {
      method: "POST",
      json: { ...dearestWindow, quantity },
    });
    expect({ status: second.status, message: second.body.message }).toEqual({
      status: 400,
      message: LIMIT_MESSAGE,
    });
    expect((await cartLines(buyer)).map((line) => line.quantity)).toEqual([quantity]);
  });

  it("refuses a quantity change past the maximum, through the API and the cart page", async () => {
    const buyer = await registeredCustomer(app);
    const added = await buyer.json<{ id: number }>("/api/cart", {
      method: "POST",
      json: { ...dearestWindow, quantity: 1 },
    });
    expect(added.status).toBe(201);
    const patched = await buyer.json<{ message: string }>(`/api/cart/${added.body.id}`, {
      method: "PATCH",
      json: { quantity: 99 },
    });
    expect({ status: patched.status, message: patched.body.message }).toEqual({
      status: 400,
      message: LIMIT_MESSAGE,
    });

    const page = await buyer.request("/cart", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
      body: new URLSearchParams({ intent: "quantity", lineId: String(added.body.id), quantity: "99" }),
    });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain(LIMIT_MESSAGE);
    expect((await cartLines(buyer)).map((line) => line.quantity)).toEqual([1]);
  });
});

describe("checkout", () => {
  it("answers 400, never 500, for a cart stored above the maximum, and creates no order", async () => {
    const buyer = await registeredCustomer(app);
    // Lines stored before the cart bounded them: at today's prices together
    // above the integer limit, whatever price they were stored with.
    const userId = await storeDearestWindowLines(buyer, [
      { unitPriceCents: 1, quantity: 99 },
      { unitPriceCents: 400_000_000, quantity: 2 },
    ]);
    const before = await orderCount();
    const { status, body } = await buyer.json<{ message: string }>("/api/orders", {
      method: "POST",
      json: { shipping: validShipping, paymentMethod: "bonifico", withdrawalExclusionAccepted: true },
    });
    expect({ status, message: body.message }).toEqual({ status: 400, message: LIMIT_MESSAGE });
    expect(await orderCount()).toBe(before);
    expect(
      await app.db.select().from(schema.cartItems).where(eq(schema.cartItems.userId, userId)),
    ).toHaveLength(2);
  });

  it("still takes an order right at the maximum", async () => {
    // Ten windows at the dearest base price staff may set, with options that change nothing.
    const [options, products] = await Promise.all([
      app.request("/api/calculator-options").then((r) => r.json() as Promise<CalculatorOptionJson[]>),
      app.request("/api/products").then((r) => r.json() as Promise<ProductJson[]>),
    ]);
    const product = products.find((candidate) => productConfigurator(candidate) === "window")!;
    const admin = await catalogueAdmin();
    await admin.updateProduct(app.db, await staffActor(app), {
      productId: product.id,
      basePriceCents: MAX_CATALOGUE_PRICE_CENTS,
    });
    const neutral = (type: CalculatorOptionJson["type"]) =>
      options.find(
        (option) =>
          option.type === type && (option.priceMultiplier ?? 1) === 1 && (option.priceAddition ?? 0) === 0,
      )!.value;
    const window = {
      productId: product.id,
      options: Object.fromEntries(windowOptionTypes.map((type) => [type, neutral(type)])),
      dimensions: { width: 1000, height: 1000 },
      quantity: 10,
    };
    const buyer = await registeredCustomer(app);
    const added = await buyer.json<{ calculatedPrice: number }>("/api/cart", {
      method: "POST",
      json: window,
    });
    expect(added.status).toBe(201);
    expect(eurosToCents(added.body.calculatedPrice) * 10).toBe(1_000_000_000);
    const { status, body } = await buyer.json<{ totalAmount: number }>("/api/orders", {
      method: "POST",
      json: { shipping: validShipping, paymentMethod: "bonifico", withdrawalExclusionAccepted: true },
    });
    expect(status).toBe(201);
    expect(body.totalAmount).toBe(10_000_000);
  });
});
