import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addShopDays, formatDateShort, shopCalendarDay } from "../../app/domain/italian-formats/dates.ts";
import { formatEuroCents } from "../../app/domain/italian-formats/money.ts";
import { customerOfferPath, staffOfferPath } from "../../app/domain/offers/offer-paths.ts";
import * as schema from "../../db/schema.ts";
import {
  type Customer,
  readableWords,
  registeredCustomer,
  validCheckoutForm,
  visibleHtml,
} from "../support/api-client.ts";
import { sentOfferFor } from "../support/offers.ts";
import {
  auditRowsFor,
  placeOrder,
  postPageForm,
  SETUP_TIMEOUT_MS,
  setOrderState,
  signInAsFirstAdmin,
  startStaffWorld,
} from "../support/staff.ts";
import type { TestApp } from "../support/test-app.ts";

// Payment terms and instalments, the customer's payment pages and the staff
// ledger (docs/product/payments.md), over HTTP as the customer and staff use them.

let app: TestApp;
let staff: Customer;
let buyer: Customer;

beforeAll(async () => {
  ({ app, staff, buyer } = await startStaffWorld());
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
});

const euros = (cents: number) => formatEuroCents(cents).replace(/\s/g, " ");
const today = () => shopCalendarDay(new Date());
const words = async (response: Response) => readableWords(await visibleHtml(response));
const staffOrderPath = (id: number) => `/gestione/ordini/${id}`;

const instalmentsOf = (orderId: number) =>
  app.db
    .select()
    .from(schema.orderInstalments)
    .where(eq(schema.orderInstalments.orderId, orderId))
    .orderBy(asc(schema.orderInstalments.position));
const ledgerOf = (orderId: number) =>
  app.db
    .select()
    .from(schema.orderPayments)
    .where(eq(schema.orderPayments.orderId, orderId))
    .orderBy(asc(schema.orderPayments.id));
const receiptsOf = async (orderId: number) =>
  (await app.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.kind, "payment-receipt"))).filter(
    (mail) => (mail.params as { orderId: number }).orderId === orderId,
  );

/** An offer with installation accepted by the buyer; answers the order's id. */
async function acceptedWithInstallation(extra: Record<string, string> = {}) {
  const offer = await sentOfferFor(app, buyer, { installation: true, quantity: 1 });
  const accepted = await postPageForm(buyer, customerOfferPath(offer.number), {
    intent: "accept",
    versionNumber: "1",
    paymentMethod: "bonifico",
    ...validCheckoutForm,
    residential: "si",
    workKind: "manutenzione-straordinaria",
    ...extra,
  });
  expect(accepted.status).toBe(302);
  return Number((accepted.headers.get("location") ?? "").split("/").at(-1));
}

/** The survey's sizes sent and accepted by the customer: the final measurements are confirmed. */
async function confirmMeasurements(orderId: number) {
  const [item] = await app.db.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, orderId));
  const sheet = `/gestione/ordini/${orderId}/misure`;
  const measured = await postPageForm(staff, sheet, {
    intent: "measure",
    itemId: String(item!.id),
    width: "1200",
    height: "1400",
    notes: "",
  });
  expect(measured.status).toBe(302);
  expect((await postPageForm(staff, sheet, { intent: "send" })).status).toBe(302);
  const [revision] = await app.db
    .select()
    .from(schema.offers)
    .where(and(eq(schema.offers.revisesOrderId, orderId), eq(schema.offers.status, "inviata")));
  const accepted = await postPageForm(buyer, customerOfferPath(revision!.number), {
    intent: "accept-revision",
    versionNumber: "1",
  });
  expect(accepted.status).toBe(302);
}

function staffPayment(orderId: number, fields: Record<string, string>) {
  return postPageForm(staff, staffOrderPath(orderId), {
    intent: "payment",
    receivedOn: today(),
    method: "bonifico",
    paymentKey: randomUUID(),
    ...fields,
  });
}

