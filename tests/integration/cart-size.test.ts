import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { LineServiceCode } from "#app/domain/configurator/line-services.ts";
import { productFamily } from "#app/domain/configurator/product-family.ts";
import {
  MAX_ORDER_LINES,
  MAX_ORDER_POSITIONS,
  ORDER_LINES_LIMIT_MESSAGE,
  ORDER_POSITIONS_LIMIT_MESSAGE,
} from "#app/domain/orders/order-totals.ts";
import * as schema from "#db/schema.ts";
import {
  type Customer,
  postForm,
  registeredCustomer,
  validCheckoutForm,
  validShipping,
  visibleHtml,
} from "../support/api-client.ts";
import { sendQuoteRequest } from "../support/requests.ts";
import { GENEROUS_PUBLIC_FORM_LIMIT, loadBuiltApp, sharedTestApp } from "../support/test-app.ts";
import { firstValidConfiguration, loadPricingCatalogue } from "../support/window-fixtures.ts";

// How large one cart and one order may be (docs/product/buying.md#cart-size):
// at most 50 configured positions and 150 lines with their services, refused
// with 400 wherever a cart grows and again at checkout. And a change to a cart
// prices the changed line, not every line again.

const app = sharedTestApp({ publicFormLimit: GENEROUS_PUBLIC_FORM_LIMIT });
const ALL_SERVICES: LineServiceCode[] = ["installation", "removal", "subframe"];

/** A window (the family that takes every service) as POST /api/cart takes it. */
let window: Record<string, unknown>;

beforeAll(async () => {
  const catalogue = await loadPricingCatalogue(app);
  const product = catalogue.configurable.find((candidate) => productFamily(candidate) === "window")!;
  window = firstValidConfiguration(catalogue, product.id);
});

const userIdOf = async (buyer: Customer) => (await buyer.json<{ id: number }>("/api/user")).body.id;

/** Fills the buyer's cart with `positions` copies of a line the API priced, each with `services`. */
async function fillCart(buyer: Customer, positions: number, services: LineServiceCode[]) {
  const added = await buyer.json<{ id: number }>("/api/cart", { method: "POST", json: window });
  expect(added.status).toBe(201);
  const [line] = await app.db.select().from(schema.cartItems).where(eq(schema.cartItems.id, added.body.id));
  const { id: _id, createdAt: _createdAt, ...copy } = line!;
  await app.db.delete(schema.cartItems).where(eq(schema.cartItems.id, added.body.id));
  await app.db
    .insert(schema.cartItems)
    .values(Array.from({ length: positions }, () => ({ ...copy, services })));
}

async function cartSize(buyer: Customer) {
  const lines = await app.db
    .select({ services: schema.cartItems.services })
    .from(schema.cartItems)
    .where(eq(schema.cartItems.userId, await userIdOf(buyer)));
  return { positions: lines.length, lines: lines.reduce((sum, line) => sum + 1 + line.services.length, 0) };
}

async function ordersOf(buyer: Customer) {
  const [row] = await app.db
    .select({ value: count() })
    .from(schema.orders)
    .where(eq(schema.orders.userId, await userIdOf(buyer)));
  return row?.value ?? 0;
}

const checkout = (buyer: Customer) =>
  buyer.json<{ message: string }>("/api/orders", {
    method: "POST",
    json: { shipping: validShipping, paymentMethod: "bonifico", withdrawalExclusionAccepted: true },
  });

