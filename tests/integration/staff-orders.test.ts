import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OrderStage, orderStageLabels } from "../../app/domain/orders/order-stages.ts";
import * as schema from "../../db/schema.ts";
import { type Customer, readableWords, registeredCustomer, visibleHtml } from "../support/api-client.ts";
import {
  auditRowsFor,
  orderNumberOf,
  placeOrder,
  postPageForm,
  SETUP_TIMEOUT_MS,
  setOrderState,
  signedInStaff,
  startStaffWorld,
} from "../support/staff.ts";
import type { TestApp } from "../support/test-app.ts";

// The order status workflow (docs/product/back-office.md#order-status-workflow):
// every allowed and refused change through the order page's form, the
// concurrent change, the history, the audit rows, and the customer's timeline.

let app: TestApp;
let staff: Customer;
let colleague: Customer;
let admin: Customer;
let buyer: Customer;

beforeAll(async () => {
  const world = await startStaffWorld();
  ({ app, staff, buyer } = world);
  colleague = await signedInStaff(app, world.admin);
  admin = world.admin;
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
});

const labels = orderStageLabels;

function changeStatus(
  who: Customer,
  orderId: number,
  fields: { stage: string; version: number; note?: string; visible?: boolean; overrideReason?: string },
) {
  return postPageForm(who, `/gestione/ordini/${orderId}`, {
    stage: fields.stage,
    version: String(fields.version),
    note: fields.note ?? "",
    ...(fields.visible ? { noteVisibleToCustomer: "on" } : {}),
    ...(fields.overrideReason ? { overrideReason: fields.overrideReason } : {}),
  });
}

async function orderRow(orderId: number) {
  const [row] = await app.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
  return row!;
}

async function historyOf(orderId: number) {
  return app.db
    .select()
    .from(schema.orderStatusHistory)
    .where(eq(schema.orderStatusHistory.orderId, orderId))
    .orderBy(schema.orderStatusHistory.id);
}

const auditOf = (orderId: number) => auditRowsFor(app, "order", orderId);

/** A fitting or delivery of the order, done: what the calendar records once the team has been. */
async function recordDoneAppointment(orderId: number, kind: "posa" | "consegna") {
  const order = await orderRow(orderId);
  const starts = new Date(Date.now() - 4 * 60 * 60 * 1000);
  await app.db.insert(schema.appointments).values({
    jobId: order.jobId,
    orderId,
    kind,
    status: "svolto",
    startsAt: starts,
    endsAt: new Date(starts.getTime() + 2 * 60 * 60 * 1000),
    technicianId: order.userId,
    siteAddress: order.shippingAddress,
    uid: `test-${orderId}-${kind}@serramenti.test`,
    createdBy: order.userId,
    doneAt: new Date(),
  });
}

/** The stage change is refused with 409 and this Italian reason; nothing written. */
async function expectRefused(orderId: number, stage: OrderStage, version: number, reason: string) {
  const before = await orderRow(orderId);
  const response = await changeStatus(staff, orderId, { stage, version });
  expect(response.status).toBe(409);
  expect(readableWords(await visibleHtml(response))).toContain(reason);
  expect(await orderRow(orderId)).toMatchObject({ stage: before.stage, status: before.status, version });
}