describe("terms and instalments of an offer with installation", () => {
  it("asks nothing before the survey, makes the deposit due at the final measurements, and takes it by card on its page", async () => {
    const orderId = await acceptedWithInstallation();
    const [order] = await app.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(order!.paymentTerms).toBe("Acconto 30 % alla conferma delle misure definitive, saldo alla posa");
    const steps = await instalmentsOf(orderId);
    expect(steps.map((step) => [step.label, step.percentBp, step.trigger])).toEqual([
      ["Acconto", 3000, "measurements"],
      ["Saldo", 7000, "fitting"],
    ]);
    expect(steps[0]!.amountCents + steps[1]!.amountCents).toBe(order!.totalCents);
    expect(steps.every((step) => step.triggeredAt === null && step.dueOn === null)).toBe(true);

    const before = await words(await buyer.request(`/orders/${orderId}`));
    expect(before).toContain("Acconto 30 % alla conferma delle misure definitive, saldo alla posa");
    expect(before).toContain("Per ora non devi pagare nulla.");
    expect(before).not.toContain("Paga l'acconto");
    expect(before).not.toContain(`Importo ${euros(order!.totalCents)}`);
    const notYet = await buyer.request(`/orders/${orderId}/pagamenti/1`);
    expect(notYet.status).toBe(200);
    expect(await words(notYet)).toContain("Questa rata non è ancora dovuta.");
    const stranger = await registeredCustomer(app);
    expect((await stranger.request(`/orders/${orderId}/pagamenti/1`)).status).toBe(404);
    expect((await buyer.request(`/orders/${orderId}/pagamenti/9`)).status).toBe(404);

    await confirmMeasurements(orderId);
    const [deposit] = await instalmentsOf(orderId);
    expect(deposit!.triggeredAt).not.toBeNull();
    expect(deposit!.dueOn).toBe(addShopDays(new Date(), 7));
    const [confirmed] = await app.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    const due = await words(await buyer.request(`/orders/${orderId}`));
    expect(due).toContain("Paga l'acconto");
    expect(due).toContain(
      `Acconto: ${euros(deposit!.amountCents)} entro il ${formatDateShort(`${deposit!.dueOn}T12:00:00Z`)}`,
    );
    expect(due).toContain(`Ordine ${confirmed!.number} Acconto`);
    expect(due).toContain("Più avanti");

    const paymentKey = randomUUID();
    const pay = () => postPageForm(buyer, `/orders/${orderId}/pagamenti/1`, { intent: "card", paymentKey });
    const paid = await pay();
    expect(paid.status).toBe(302);
    expect(paid.headers.get("location")).toBe(`/orders/${orderId}`);
    expect((await pay()).status).toBe(302);
    const ledger = await ledgerOf(orderId);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      kind: "payment",
      method: "carta",
      amountCents: deposit!.amountCents,
      instalmentId: deposit!.id,
    });
    const receipts = await receiptsOf(orderId);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.params).toMatchObject({
      amountCents: deposit!.amountCents,
      instalmentLabel: "Acconto",
    });
    expect(await words(await buyer.request(`/orders/${orderId}/pagamenti/1`))).toContain(
      "Questa rata risulta già pagata.",
    );
    const afterDeposit = await words(await buyer.request(`/orders/${orderId}`));
    expect(afterDeposit).toContain(`Pagato in parte: ${euros(deposit!.amountCents)}`);
    // Production starts with the deposit: the delivery estimate counts from it, not from the balance.
    expect(afterDeposit).toContain(`Contate dal pagamento ricevuto il ${formatDateShort(new Date())}.`);
  });
});

