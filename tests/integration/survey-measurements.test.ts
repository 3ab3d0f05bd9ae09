import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerOfferPath } from "../../app/domain/offers/offer-paths.ts";
import * as schema from "../../db/schema.ts";
import { type Customer, readableWords, visibleHtml } from "../support/api-client.ts";
import {
  auditRowsFor,
  placeOrder,
  postPageForm,
  SETUP_TIMEOUT_MS,
  setOrderState,
  startStaffWorld,
} from "../support/staff.ts";
import type { TestApp } from "../support/test-app.ts";

// The survey's final measurements (docs/product/production.md#measurements):
// the technician's page, the revision with the measured sizes sent to the
// customer, whose acceptance confirms them — also when the total is the same —
// and the stage «Misure definitive» that needs it.

let app: TestApp;
let staff: Customer;
let buyer: Customer;

beforeAll(async () => {
  ({ app, staff, buyer } = await startStaffWorld());
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
});

const sheetPath = (orderId: number) => `/gestione/ordini/${orderId}/misure`;
const words = async (response: Response) => readableWords(await visibleHtml(response));

async function itemsOf(orderId: number) {
  return app.db
    .select()
    .from(schema.orderItems)
    .where(eq(schema.orderItems.orderId, orderId))
    .orderBy(asc(schema.orderItems.id));
}

async function orderOf(orderId: number) {
  const [order] = await app.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
  return order!;
}

function measure(orderId: number, itemId: number, width: string, height: string, notes = "") {
  return postPageForm(staff, sheetPath(orderId), {
    intent: "measure",
    itemId: String(itemId),
    width,
    height,
    notes,
  });
}

/** Sends the measured sizes and answers the revision's offer number, read from the order's page. */
async function sendMeasurements(orderId: number): Promise<string> {
  const sent = await postPageForm(staff, sheetPath(orderId), { intent: "send" });
  expect(sent.status).toBe(302);
  const [revision] = await app.db
    .select()
    .from(schema.offers)
    .where(eq(schema.offers.revisesOrderId, orderId));
  expect(revision?.revisionReason).toBe("Misure definitive dal sopralluogo");
  expect(revision?.status).toBe("inviata");
  return revision!.number;
}

async function acceptRevision(number: string) {
  return postPageForm(buyer, customerOfferPath(number), {
    intent: "accept-revision",
    versionNumber: "1",
    // A renovation keeps 22 % (docs/product/vat.md): the totals follow the measured lines alone.
    residential: "si",
    workKind: "ristrutturazione",
  });
}