describe("cart size", () => {
  it("the limits are 50 positions and 150 lines, and the refusals say so in Italian", () => {
    expect({ positions: MAX_ORDER_POSITIONS, lines: MAX_ORDER_LINES }).toEqual({ positions: 50, lines: 150 });
    expect(ORDER_POSITIONS_LIMIT_MESSAGE).toContain("al massimo 50 prodotti configurati");
    expect(ORDER_LINES_LIMIT_MESSAGE).toContain("al massimo 150 righe tra prodotti e servizi");
  });

  it("POST /api/cart refuses a 51st position with 400, keeping the 50", async () => {
    const buyer = await registeredCustomer(app);
    await fillCart(buyer, 50, []);
    const refused = await buyer.json<{ message: string }>("/api/cart", { method: "POST", json: window });
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 400,
      message: ORDER_POSITIONS_LIMIT_MESSAGE,
    });
    expect(await cartSize(buyer)).toEqual({ positions: 50, lines: 50 });
  });

  it("refuses services past 150 lines, on POST /api/cart and the cart page's services form", async () => {
    const buyer = await registeredCustomer(app);
    await fillCart(buyer, 37, ALL_SERVICES); // 148 lines
    const refused = await buyer.json<{ message: string }>("/api/cart", {
      method: "POST",
      json: { ...window, services: ["installation", "removal"] },
    });
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 400,
      message: ORDER_LINES_LIMIT_MESSAGE,
    });
    const added = await buyer.json<{ id: number }>("/api/cart", {
      method: "POST",
      json: { ...window, services: ["installation"] },
    });
    expect(added.status).toBe(201);
    expect(await cartSize(buyer)).toEqual({ positions: 38, lines: 150 });

    const form = new URLSearchParams({ intent: "services", lineId: String(added.body.id) });
    form.append("services", "installation");
    form.append("services", "removal");
    const viaPage = await buyer.request("/cart", { method: "POST", body: form, redirect: "manual" });
    expect(viaPage.status).toBe(400);
    expect((await visibleHtml(viaPage)).replaceAll("&#x27;", "'")).toContain(ORDER_LINES_LIMIT_MESSAGE);
    expect(await cartSize(buyer)).toEqual({ positions: 38, lines: 150 });
  });

  it("accepting a quote into a full cart is refused with 400, and the quote stays open", async () => {
    const buyer = await registeredCustomer(app);
    await fillCart(buyer, 50, []);
    const quote = await sendQuoteRequest(app, {}, buyer);
    const refused = await buyer.request(`/preventivi/${quote.id}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "accept", version: "1" }),
      redirect: "manual",
    });
    expect(refused.status).toBe(400);
    expect((await visibleHtml(refused)).replaceAll("&#x27;", "'")).toContain(ORDER_POSITIONS_LIMIT_MESSAGE);
    expect(await cartSize(buyer)).toEqual({ positions: 50, lines: 50 });
    const [row] = await app.db
      .select({ status: schema.quoteRequests.status })
      .from(schema.quoteRequests)
      .where(eq(schema.quoteRequests.id, quote.id));
    expect(row?.status).not.toBe("accettata");
  });

  it("the checkout refuses a cart stored with 51 positions, on POST /api/orders and the checkout page", async () => {
    const buyer = await registeredCustomer(app);
    await fillCart(buyer, 51, []);
    const refused = await checkout(buyer);
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 400,
      message: ORDER_POSITIONS_LIMIT_MESSAGE,
    });
    const page = await postForm(
      app,
      "/checkout",
      { ...validCheckoutForm, paymentMethod: "bonifico" },
      { cookie: buyer.cookie! },
    );
    expect(page.status).toBe(400);
    expect((await visibleHtml(page)).replaceAll("&#x27;", "'")).toContain(ORDER_POSITIONS_LIMIT_MESSAGE);
    expect(await ordersOf(buyer)).toBe(0);
  });

  it("the checkout refuses a cart stored with more than 150 lines", async () => {
    const buyer = await registeredCustomer(app);
    await fillCart(buyer, 40, ALL_SERVICES); // 160 lines
    const refused = await checkout(buyer);
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 400,
      message: ORDER_LINES_LIMIT_MESSAGE,
    });
    expect(await ordersOf(buyer)).toBe(0);
  });

  it("still takes the largest order allowed: 50 positions and 150 lines", async () => {
    const buyer = await registeredCustomer(app);
    await fillCart(buyer, 50, ["installation", "removal"]);
    const placed = await checkout(buyer);
    expect(placed.status).toBe(201);
    expect(await ordersOf(buyer)).toBe(1);
  });
});

describe("pricing a cart change", () => {
  it("adding a line to a cart of 20 lines prices that line only, and reading the cart prices each", async () => {
    const { linesPricedSoFar } = await loadBuiltApp();
    const buyer = await registeredCustomer(app);
    await fillCart(buyer, 20, ["installation"]);

    const beforeAdd = linesPricedSoFar();
    const added = await buyer.json<{ id: number; quantity: number; services: unknown[] }>("/api/cart", {
      method: "POST",
      json: { ...window, services: ["installation"] },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      quantity: 1,
      services: [expect.objectContaining({ code: "installation" })],
    });
    expect(linesPricedSoFar() - beforeAdd).toBe(1);

    const beforeRead = linesPricedSoFar();
    const cart = await buyer.json<unknown[]>("/api/cart");
    expect(cart.body).toHaveLength(21);
    expect(linesPricedSoFar() - beforeRead).toBe(21);
  });
});