describe("the staff ledger", () => {
  it("records a transfer for an instalment and e-mails the receipt with what is left", async () => {
    const orderId = await placeOrder(app, buyer, { paymentMethod: "bonifico" });
    const [only] = await instalmentsOf(orderId);
    expect(only).toMatchObject({ label: "Pagamento", percentBp: 10_000, trigger: "order" });
    expect(only!.dueOn).toBe(today());
    const recorded = await staffPayment(orderId, { amount: "100,00", instalmentId: String(only!.id) });
    expect(recorded.status).toBe(302);
    expect((await ledgerOf(orderId)).map((row) => [row.kind, row.amountCents, row.instalmentId])).toEqual([
      ["payment", 10_000, only!.id],
    ]);
    const [receipt] = await receiptsOf(orderId);
    expect(receipt!.params).toMatchObject({
      amountCents: 10_000,
      method: "bonifico",
      leftCents: only!.amountCents - 10_000,
    });
    expect(await words(await buyer.request(`/orders/${orderId}`))).toContain(
      `Pagamento: ${euros(only!.amountCents - 10_000)}`,
    );
  });

  it("splits a bonifico parlante into the money received and the 11 % withheld, and the instalment reads paid", async () => {
    const orderId = await acceptedWithInstallation({ taxDeduction: "on" });
    await confirmMeasurements(orderId);
    const [deposit] = await instalmentsOf(orderId);
    const refused = await staffPayment(orderId, {
      amount: (deposit!.amountCents / 100).toFixed(2).replace(".", ","),
      instalmentId: String(deposit!.id),
      method: "contanti",
      withholding: "on",
    });
    expect(refused.status).toBe(400);
    expect(await words(refused)).toContain("La ritenuta si applica solo al bonifico parlante");
    expect(await words(await staff.request(staffOrderPath(orderId)))).toContain("Detrazione fiscale chiesta");

    const recorded = await staffPayment(orderId, {
      amount: (deposit!.amountCents / 100).toFixed(2).replace(".", ","),
      instalmentId: String(deposit!.id),
      withholding: "on",
    });
    expect(recorded.status).toBe(302);
    const rows = await ledgerOf(orderId);
    // 11 % of the amount net of VAT, at the order's own rates (a home's maintenance is partly at 10 %).
    const [order] = await app.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    const rates = order!.vatSplit!.rates;
    const net = rates.reduce((sum, rate) => sum + rate.netCents, 0);
    const gross = rates.reduce((sum, rate) => sum + rate.netCents + rate.vatCents, 0);
    expect(rates.map((rate) => rate.ratePercent)).toContain(10);
    const withheld = Math.round((Math.round((deposit!.amountCents * net) / gross) * 11) / 100);
    expect(rows.map((row) => [row.kind, row.amountCents])).toEqual([
      ["payment", deposit!.amountCents - withheld],
      ["withholding", withheld],
    ]);
    const page = await words(await staff.request(staffOrderPath(orderId)));
    expect(page).toContain(`1. Acconto: ${euros(deposit!.amountCents)} · pagata`);
  });

  it("corrects a wrong payment by a reversal with a reason, audited; a reversal cannot be reversed", async () => {
    const orderId = await placeOrder(app, buyer, { paymentMethod: "bonifico" });
    expect((await staffPayment(orderId, { amount: "50,00" })).status).toBe(302);
    const [payment] = await ledgerOf(orderId);
    const noReason = await postPageForm(staff, staffOrderPath(orderId), {
      intent: "reversal",
      paymentId: String(payment!.id),
      reason: "",
      paymentKey: randomUUID(),
    });
    expect(noReason.status).toBe(400);
    expect(await words(noReason)).toContain("Scrivi il motivo");
    const reversed = await postPageForm(staff, staffOrderPath(orderId), {
      intent: "reversal",
      paymentId: String(payment!.id),
      reason: "Importo digitato male",
      paymentKey: randomUUID(),
    });
    expect(reversed.status).toBe(302);
    const rows = await ledgerOf(orderId);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      kind: "reversal",
      reversesPaymentId: payment!.id,
      reason: "Importo digitato male",
    });
    const audit = await auditRowsFor(app, "order", orderId);
    expect(audit.map((row) => row.action)).toContain("order.payment-reversal");
    expect(await words(await buyer.request(`/orders/${orderId}`))).toContain("In attesa di pagamento");

    const again = await postPageForm(staff, staffOrderPath(orderId), {
      intent: "reversal",
      paymentId: String(rows[1]!.id),
      reason: "Ripensamento",
      paymentKey: randomUUID(),
    });
    expect(again.status).toBe(409);
    expect(await words(again)).toContain("Uno storno non si storna");
    expect(await ledgerOf(orderId)).toHaveLength(2);
  });

  it("a cancelled card order records the refund and then reads «Rimborsato», no longer «Pagamento ricevuto»", async () => {
    const orderId = await placeOrder(app, buyer, { paymentMethod: "carta" });
    const [charge] = await ledgerOf(orderId);
    expect(charge).toMatchObject({ kind: "payment", method: "carta" });
    expect(await words(await buyer.request(`/orders/${orderId}`))).toContain("Pagamento ricevuto");
    await setOrderState(app, orderId, { status: "cancelled" });
    const fields = {
      intent: "refund",
      receivedOn: today(),
      method: "carta",
      reason: "Ordine annullato dal cliente",
      paymentKey: randomUUID(),
    };
    const tooMuch = await postPageForm(staff, staffOrderPath(orderId), {
      ...fields,
      amount: ((charge!.amountCents + 1) / 100).toFixed(2).replace(".", ","),
    });
    expect(tooMuch.status).toBe(400);
    expect(await words(tooMuch)).toContain("Il rimborso supera quanto ricevuto");
    const refunded = await postPageForm(staff, staffOrderPath(orderId), {
      ...fields,
      amount: (charge!.amountCents / 100).toFixed(2).replace(".", ","),
    });
    expect(refunded.status).toBe(302);
    const customer = await words(await buyer.request(`/orders/${orderId}`));
    expect(customer).toContain(`Rimborsato: ${euros(charge!.amountCents)}`);
    expect(customer).not.toContain("Pagamento ricevuto");
    expect((await auditRowsFor(app, "order", orderId)).map((row) => row.action)).toContain(
      "order.payment-refund",
    );
  });

  it("refuses bad input beside the field and saves nothing", async () => {
    const orderId = await placeOrder(app, buyer, { paymentMethod: "bonifico" });
    const [only] = await instalmentsOf(orderId);
    const tooMuch = await staffPayment(orderId, {
      amount: ((only!.amountCents + 100) / 100).toFixed(2).replace(".", ","),
    });
    expect(tooMuch.status).toBe(400);
    expect(await words(tooMuch)).toContain("Se è giusto, scrivi il motivo.");
    for (const [fields, message] of [
      [{ amount: "-5" }, "Scrivi l'importo in euro"],
      [{ amount: "0" }, "L'importo deve essere maggiore di zero"],
      [{ amount: "10", receivedOn: "2999-01-01" }, "La data del pagamento non può essere nel futuro"],
      [{ amount: "10", instalmentId: "999999" }, "Questa rata non è dell'ordine"],
    ] as const) {
      const refused = await staffPayment(orderId, fields);
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect(await words(refused)).toContain(message);
    }
    expect(await ledgerOf(orderId)).toEqual([]);
    const withReason = await staffPayment(orderId, {
      amount: ((only!.amountCents + 100) / 100).toFixed(2).replace(".", ","),
      reason: "Il cliente ha arrotondato per eccesso",
    });
    expect(withReason.status).toBe(302);
  });
});

