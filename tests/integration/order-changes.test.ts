import { and, asc, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerOfferPath, staffOfferPath } from "../../app/domain/offers/offer-paths.ts";
import * as schema from "../../db/schema.ts";
import {
  type Customer,
  readableText,
  validCheckoutForm,
  validShipping,
  visibleHtml,
} from "../support/api-client.ts";
import { sentOfferFor } from "../support/offers.ts";
import {
  auditRowsFor,
  postPageForm,
  SETUP_TIMEOUT_MS,
  setOrderState,
  startStaffWorld,
} from "../support/staff.ts";
import type { TestApp } from "../support/test-app.ts";
import { firstValidConfiguration, loadPricingCatalogue } from "../support/window-fixtures.ts";

// Orders that change before production (docs/product/offers.md#orders-that-change):
// staff write the change as a revision of the order, the customer accepts or
// declines it on the offer's page, and the order keeps its id and number.

let app: TestApp;
let staff: Customer;
let buyer: Customer;

beforeAll(async () => {
  ({ app, staff, buyer } = await startStaffWorld());
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
});

async function pageText(response: Response): Promise<string> {
  return readableText(await visibleHtml(response))
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

const cents = (euros: number) => Math.round(euros * 100);
const staffOrderPath = (id: number) => `/gestione/ordini/${id}`;

interface OrderApi {
  id: number;
  number: string;
  totalAmount: number;
  items: { quantity: number; lineTotal: number }[];
  lines?: { type: string; total: number; unitPrice?: number }[];
  pendingRevision: { number: string; version: number; totalAmount: number; url: string } | null;
}

async function orderApi(id: number) {
  const response = await buyer.json<OrderApi>(`/api/orders/${id}`);
  expect(response.status).toBe(200);
  const body = response.body;
  const itemsSum = body.items.reduce((sum, item) => sum + cents(item.lineTotal), 0);
  expect(itemsSum, "items sum to the total").toBe(cents(body.totalAmount));
  return body;
}

/** An order the buyer accepted from an offer of two identical windows (one position, quantity 2) and a free line. */
async function acceptedOrder() {
  const offer = await sentOfferFor(app, buyer, { quantity: 2 });
  const accepted = await postPageForm(buyer, customerOfferPath(offer.number), {
    intent: "accept",
    versionNumber: "1",
    paymentMethod: "bonifico",
    ...validCheckoutForm,
  });
  expect(accepted.status).toBe(302);
  const id = Number((accepted.headers.get("location") ?? "").split("/").at(-1));
  const [order] = await app.db.select().from(schema.orders).where(eq(schema.orders.id, id));
  return { offer, order: order! };
}

/** «Modifica l'ordine» with a reason: answers the revision's number from the redirect. */
async function startChange(orderId: number, reason: string): Promise<string> {
  const response = await postPageForm(staff, staffOrderPath(orderId), { intent: "revise", reason });
  expect(response.status).toBe(302);
  const location = decodeURIComponent(response.headers.get("location") ?? "");
  expect(location).toMatch(/^\/gestione\/offerte\/O-/);
  return location.split("/").at(-1)!;
}

async function revisionOffer(number: string) {
  const [offer] = await app.db.select().from(schema.offers).where(eq(schema.offers.number, number));
  const lines = await app.db
    .select()
    .from(schema.offerLines)
    .where(eq(schema.offerLines.offerId, offer!.id))
    .orderBy(asc(schema.offerLines.position));
  return { offer: offer!, lines };
}

async function editAndSend(
  number: string,
  fields: (line: (typeof schema.offerLines.$inferSelect)[]) => Record<string, string>,
) {
  const before = await revisionOffer(number);
  const edited = await postPageForm(staff, staffOfferPath(number), {
    intent: "line",
    version: String(before.offer.version),
    ...fields(before.lines),
  });
  expect(edited.status).toBe(302);
  const after = await revisionOffer(number);
  const sent = await postPageForm(staff, staffOfferPath(number), {
    intent: "send",
    version: String(after.offer.version),
  });
  expect(sent.status).toBe(302);
  const [version] = await app.db
    .select()
    .from(schema.offerVersions)
    .where(eq(schema.offerVersions.offerId, after.offer.id))
    .orderBy(desc(schema.offerVersions.versionNumber));
  return version!;
}

async function itemsOf(orderId: number) {
  return app.db.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, orderId));
}