describe("the technician's measurement page", () => {
  it("shows each position with its indicative size; refuses bad sizes beside the field and keeps nothing", async () => {
    const orderId = await placeOrder(app, buyer, { services: ["installation"] });
    const [item] = await itemsOf(orderId);
    const page = await staff.request(sheetPath(orderId));
    expect(page.status).toBe(200);
    const text = await words(page);
    expect(text).toContain("Posizione 1:");
    expect(text).toContain("(indicativa)");
    expect(text).toContain("Da misurare");

    for (const [width, height, message] of [
      ["1200.5", "1400", "Scrivi la larghezza in millimetri"],
      ["", "1400", "Scrivi la larghezza in millimetri"],
      ["1200", "99999", "Scrivi l'altezza in millimetri"],
      ["50", "1400", "larghezza"],
    ] as const) {
      const refused = await measure(orderId, item!.id, width, height);
      expect(refused.status, `${width} × ${height}`).toBe(400);
      const html = await visibleHtml(refused);
      expect(readableWords(html)).toContain(message);
      // Beside the field: the input says it is invalid.
      expect(html).toMatch(/aria-invalid="true"/);
    }
    expect(await app.db.select().from(schema.positionMeasurements)).toHaveLength(0);
    // Another order's position, or an unknown one, is not found.
    expect((await measure(orderId, 999_999, "1200", "1400")).status).toBe(404);
    expect((await buyer.request(sheetPath(orderId))).status).toBe(404);
  });

  it("a size change re-prices the order; the customer's acceptance makes the sizes final and lets the stage move", async () => {
    const orderId = await placeOrder(app, buyer, { services: ["installation"], paymentMethod: "bonifico" });
    const version = await setOrderState(app, orderId, { stage: "confermato" });
    const before = await orderOf(orderId);
    const [item] = await itemsOf(orderId);
    const saved = await measure(orderId, item!.id, "1100", "1300", "fuori squadro 4 mm");
    expect(saved.status).toBe(302);
    const sheet = await words(await staff.request(sheetPath(orderId)));
    expect(sheet).toContain("Rilevata: 1100 × 1300 mm");
    expect(sheet).toContain("fuori squadro 4 mm");
    expect((await auditRowsFor(app, "order", orderId)).map((row) => row.action)).toContain(
      "order.measurement",
    );

    // Before the customer confirms, the stage cannot move.
    const early = await postPageForm(staff, `/gestione/ordini/${orderId}`, {
      stage: "misure_definitive",
      version: String(version),
    });
    expect(early.status).toBe(409);
    expect(await words(early)).toContain("Mancano le misure definitive di 1 posizione");

    const number = await sendMeasurements(orderId);
    expect((await acceptRevision(number)).status).toBe(302);
    const after = await orderOf(orderId);
    expect(after.totalCents).toBeLessThan(before.totalCents);
    expect(after.measurementsConfirmedAt).not.toBeNull();
    const [final] = await itemsOf(orderId);
    expect(final!.sizesFinal).toBe(true);
    expect(final!.configuration).toMatchObject({ dimensions: { width: 1100, height: 1300 } });

    const api = await buyer.json<{ stage: string; items: { sizesFinal: boolean }[] }>(
      `/api/orders/${orderId}`,
    );
    expect(api.body.items.map((line) => line.sizesFinal)).toEqual([true]);
    expect(await words(await buyer.request(`/orders/${orderId}`))).toContain("Misure definitive (rilevate");

    const moved = await postPageForm(staff, `/gestione/ordini/${orderId}`, {
      stage: "misure_definitive",
      version: String(after.version),
    });
    expect(moved.status).toBe(302);
    expect(await orderOf(orderId)).toMatchObject({ stage: "misure_definitive", status: "processing" });
  });

  it("the customer confirms the measured sizes also when the total does not change", async () => {
    const orderId = await placeOrder(app, buyer, { services: ["installation"] });
    const before = await orderOf(orderId);
    const [item] = await itemsOf(orderId);
    const size = item!.configuration as { dimensions: { width: number; height: number } };
    await measure(orderId, item!.id, String(size.dimensions.width), String(size.dimensions.height));
    // Nothing measured for the page is missing any more.
    expect(await words(await staff.request(sheetPath(orderId)))).toContain("Ogni posizione è misurata");
    const number = await sendMeasurements(orderId);
    expect((await orderOf(orderId)).measurementsConfirmedAt).toBeNull();
    expect((await acceptRevision(number)).status).toBe(302);
    const after = await orderOf(orderId);
    expect(after.totalCents).toBe(before.totalCents);
    expect(after.measurementsConfirmedAt).not.toBeNull();
  });

  it("refuses to send before every position is measured", async () => {
    const orderId = await placeOrder(app, buyer, { services: ["installation"] });
    const refused = await postPageForm(staff, sheetPath(orderId), { intent: "send" });
    expect(refused.status).toBe(409);
    expect(await words(refused)).toContain("Mancano le misure di 1 posizione");
    expect(
      await app.db.select().from(schema.offers).where(eq(schema.offers.revisesOrderId, orderId)),
    ).toEqual([]);
  });

  it("a supply-only order takes the customer's sizes as final when they confirm them at checkout", async () => {
    const confirmed = await placeOrder(app, buyer, { sizesConfirmed: true });
    expect((await orderOf(confirmed)).measurementsConfirmedAt).not.toBeNull();
    expect((await itemsOf(confirmed)).every((item) => item.sizesFinal)).toBe(true);
    // With installation the survey decides: the box is ignored.
    const fitted = await placeOrder(app, buyer, { sizesConfirmed: true, services: ["installation"] });
    expect((await orderOf(fitted)).measurementsConfirmedAt).toBeNull();
    const unconfirmed = await placeOrder(app, buyer);
    expect((await itemsOf(unconfirmed)).every((item) => !item.sizesFinal)).toBe(true);
  });
});