describe("the staff order list by money", () => {
  it("filters paid, part paid and to collect in SQL, with the column beside each order", async () => {
    const unpaid = await placeOrder(app, buyer, { paymentMethod: "bonifico" });
    const part = await placeOrder(app, buyer, { paymentMethod: "bonifico" });
    expect((await staffPayment(part, { amount: "10,00" })).status).toBe(302);
    const paid = await placeOrder(app, buyer, { paymentMethod: "carta" });
    const idsIn = async (filter: string) => {
      const html = await visibleHtml(await staff.request(`/gestione/ordini?incasso=${filter}`));
      return [unpaid, part, paid].filter((id) => html.includes(`href="/gestione/ordini/${id}"`));
    };
    expect(await idsIn("da-incassare")).toEqual([unpaid]);
    expect(await idsIn("in-parte")).toEqual([part]);
    expect(await idsIn("pagato")).toEqual([paid]);
  });
});

describe("the default terms an admin sets", () => {
  it("saves a schedule that adds up to 100 %, refuses one that does not beside the table, and audits the change", async () => {
    const admin = await signInAsFirstAdmin(app);
    const path = "/gestione/impostazioni/pagamenti";
    expect((await staff.request(path)).status).toBe(404);
    expect((await buyer.request(path)).status).toBe(404);
    const page = await words(await admin.request(path));
    expect(page).toContain("Acconto 30 % alla conferma delle misure definitive, saldo alla consegna");
    const [row] = await app.db
      .select()
      .from(schema.paymentTermDefaults)
      .where(eq(schema.paymentTermDefaults.saleKind, "supply_only"));
    const fields = (second: string) => ({
      intent: "terms",
      saleKind: "supply_only",
      version: String(row!.version),
      "schedule.0.label": "Acconto",
      "schedule.0.percentBp": "40",
      "schedule.0.trigger": "measurements",
      "schedule.0.dueDays": "5",
      "schedule.1.label": "Saldo",
      "schedule.1.percentBp": second,
      "schedule.1.trigger": "delivery",
      "schedule.1.dueDays": "0",
    });
    const refused = await postPageForm(admin, path, fields("50"));
    expect(refused.status).toBe(400);
    expect(await words(refused)).toContain("Le percentuali delle rate devono sommare al 100 %");
    const badPercent = await postPageForm(admin, path, fields("sessanta"));
    expect(badPercent.status).toBe(400);
    expect(await words(badPercent)).toContain("Indica la percentuale");
    const saved = await postPageForm(admin, path, fields("60"));
    expect(saved.status).toBe(302);
    const [after] = await app.db
      .select()
      .from(schema.paymentTermDefaults)
      .where(eq(schema.paymentTermDefaults.saleKind, "supply_only"));
    expect(after!.schedule.map((step) => step.percentBp)).toEqual([4000, 6000]);
    const audit = await app.db
      .select()
      .from(schema.auditLog)
      .where(
        and(eq(schema.auditLog.objectType, "payment-terms"), eq(schema.auditLog.objectId, "supply_only")),
      );
    expect(audit.map((entry) => entry.action)).toEqual(["payment-terms.update"]);
    expect((await postPageForm(admin, path, fields("60"))).status).toBe(409);
  });
});

