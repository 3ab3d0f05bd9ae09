import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eurosToCents, formatEuroCents } from "#app/domain/italian-formats/money.ts";
import type { ProductJson as Product } from "#app/server/web/api-serializers.server.ts";
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

// When staff change a price, carts show the new one, the checkout re-prices
// every line and refuses (409, with the cart as it is now) a total other than
// the one the customer was shown; orders and quote requests keep their prices
// (docs/product/buying.md#checkout).

let app: TestApp;
let catalogue: Awaited<ReturnType<typeof loadPricingCatalogue>>;
let actor: { id: number };

beforeAll(async () => {
  app = await startTestApp({ publicFormLimit: { limit: 1000, windowMs: 60_000 } });
  catalogue = await loadPricingCatalogue(app);
  actor = await staffActor(app);
});
afterAll(async () => {
  await app?.close();
});

const PRICE_CHANGED = "Il prezzo di alcuni prodotti è cambiato: controlla il carrello";

interface CartLineJson {
  id: number;
  quantity: number;
  calculatedPrice: number;
  lineTotal: number;
  available: boolean;
  summary: { label: string; value: string }[];
}

interface OrderJson {
  id: number;
  totalAmount: number;
  items: { price: number; lineTotal: number }[];
}

/** A product of its own for each test, so that one test's price change leaves the others alone. */
let nextProduct = 0;
function freshProduct(): Product {
  const product = catalogue.configurable[nextProduct++];
  if (!product) throw new Error("out of window products");
  return product;
}

async function setBasePrice(product: Product, basePriceCents: number) {
  await (await catalogueAdmin()).updateProduct(app.db, actor, { productId: product.id, basePriceCents });
}

async function buyerWithLine(
  product: Product,
  quantity = 2,
): Promise<{ buyer: Customer; line: CartLineJson }> {
  const buyer = await registeredCustomer(app);
  const { status, body } = await buyer.json<CartLineJson>("/api/cart", {
    method: "POST",
    json: { ...firstValidConfiguration(catalogue, product.id), quantity },
  });
  expect(status).toBe(201);
  return { buyer, line: body };
}

const checkout = (buyer: Customer, extra: Record<string, unknown> = {}) =>
  buyer.json<OrderJson & { message: string; cart: CartLineJson[]; cartTotal: number }>("/api/orders", {
    method: "POST",
    json: { shipping: validShipping, paymentMethod: "bonifico", withdrawalExclusionAccepted: true, ...extra },
  });

describe("a cart after a price change", () => {
  it("shows every line at today's price, with today's breakdown", async () => {
    const product = freshProduct();
    const { buyer, line } = await buyerWithLine(product);
    await setBasePrice(product, eurosToCents(product.basePrice) * 3);
    const [now] = (await buyer.json<CartLineJson[]>("/api/cart")).body;
    expect(now!.calculatedPrice).toBeGreaterThan(line.calculatedPrice);
    expect(now!.lineTotal).toBe(Math.round(now!.calculatedPrice * 2 * 100) / 100);
    expect(now!.summary).toContainEqual({
      label: "Prezzo base",
      value: formatEuroCents(eurosToCents(product.basePrice) * 3),
    });
    const page = await visibleHtml(await buyer.request("/cart"));
    expect(page).toContain(formatEuroCents(eurosToCents(now!.lineTotal)));
  });
});