describe("changing an accepted order", () => {
  it("copies the order's lines, waits for the customer, then changes the same order", async () => {
    const { offer, order } = await acceptedOrder();
    const number = await startChange(order.id, "Misure definitive dal sopralluogo");
    const revision = await revisionOffer(number);
    expect(revision.offer.revisesOrderId).toBe(order.id);
    expect(revision.offer.userId).toBe(order.userId);
    expect(revision.offer.jobId).toBe(order.jobId);
    expect(revision.lines.map((line) => [line.type, line.quantity, line.roomLabel])).toEqual([
      ["product", 2, "Cucina"],
      ["free", 1, ""],
    ]);
    expect(revision.lines[0]!.discountKind).toBe("percent");
    // A second «Modifica l'ordine» opens the same draft.
    expect(await startChange(order.id, "Un altro motivo")).toBe(number);

    const version = await editAndSend(number, (lines) => ({
      lineId: String(lines[1]!.id),
      quantity: "1",
      description: "Smaltimento dei vecchi infissi",
      unitPrice: "155,55",
    }));
    expect(version.totalCents).toBe(order.totalCents + 10_000);
    const mail = await app.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.kind, "offer-version-sent"))
      .orderBy(desc(schema.mailOutbox.id))
      .limit(1);
    expect((mail[0]!.params as { revisesOrderNumber: string }).revisesOrderNumber).toBe(order.number);

    const waiting = await orderApi(order.id);
    expect(cents(waiting.totalAmount)).toBe(order.totalCents);
    expect(waiting.pendingRevision).toEqual({
      number,
      version: 1,
      totalAmount: version.totalCents / 100,
      url: customerOfferPath(number),
    });
    const customerPage = await buyer.request(`/orders/${order.id}`);
    const customerHtml = await visibleHtml(customerPage);
    expect(await pageText(new Response(customerHtml))).toContain("In attesa di conferma della variante");
    expect(customerHtml).toContain(`href="${customerOfferPath(number)}"`);
    expect(await pageText(await staff.request(staffOrderPath(order.id)))).toContain(
      "In attesa di conferma della variante",
    );
    const list = await pageText(await staff.request(`/gestione/ordini?q=${order.number}`));
    expect(list).toContain("In attesa di conferma della variante");
    const offerPage = await pageText(await buyer.request(customerOfferPath(number)));
    expect(offerPage).toContain(`Variante dell'ordine ${order.number}`);
    expect(offerPage).not.toContain("Codice fiscale");

    const accepted = await postPageForm(buyer, customerOfferPath(number), {
      intent: "accept-revision",
      versionNumber: "1",
    });
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("location")).toBe(`/orders/${order.id}`);

    const orders = await app.db.select().from(schema.orders).where(eq(schema.orders.jobId, order.jobId));
    expect(orders).toHaveLength(1);
    const changed = orders[0]!;
    expect(changed.number).toBe(order.number);
    expect(changed.totalCents).toBe(version.totalCents);
    expect(changed.offerVersionId).toBe(version.id);
    const items = await itemsOf(order.id);
    expect(items.reduce((sum, item) => sum + item.lineTotalCents, 0)).toBe(version.totalCents);
    const api = await orderApi(order.id);
    expect(api.pendingRevision).toBeNull();
    expect(cents(api.totalAmount)).toBe(version.totalCents);
    expect(api.lines?.find((line) => line.type === "free")?.unitPrice).toBe(155.55);

    const [recorded] = await app.db
      .select()
      .from(schema.orderRevisions)
      .where(eq(schema.orderRevisions.orderId, order.id));
    expect(recorded).toMatchObject({
      previousTotalCents: order.totalCents,
      newTotalCents: version.totalCents,
      reason: "Misure definitive dal sopralluogo",
      previousOfferVersionId: order.offerVersionId,
      requestedBy: revision.offer.createdBy,
      appliedBy: "customer",
    });
    expect(recorded!.confirmedBy).toBe(offer.ownerId);
    const actions = (await auditRowsFor(app, "order", order.id)).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(["order.revision-start", "order.revision-accept"]));
    const [office] = await app.db
      .select()
      .from(schema.mailOutbox)
      .where(
        and(
          eq(schema.mailOutbox.kind, "offer-answer-shop"),
          sql`${schema.mailOutbox.params}->>'offerNumber' = ${number}`,
        ),
      );
    expect(office!.params).toMatchObject({ decision: "accepted", orderNumber: order.number });

    const staffPage = await pageText(await staff.request(staffOrderPath(order.id)));
    expect(staffPage).toContain(number);
    expect(staffPage).toContain("Misure definitive dal sopralluogo");
    expect(staffPage).toContain("Accettata dal cliente");
    expect(staffPage).not.toContain("In attesa di conferma della variante");
    const listAfter = await pageText(await staff.request(`/gestione/ordini?q=${order.number}`));
    expect(listAfter).not.toContain("In attesa di conferma della variante");
    const customerAfter = await pageText(await buyer.request(`/orders/${order.id}`));
    expect(customerAfter).toContain(`${number} del`);
    expect(customerAfter).toContain("Accettata dal cliente");
    expect(customerAfter).not.toContain("In attesa di conferma della variante");
    // The first offer still leads to its order.
    expect(await visibleHtml(await buyer.request(customerOfferPath(offer.number)))).toContain(
      `href="/orders/${order.id}"`,
    );
  });

  it("keeps the order as it was when the customer declines the change, and tells the office", async () => {
    const { order } = await acceptedOrder();
    const itemsBefore = await itemsOf(order.id);
    const number = await startChange(order.id, "Una finestra in più");
    const version = await editAndSend(number, (lines) => ({
      lineId: String(lines[0]!.id),
      quantity: "3",
      roomLabel: "Cucina",
      discountKind: "percent",
      discountValue: "10",
    }));
    expect(version.totalCents).not.toBe(order.totalCents);
    const declined = await postPageForm(buyer, customerOfferPath(number), {
      intent: "decline",
      versionNumber: "1",
      reason: "Restiamo con due",
    });
    expect(declined.status).toBe(302);
    const [after] = await app.db.select().from(schema.orders).where(eq(schema.orders.id, order.id));
    expect(after!.totalCents).toBe(order.totalCents);
    expect(after!.offerVersionId).toBe(order.offerVersionId);
    expect((await itemsOf(order.id)).map((item) => [item.quantity, item.lineTotalCents])).toEqual(
      itemsBefore.map((item) => [item.quantity, item.lineTotalCents]),
    );
    expect((await orderApi(order.id)).pendingRevision).toBeNull();
    const [office] = await app.db
      .select()
      .from(schema.mailOutbox)
      .where(
        and(
          eq(schema.mailOutbox.kind, "offer-answer-shop"),
          sql`${schema.mailOutbox.params}->>'offerNumber' = ${number}`,
        ),
      );
    expect(office!.params).toMatchObject({ decision: "declined", revisesOrderNumber: order.number });
    expect(await pageText(await staff.request(staffOrderPath(order.id)))).toContain("Rifiutata");
    // Declined, the revision is closed: a new change opens a new draft.
    expect(await startChange(order.id, "Di nuovo")).not.toBe(number);
  });

  it("lets staff apply a change that keeps the total, without a new confirmation", async () => {
    const { order } = await acceptedOrder();
    const number = await startChange(order.id, "Il locale si chiama Soggiorno");
    const { offer, lines } = await revisionOffer(number);
    const more = await postPageForm(staff, staffOfferPath(number), {
      intent: "line",
      version: String(offer.version),
      lineId: String(lines[0]!.id),
      quantity: "3",
      roomLabel: "Cucina",
      discountKind: "percent",
      discountValue: "10",
    });
    expect(more.status).toBe(302);
    const costlier = await postPageForm(staff, staffOfferPath(number), {
      intent: "apply-revision",
      version: String((await revisionOffer(number)).offer.version),
    });
    expect(costlier.status).toBe(409);
    expect(await pageText(costlier)).toContain("Il totale della variante è diverso da quello dell'ordine");
    expect(await itemsOf(order.id)).toHaveLength(1);
    const renamed = await postPageForm(staff, staffOfferPath(number), {
      intent: "line",
      version: String((await revisionOffer(number)).offer.version),
      lineId: String(lines[0]!.id),
      quantity: "2",
      roomLabel: "Soggiorno",
      discountKind: "percent",
      discountValue: "10",
    });
    expect(renamed.status).toBe(302);
    const fresh = await revisionOffer(number);
    const applied = await postPageForm(staff, staffOfferPath(number), {
      intent: "apply-revision",
      version: String(fresh.offer.version),
    });
    expect(applied.status).toBe(302);
    const [after] = await app.db.select().from(schema.orders).where(eq(schema.orders.id, order.id));
    expect(after!.totalCents).toBe(order.totalCents);
    expect((await itemsOf(order.id))[0]!.roomLabel).toBe("Soggiorno");
    const [recorded] = await app.db
      .select()
      .from(schema.orderRevisions)
      .where(eq(schema.orderRevisions.orderId, order.id));
    expect(recorded!.appliedBy).toBe("staff");
    expect((await revisionOffer(number)).offer.status).toBe("accettata");
    const actions = (await auditRowsFor(app, "order", order.id)).map((row) => row.action);
    expect(actions).toContain("order.revision-apply");
    expect(await pageText(await staff.request(staffOrderPath(order.id)))).toContain("Applicata dall'ufficio");
  });
});

