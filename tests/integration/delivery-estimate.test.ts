import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OptionSetEntry } from "../../app/domain/catalogue/option-set-entries.ts";
import { addShopDays, formatDateShort, shopCalendarDay } from "../../app/domain/italian-formats/dates.ts";
import * as schema from "../../db/schema.ts";
import { type Customer, registeredCustomer, visibleHtml } from "../support/api-client.ts";
import { postCatalogueForm } from "../support/catalogue-admin.ts";
import {
  placeOrder,
  postPageForm,
  SETUP_TIMEOUT_MS,
  setOrderState,
  startStaffWorld,
} from "../support/staff.ts";
import type { TestApp } from "../support/test-app.ts";
import { defaultOptionValuesOf, windowConfiguration } from "../support/window-configuration.ts";

// The delivery estimate (docs/product/buying.md#delivery-estimate): each
// family's weeks as staff set them, shown on the product, cart, checkout and
// order pages; an order's is the longest among its lines, counted from the
// payment or, while unpaid, from today.

let app: TestApp;
let staff: Customer;
let buyer: Customer;

beforeAll(async () => {
  ({ app, staff, buyer } = await startStaffWorld());
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
});

async function productIdIn(categorySlug: string): Promise<number> {
  const [row] = await app.db
    .select({ id: schema.products.id })
    .from(schema.products)
    .innerJoin(schema.categories, eq(schema.products.categoryId, schema.categories.id))
    .where(eq(schema.categories.slug, categorySlug))
    .limit(1);
  if (!row) throw new Error(`no product in ${categorySlug}`);
  return row.id;
}

async function pageText(client: Customer, path: string): Promise<string> {
  const response = await client.request(path);
  expect(response.status, path).toBe(200);
  return visibleHtml(response);
}

const setDeliveryTime = (who: Customer, fields: Record<string, string>) =>
  postCatalogueForm(app, who, "/gestione/catalogo/consegne", { intent: "lead-time", ...fields });

const day = (iso: string) => formatDateShort(`${iso}T12:00:00Z`);

describe("on the product, cart and checkout pages", () => {
  it("each family has its weeks: a window 5–6, a shutter 3–4", async () => {
    expect(await pageText(buyer, `/product/${await productIdIn("finestre")}`)).toContain(
      "Consegna stimata: 5–6 settimane",
    );
    expect(await pageText(buyer, `/product/${await productIdIn("tapparelle")}`)).toContain(
      "Consegna stimata: 3–4 settimane",
    );
  });

  it("the cart and the checkout show each line's weeks and the order's, the longest", async () => {
    const shopper = await registeredCustomer(app);
    const window = await placeableLine(shopper, "finestre");
    expect(window).toBe(201);
    const cart = await pageText(shopper, "/cart");
    expect(cart).toContain("Consegna stimata: 5–6 settimane");
    expect(await pageText(shopper, "/checkout")).toContain("Consegna stimata: 5–6 settimane");
  });
});

/** Adds the first product of a category to the shopper's cart with its option set's defaults. */
async function placeableLine(shopper: Customer, categorySlug: string): Promise<number> {
  const productId = await productIdIn(categorySlug);
  const entries = await shopper.json<OptionSetEntry[]>(`/api/calculator-options?productId=${productId}`);
  const response = await shopper.request("/api/cart", {
    method: "POST",
    json: windowConfiguration(productId, defaultOptionValuesOf(entries.body)),
  });
  return response.status;
}