describe("terms chosen on an offer", () => {
  it("staff pick a preset in the editor; the version sent shows it and the accepted order follows it", async () => {
    const offer = await sentOfferFor(app, buyer, { installation: true, quantity: 1 });
    const editor = staffOfferPath(offer.number);
    const current = async () =>
      (await app.db.select().from(schema.offers).where(eq(schema.offers.id, offer.offerId)))[0]!;
    const before = await current();
    const refused = await postPageForm(staff, editor, {
      intent: "terms",
      version: String(before.version),
      validUntil: before.validUntil,
      paymentSchedule: "tutto-subito-e-niente-dopo",
    });
    expect(refused.status).toBe(400);
    expect(await words(refused)).toContain("Scegli le condizioni di pagamento");
    const saved = await postPageForm(staff, editor, {
      intent: "terms",
      version: String(before.version),
      validUntil: before.validUntil,
      paymentSchedule: "acconto-30-ordine-posa",
    });
    expect(saved.status).toBe(302);
    const sent = await postPageForm(staff, editor, {
      intent: "send",
      version: String((await current()).version),
    });
    expect(sent.status).toBe(302);
    const page = await words(await buyer.request(customerOfferPath(offer.number)));
    expect(page).toContain("Acconto 30 % all'ordine, saldo alla posa");

    const accepted = await postPageForm(buyer, customerOfferPath(offer.number), {
      intent: "accept",
      versionNumber: "2",
      paymentMethod: "bonifico",
      ...validCheckoutForm,
      residential: "si",
      workKind: "manutenzione-straordinaria",
    });
    expect(accepted.status).toBe(302);
    const orderId = Number((accepted.headers.get("location") ?? "").split("/").at(-1));
    const steps = await instalmentsOf(orderId);
    expect(steps.map((step) => [step.label, step.trigger, step.dueOn])).toEqual([
      ["Acconto", "order", addShopDays(new Date(), 7)],
      ["Saldo", "fitting", null],
    ]);
    expect(await words(await buyer.request(`/orders/${orderId}`))).toContain("Paga l'acconto");
    const api = await buyer.json<{
      paymentTerms: string;
      instalments: { label: string; state: string; percent: number }[];
    }>(`/api/orders/${orderId}`);
    expect(api.body.paymentTerms).toBe("Acconto 30 % all'ordine, saldo alla posa");
    expect(api.body.instalments.map(({ label, state, percent }) => [label, state, percent])).toEqual([
      ["Acconto", "due", 30],
      ["Saldo", "later", 70],
    ]);
  });
});