describe("POST /api/orders after a price change", () => {
  it("answers 409 with the message and the updated cart when the total shown is not today's", async () => {
    const product = freshProduct();
    const { buyer, line } = await buyerWithLine(product);
    const shownTotal = line.lineTotal;
    await setBasePrice(product, eurosToCents(product.basePrice) + 10_000);

    const refused = await checkout(buyer, { expectedTotalAmount: shownTotal });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(PRICE_CHANGED);
    const current = (await buyer.json<CartLineJson[]>("/api/cart")).body;
    expect(refused.body.cart).toEqual(current);
    expect(refused.body.cartTotal).toBe(current[0]!.lineTotal);
    expect(refused.body.cartTotal).toBeGreaterThan(shownTotal);
    expect((await buyer.json<unknown[]>("/api/orders")).body).toEqual([]);

    // Confirmed at the new total, the order goes through at today's prices.
    const ordered = await checkout(buyer, { expectedTotalAmount: refused.body.cartTotal });
    expect(ordered.status).toBe(201);
    expect(ordered.body.totalAmount).toBe(refused.body.cartTotal);
    expect(ordered.body.items[0]!.price).toBe(current[0]!.calculatedPrice);
  });

  it("orders at today's prices without a check when the client sends no expected total", async () => {
    const product = freshProduct();
    const { buyer, line } = await buyerWithLine(product, 1);
    await setBasePrice(product, eurosToCents(product.basePrice) + 5_000);
    const ordered = await checkout(buyer);
    expect(ordered.status).toBe(201);
    expect(ordered.body.totalAmount).toBeGreaterThan(line.lineTotal);
    expect(ordered.body.totalAmount).toBe(ordered.body.items[0]!.lineTotal);
  });

  it("refuses an expected total that is not an amount in euros", async () => {
    const { buyer } = await buyerWithLine(catalogue.configurable[0]!);
    for (const expectedTotalAmount of ["100", -1, 12.345, null]) {
      const refused = await checkout(buyer, { expectedTotalAmount });
      expect(refused.status, String(expectedTotalAmount)).toBe(400);
      expect(refused.body.message).toMatch(/^Totale atteso non valido/);
    }
  });
});

describe("the checkout page after a price change", () => {
  it("answers 409 with the message and the updated total in the form, then orders at it", async () => {
    const product = freshProduct();
    const { buyer, line } = await buyerWithLine(product);
    await setBasePrice(product, eurosToCents(product.basePrice) * 2);
    const form = (expectedTotalCents: number) =>
      buyer.request("/checkout", {
        method: "POST",
        body: new URLSearchParams({
          ...validCheckoutForm,
          paymentMethod: "bonifico",
          expectedTotalCents: String(expectedTotalCents),
        }),
        redirect: "manual",
      });

    const refused = await form(eurosToCents(line.lineTotal));
    expect(refused.status).toBe(409);
    const html = await visibleHtml(refused);
    expect(html).toContain(PRICE_CHANGED);
    const [current] = (await buyer.json<CartLineJson[]>("/api/cart")).body;
    const newTotalCents = eurosToCents(current!.lineTotal);
    expect(html).toContain(formatEuroCents(newTotalCents));
    expect(html).toContain(`name="expectedTotalCents" value="${newTotalCents}"`);
    // Nothing the customer typed is lost.
    expect(html).toContain(`value="${validCheckoutForm.address}"`);
    expect(html).toContain(`value="${validCheckoutForm.fiscalCode}"`);

    const ordered = await form(newTotalCents);
    expect(ordered.status).toBe(302);
    expect(ordered.headers.get("location")).toMatch(/^\/orders\/\d+$/);
  });
});

describe("past data after a price change", () => {
  it("keeps orders and quote requests at the prices they were made with", async () => {
    const product = freshProduct();
    const { buyer } = await buyerWithLine(product);
    const ordered = await checkout(buyer);
    expect(ordered.status).toBe(201);
    const quote = await postJson(app, "/api/quote-requests", {
      ...firstValidConfiguration(catalogue, product.id),
      customerName: "Giulia Bianchi",
      customerEmail: "giulia.bianchi@example.it",
      customerPhone: "+39 333 123 4567",
      privacyConsent: true,
    });
    expect(quote.status).toBe(201);
    const { id: quoteId, price: quotedPrice } = (await quote.json()) as { id: number; price: number };
    const [quoteBefore] = await app.db
      .select()
      .from(schema.quoteRequests)
      .where(eq(schema.quoteRequests.id, quoteId));

    await setBasePrice(product, eurosToCents(product.basePrice) * 4);
    await (await catalogueAdmin()).updateCalculatorOption(app.db, actor, {
      optionId: catalogue.byType("material")[0]!.id,
      name: "PVC rinominato",
    });

    expect(await buyer.json<OrderJson>(`/api/orders/${ordered.body.id}`)).toEqual({
      status: 200,
      body: ordered.body,
    });
    const [quoteAfter] = await app.db
      .select()
      .from(schema.quoteRequests)
      .where(eq(schema.quoteRequests.id, quoteId));
    expect(quoteAfter).toEqual(quoteBefore);
    expect(quoteAfter!.calculatedPriceCents).toBe(eurosToCents(quotedPrice));
  });
});