describe("in the back office", () => {
  it("staff change a family's weeks; every page follows at once, and the change is audited", async () => {
    const windowPage = `/product/${await productIdIn("finestre")}`;
    const saved = await setDeliveryTime(staff, { family: "window", minWeeks: "7", maxWeeks: "9" });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/gestione/catalogo/consegne");
    expect(await pageText(buyer, windowPage)).toContain("Consegna stimata: 7–9 settimane");
    const [audit] = await app.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.objectType, "lead_time"))
      .orderBy(schema.auditLog.id);
    expect(audit).toMatchObject({
      action: "lead_time.update",
      before: { minWeeks: 5, maxWeeks: 6 },
      after: { minWeeks: 7, maxWeeks: 9 },
    });
    expect((await setDeliveryTime(staff, { family: "window", minWeeks: "5", maxWeeks: "6" })).status).toBe(
      302,
    );
    expect(await pageText(buyer, windowPage)).toContain("Consegna stimata: 5–6 settimane");
  });

  it.each([
    [{ minWeeks: "6", maxWeeks: "4" }, "Il massimo non può essere inferiore al minimo"],
    [{ minWeeks: "", maxWeeks: "4" }, "Indica il minimo"],
    [{ minWeeks: "0", maxWeeks: "4" }, "Almeno 1 settimana"],
    [{ minWeeks: "2", maxWeeks: "60" }, "Al massimo 52 settimane"],
    [{ minWeeks: "due", maxWeeks: "4" }, "Scrivi il minimo come numero intero di settimane"],
  ])("refuses %j with 400 and the message beside the field, saving nothing", async (fields, message) => {
    const response = await setDeliveryTime(staff, { family: "shutter", ...fields });
    expect(response.status).toBe(400);
    expect(await visibleHtml(response)).toContain(message);
    const [row] = await app.db
      .select()
      .from(schema.deliveryTimes)
      .where(eq(schema.deliveryTimes.family, "shutter"));
    expect(row).toMatchObject({ minWeeks: 3, maxWeeks: 4 });
  });

  it("the page and its action answer 404 to a customer", async () => {
    expect((await buyer.request("/gestione/catalogo/consegne")).status).toBe(404);
    expect((await setDeliveryTime(buyer, { family: "door", minWeeks: "1", maxWeeks: "1" })).status).toBe(404);
  });
});

describe("on an order", () => {
  it("unpaid, it counts from today; once paid, from the day of the payment", async () => {
    const orderId = await placeOrder(app, buyer, { paymentMethod: "bonifico" });
    const today = shopCalendarDay(new Date());
    const unpaid = await pageText(buyer, `/orders/${orderId}`);
    expect(unpaid).toContain(
      `Consegna stimata: 5–6 settimane, tra il ${day(addShopDays(today, 35))} e il ${day(addShopDays(today, 42))}.`,
    );
    expect(unpaid).toContain(`Contate da oggi (${day(today)})`);
    expect(unpaid).toContain("Le festività non sono considerate nel calcolo.");

    const [order] = await app.db
      .select({ totalCents: schema.orders.totalCents })
      .from(schema.orders)
      .where(eq(schema.orders.id, orderId));
    const paidOn = addShopDays(today, -10);
    const paid = await postPageForm(staff, `/gestione/ordini/${orderId}`, {
      intent: "payment",
      receivedOn: paidOn,
      amount: ((order?.totalCents ?? 0) / 100).toFixed(2).replace(".", ","),
      method: "bonifico",
      paymentKey: randomUUID(),
    });
    expect(paid.status).toBe(302);
    const counted = await pageText(buyer, `/orders/${orderId}`);
    expect(counted).toContain(`tra il ${day(addShopDays(paidOn, 35))} e il ${day(addShopDays(paidOn, 42))}.`);
    expect(counted).toContain(`Contate dal pagamento ricevuto il ${day(paidOn)}.`);
    // Staff read the same estimate on their order page.
    expect(await pageText(staff, `/gestione/ordini/${orderId}`)).toContain(
      `Contate dal pagamento ricevuto il ${day(paidOn)}.`,
    );
  });

  it("a card order counts from the day it was placed; a completed order shows none", async () => {
    const orderId = await placeOrder(app, buyer, { paymentMethod: "carta" });
    const placedOn = shopCalendarDay(new Date());
    expect(await pageText(buyer, `/orders/${orderId}`)).toContain(
      `Contate dal pagamento ricevuto il ${day(placedOn)}.`,
    );
    await setOrderState(app, orderId, { status: "completed" });
    expect(await pageText(buyer, `/orders/${orderId}`)).not.toContain("Consegna stimata");
  });
});