describe("what cannot change", () => {
  it("refuses a change of a completed or cancelled order with an Italian message", async () => {
    const { order } = await acceptedOrder();
    await setOrderState(app, order.id, { status: "completed" });
    const refused = await postPageForm(staff, staffOrderPath(order.id), {
      intent: "revise",
      reason: "Troppo tardi",
    });
    expect(refused.status).toBe(409);
    expect(await pageText(refused)).toContain("L'ordine è «Consegnato»: non si può più modificare.");
    await setOrderState(app, order.id, { status: "cancelled" });
    const cancelled = await postPageForm(staff, staffOrderPath(order.id), { intent: "revise", reason: "No" });
    expect(cancelled.status).toBe(409);
    expect(await pageText(cancelled)).toContain("L'ordine è «Annullato»: non si può più modificare.");
    const offers = await app.db
      .select()
      .from(schema.offers)
      .where(eq(schema.offers.revisesOrderId, order.id));
    expect(offers).toHaveLength(0);
  });

  it("asks for a reason, and answers 404 to a customer", async () => {
    const { order } = await acceptedOrder();
    const empty = await postPageForm(staff, staffOrderPath(order.id), { intent: "revise", reason: " " });
    expect(empty.status).toBe(400);
    expect(await pageText(empty)).toContain("Scrivi perché cambia l'ordine.");
    const customer = await postPageForm(buyer, staffOrderPath(order.id), { intent: "revise", reason: "Io" });
    expect(customer.status).toBe(404);
    const offers = await app.db
      .select()
      .from(schema.offers)
      .where(eq(schema.offers.revisesOrderId, order.id));
    expect(offers).toHaveLength(0);
  });

  it("starts a change of a cart order from its items; the spec's POST /api/orders keeps its shape", async () => {
    const catalogue = await loadPricingCatalogue(app);
    const added = await buyer.request("/api/cart", {
      method: "POST",
      json: firstValidConfiguration(catalogue, catalogue.configurable[0]!.id),
    });
    expect(added.status).toBe(201);
    const placed = await buyer.json<OrderApi>("/api/orders", {
      method: "POST",
      json: { shipping: validShipping, paymentMethod: "carta", withdrawalExclusionAccepted: true },
    });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ id: expect.any(Number), totalAmount: expect.any(Number) });
    // The spec's fields as they were; beside them, the same `pendingRevision` GET /api/orders/:id answers.
    expect(placed.body.pendingRevision).toBeNull();
    const placedSum = placed.body.items.reduce((sum, item) => sum + cents(item.lineTotal), 0);
    expect(placedSum).toBe(cents(placed.body.totalAmount));
    const id = placed.body.id;
    const number = await startChange(id, "Misure definitive");
    const { lines } = await revisionOffer(number);
    const items = await itemsOf(id);
    expect(lines.map((line) => [line.type, line.productId, line.quantity])).toEqual(
      items.map((item) => ["product", item.productId, item.quantity]),
    );
    const api = await orderApi(id);
    expect(api.pendingRevision).toBeNull();
    expect(api.lines).toBeUndefined();
  });
});