describe("the stage workflow", () => {
  const refusedEdges: [OrderStage, OrderStage, string][] = [
    ["in_attesa_di_conferma", "in_attesa_di_conferma", "L'ordine è già «In attesa di conferma»"],
    [
      "in_attesa_di_conferma",
      "in_produzione",
      "Un ordine «In attesa di conferma» non può passare a «In produzione»",
    ],
    ["in_produzione", "annullato", "Un ordine «In produzione» non può passare a «Annullato»"],
    ["chiuso", "annullato", "L'ordine è «Chiuso»: lo stato non può più cambiare"],
    ["annullato", "confermato", "L'ordine è «Annullato»: lo stato non può più cambiare"],
  ];
  for (const [from, to, reason] of refusedEdges) {
    it(`${from} → ${to}: refused with 409 «${reason}»`, async () => {
      const orderId = await placeOrder(app, buyer);
      const version = await setOrderState(app, orderId, { stage: from });
      await expectRefused(orderId, to, version, reason);
      expect(await historyOf(orderId)).toEqual([]);
      expect(await auditOf(orderId)).toEqual([]);
    });
  }

  it("in attesa → confermato and confermato → annullato are plain staff decisions, the spec's status follows", async () => {
    const orderId = await placeOrder(app, buyer);
    const response = await changeStatus(staff, orderId, { stage: "confermato", version: 1 });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/gestione/ordini/${orderId}`);
    expect(await orderRow(orderId)).toMatchObject({ stage: "confermato", status: "processing", version: 2 });
    expect(
      (await buyer.json<{ status: string; stage: string }>(`/api/orders/${orderId}`)).body,
    ).toMatchObject({
      status: "processing",
      stage: "confermato",
    });
    expect((await changeStatus(staff, orderId, { stage: "annullato", version: 2 })).status).toBe(302);
    expect(await orderRow(orderId)).toMatchObject({ stage: "annullato", status: "cancelled" });
    expect((await historyOf(orderId)).map((row) => [row.fromStage, row.toStage])).toEqual([
      ["in_attesa_di_conferma", "confermato"],
      ["confermato", "annullato"],
    ]);
  });

  it("«Misure definitive» is refused while positions are indicative or the customer has not confirmed them", async () => {
    const orderId = await placeOrder(app, buyer);
    let version = await setOrderState(app, orderId, { stage: "confermato" });
    await expectRefused(orderId, "misure_definitive", version, "Mancano le misure definitive di 1 posizione");
    await app.db
      .update(schema.orderItems)
      .set({ sizesFinal: true })
      .where(eq(schema.orderItems.orderId, orderId));
    await expectRefused(
      orderId,
      "misure_definitive",
      version,
      "Il cliente non ha ancora confermato le misure definitive",
    );
    await app.db
      .update(schema.orders)
      .set({ measurementsConfirmedAt: new Date() })
      .where(eq(schema.orders.id, orderId));
    expect((await changeStatus(staff, orderId, { stage: "misure_definitive", version })).status).toBe(302);
    version += 1;
    expect(await orderRow(orderId)).toMatchObject({
      stage: "misure_definitive",
      status: "processing",
      version,
    });
  });

  it("«In produzione» needs the deposit; only an admin may go without it, with a reason, audited", async () => {
    const orderId = await placeOrder(app, buyer, { paymentMethod: "bonifico" });
    const version = await setOrderState(app, orderId, { stage: "misure_definitive" });
    const noDeposit = "L'acconto non risulta ricevuto";
    await expectRefused(orderId, "in_produzione", version, noDeposit);
    const staffOverride = await changeStatus(staff, orderId, {
      stage: "in_produzione",
      version,
      overrideReason: "Cliente storico",
    });
    expect(staffOverride.status).toBe(409);
    const admitted = await changeStatus(admin, orderId, {
      stage: "in_produzione",
      version,
      overrideReason: "Cliente storico, paga alla consegna",
    });
    expect(admitted.status).toBe(302);
    const [history] = await historyOf(orderId);
    expect(history).toMatchObject({
      toStage: "in_produzione",
      overrideReason: "Cliente storico, paga alla consegna",
    });
    const [audit] = await auditOf(orderId);
    expect(audit).toMatchObject({ action: "order.status-override" });
  });

  it("«Posato» needs the fitting done; «Chiuso» needs nothing left to pay", async () => {
    const orderId = await placeOrder(app, buyer, { paymentMethod: "bonifico", services: ["installation"] });
    let version = await setOrderState(app, orderId, { stage: "pronto" });
    await expectRefused(
      orderId,
      "consegnato",
      version,
      "Un ordine con posa si conclude «Posato», non «Consegnato»",
    );
    await expectRefused(orderId, "posato", version, "La posa non risulta ancora svolta");
    await recordDoneAppointment(orderId, "posa");
    expect((await changeStatus(staff, orderId, { stage: "posato", version })).status).toBe(302);
    version += 1;
    await expectRefused(orderId, "chiuso", version, "Restano da incassare");
    const order = await orderRow(orderId);
    await app.db.insert(schema.orderPayments).values({
      orderId,
      receivedOn: "2026-11-30",
      amountCents: order.totalCents,
      method: "bonifico",
      recordedBy: order.userId,
    });
    expect((await changeStatus(staff, orderId, { stage: "chiuso", version })).status).toBe(302);
    expect(await orderRow(orderId)).toMatchObject({ stage: "chiuso", status: "completed" });
  });

  it("writes the history row and the audit row with the change, in one go", async () => {
    const orderId = await placeOrder(app, buyer);
    const staffId = (await staff.json<{ id: number }>("/api/user")).body.id;
    const response = await changeStatus(staff, orderId, {
      stage: "confermato",
      version: 1,
      note: "Materiale ordinato al fornitore",
    });
    expect(response.status).toBe(302);
    const [history] = await historyOf(orderId);
    expect(history).toMatchObject({
      fromStatus: "pending",
      toStatus: "processing",
      changedBy: staffId,
      note: "Materiale ordinato al fornitore",
      noteVisibleToCustomer: false,
    });
    const [audit] = await auditOf(orderId);
    expect(audit).toMatchObject({
      actorId: staffId,
      action: "order.status",
      before: { status: "pending", stage: "in_attesa_di_conferma", version: 1 },
      after: {
        status: "processing",
        stage: "confermato",
        version: 2,
        note: "Materiale ordinato al fornitore",
        noteVisibleToCustomer: false,
      },
    });
  });

  it("refuses a malformed form with 400 and an unknown order with 404, changing nothing", async () => {
    const orderId = await placeOrder(app, buyer);
    const badStatus = await changeStatus(staff, orderId, { stage: "spedito", version: 1 });
    expect(badStatus.status).toBe(400);
    expect((await visibleHtml(badStatus)).includes("Scegli il nuovo stato")).toBe(true);
    const longNote = await changeStatus(staff, orderId, {
      stage: "confermato",
      version: 1,
      note: "x".repeat(1001),
    });
    expect(longNote.status).toBe(400);
    expect((await visibleHtml(longNote)).includes("La nota può contenere al massimo 1000 caratteri")).toBe(
      true,
    );
    expect((await orderRow(orderId)).status).toBe("pending");

    expect((await changeStatus(staff, 999_999, { stage: "confermato", version: 1 })).status).toBe(404);
    expect((await staff.request("/gestione/ordini/999999")).status).toBe(404);
    expect((await staff.request("/gestione/ordini/abc")).status).toBe(404);
  });
});

describe("two staff members changing the same order at once", () => {
  it("lets one win; the other gets 409 'L'ordine è stato modificato da un altro utente' and sees the new state", async () => {
    const orderId = await placeOrder(app, buyer);
    const [first, second] = await Promise.all([
      changeStatus(staff, orderId, { stage: "confermato", version: 1 }),
      changeStatus(colleague, orderId, { stage: "annullato", version: 1 }),
    ]);
    const statusesSeen = [first.status, second.status].sort();
    expect(statusesSeen).toEqual([302, 409]);
    const loser = first.status === 409 ? first : second;
    const html = await visibleHtml(loser);
    expect(html.includes("L&#x27;ordine è stato modificato da un altro utente")).toBe(true);
    const row = await orderRow(orderId);
    expect(row.version).toBe(2);
    // The refused page shows the order as the winner left it.
    expect(html.includes(labels[row.stage])).toBe(true);
    expect(await historyOf(orderId)).toHaveLength(1);
    expect(await auditOf(orderId)).toHaveLength(1);

    // A form still holding the old version is refused later too.
    const stale = await changeStatus(colleague, orderId, { stage: "annullato", version: 1 });
    if (row.stage === "confermato") {
      expect(stale.status).toBe(409);
      expect((await visibleHtml(stale)).includes("L&#x27;ordine è stato modificato da un altro utente")).toBe(
        true,
      );
    }
  });
});

describe("the customer's timeline on /orders/:id", () => {
  it("shows each status with its date and only the notes made visible", async () => {
    const orderId = await placeOrder(app, buyer);
    await changeStatus(staff, orderId, {
      stage: "confermato",
      version: 1,
      note: "Posa prevista la prossima settimana",
      visible: true,
    });
    await changeStatus(staff, orderId, {
      stage: "annullato",
      version: 2,
      note: "Cliente difficile, nota interna",
    });

    const page = await buyer.request(`/orders/${orderId}`);
    const html = await visibleHtml(page);
    expect(html.includes("Stato dell&#x27;ordine")).toBe(true);
    expect(html.includes("Posa prevista la prossima settimana")).toBe(true);
    expect(html.includes("Confermato")).toBe(true);
    expect(html.includes("Annullato")).toBe(true);
    expect(/\d{2}\/\d{2}\/\d{4}/.test(html)).toBe(true);
    // The internal note never reaches the customer: not in the page, not in its data.
    const raw = await (await buyer.request(`/orders/${orderId}`)).text();
    expect(raw.includes("Cliente difficile")).toBe(false);
    const data = await (await buyer.request(`/orders/${orderId}.data`)).text();
    expect(data.includes("Cliente difficile")).toBe(false);
    expect(data.includes("Posa prevista la prossima settimana")).toBe(true);

    // Staff see both, with who wrote them and whether the customer sees them.
    const staffHtml = await visibleHtml(await staff.request(`/gestione/ordini/${orderId}`));
    expect(staffHtml.includes("Cliente difficile, nota interna")).toBe(true);
    expect(staffHtml.includes("nota interna")).toBe(true);
    expect(staffHtml.includes("nota visibile al cliente")).toBe(true);
  });

  it("keeps another customer's order a 404", async () => {
    const orderId = await placeOrder(app, buyer);
    const stranger = await registeredCustomer(app);
    expect((await stranger.request(`/orders/${orderId}`)).status).toBe(404);
  });
});

describe("the order page for staff", () => {
  it("shows the customer, contacts, addresses, payment, notes, each line's configuration and drawing, and VAT", async () => {
    const orderId = await placeOrder(app, buyer, {
      paymentMethod: "bonifico",
      shipping: { name: "Lucia Ferri", phone: "+39 051 765 4321" },
      notes: "Citofonare Ferri",
    });
    const html = await visibleHtml(await staff.request(`/gestione/ordini/${orderId}`));
    for (const text of [
      `Ordine ${await orderNumberOf(app, orderId)}`,
      "Lucia Ferri",
      "+39 051 765 4321",
      "Via Indipendenza 10",
      "Fatturazione: Via Indipendenza 10, 40121 Bologna",
      "Bonifico bancario",
      "Citofonare Ferri",
      "Dimensioni",
      // Each line's drawing, the same one the customer's order shows.
      'data-family="window"',
      "di cui IVA (22%)",
      `Account: `,
      // Staff call the customer with a tap.
      'href="tel:+390517654321"',
    ]) {
      expect(html.includes(text), text).toBe(true);
    }
    // Only the next allowed statuses are offered.
    expect(html.includes('value="confermato"')).toBe(true);
    expect(html.includes('value="annullato"')).toBe(true);
    expect(html.includes('value="in_produzione"')).toBe(false);
  });
});
