import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopCalendarDay } from "../../app/domain/italian-formats/dates.ts";
import { formatEuroCents } from "../../app/domain/italian-formats/money.ts";
import { CUSTOMER_CASH_LIMIT_MESSAGE } from "../../app/domain/orders/cash-limit.ts";
import * as schema from "../../db/schema.ts";
import { type Customer, registeredCustomer, visibleHtml } from "../support/api-client.ts";
import {
  auditRowsFor,
  placeOrder,
  postPageForm,
  SETUP_TIMEOUT_MS,
  setOrderState,
  startStaffWorld,
} from "../support/staff.ts";
import type { TestApp } from "../support/test-app.ts";

// Payments staff record on an order (docs/product/back-office.md#payments):
// the form's checks, what is still due, the audit row, and "Pagamento
// ricevuto" on the staff's and the customer's order pages.

let app: TestApp;
let staff: Customer;
let buyer: Customer;

beforeAll(async () => {
  ({ app, staff, buyer } = await startStaffWorld());
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
});

const today = () => shopCalendarDay(new Date());

type PaymentFields = Partial<Record<"receivedOn" | "amount" | "method" | "paymentKey" | "js", string>>;

/** The payment form as staff send it, each time freshly drawn (a one-time key of its own) unless `fields` names one. */
function recordPayment(orderId: number, fields: PaymentFields, path = `/gestione/ordini/${orderId}`) {
  return postPageForm(staff, path, {
    intent: "payment",
    receivedOn: today(),
    method: "bonifico",
    paymentKey: randomUUID(),
    ...fields,
  } as Record<string, string>);
}

/** The one-time key the order's page draws into its payment form. */
async function drawnPaymentKey(orderId: number): Promise<string> {
  const html = await visibleHtml(await staff.request(`/gestione/ordini/${orderId}`));
  const key = /name="paymentKey" value="([^"]+)"/.exec(html)?.[1];
  expect(key, "the form's one-time key").toBeDefined();
  return key!;
}

async function bankTransferOrder(totalCents: number) {
  const orderId = await placeOrder(app, buyer, { paymentMethod: "bonifico" });
  await setOrderState(app, orderId, { totalCents });
  return orderId;
}

const paymentsOf = (orderId: number) =>
  app.db.select().from(schema.orderPayments).where(eq(schema.orderPayments.orderId, orderId));

async function customerSees(orderId: number): Promise<string> {
  const response = await buyer.request(`/orders/${orderId}`);
  expect(response.status).toBe(200);
  return visibleHtml(response);
}

describe("recording a payment", () => {
  it("a bank transfer order waits for payment, then a partial and a final payment make it paid", async () => {
    const orderId = await bankTransferOrder(123_456);
    expect(await customerSees(orderId)).toContain("In attesa di pagamento");

    const first = await recordPayment(orderId, { amount: "500,00" });
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe(`/gestione/ordini/${orderId}`);
    const staffHtml = await visibleHtml(await staff.request(`/gestione/ordini/${orderId}`));
    expect(staffHtml).toContain(`Pagato in parte: ${formatEuroCents(50_000)} di ${formatEuroCents(123_456)}`);
    expect(staffHtml).toContain(`Resta da pagare: ${formatEuroCents(73_456)}`);

    const rest = await recordPayment(orderId, { amount: "734,56", method: "contrassegno" });
    expect(rest.status).toBe(302);
    expect(await customerSees(orderId)).toContain("Pagamento ricevuto");
    const paidHtml = await visibleHtml(await staff.request(`/gestione/ordini/${orderId}`));
    expect(paidHtml).toContain("Pagamento ricevuto");
    // A paid order offers no form any more.
    expect(paidHtml).not.toContain("Registra il pagamento");
    const [day, month, year] = [today().slice(8, 10), today().slice(5, 7), today().slice(0, 4)];
    expect(paidHtml).toContain(`${day}/${month}/${year}`);
    expect(paidHtml).toContain("Contanti alla consegna");

    expect((await paymentsOf(orderId)).map((row) => row.amountCents)).toEqual([50_000, 73_456]);
  });

  it("is audited in the same transaction, with who recorded it", async () => {
    const orderId = await bankTransferOrder(80_000);
    const staffId = (await staff.json<{ id: number }>("/api/user")).body.id;
    expect((await recordPayment(orderId, { amount: "800" })).status).toBe(302);
    const audit = await auditRowsFor(app, "order", orderId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: staffId,
      action: "order.payment",
      before: { paidCents: 0 },
      after: { amountCents: 80_000, method: "bonifico", receivedOn: today(), paidCents: 80_000 },
    });
  });

  it("answers a script with the new status and no redirect", async () => {
    const orderId = await bankTransferOrder(10_000);
    const response = await recordPayment(orderId, { amount: "100", js: "1" } as Record<string, string>);
    expect(response.status).toBe(200);
  });

  it.each([
    [{ amount: "" }, "Indica l&#x27;importo ricevuto"],
    [{ amount: "dieci euro" }, "Scrivi l&#x27;importo in euro, ad esempio 1.234,50"],
    [{ amount: "0" }, "L&#x27;importo deve essere maggiore di zero"],
    [{ amount: "100", receivedOn: "" }, "Indica la data del pagamento"],
    [{ amount: "100", receivedOn: "2026-02-30" }, "Questa data non esiste"],
    [{ amount: "100", receivedOn: "2999-01-01" }, "La data del pagamento non può essere nel futuro"],
    [{ amount: "100", method: "bitcoin" }, "Scegli come è stato pagato"],
  ])(
    "refuses %j with 400, the message beside its field, and keeps what was typed",
    async (fields, message) => {
      const orderId = await bankTransferOrder(50_000);
      const response = await recordPayment(orderId, fields);
      expect(response.status).toBe(400);
      const html = await visibleHtml(response);
      expect(html, message).toContain(message);
      if (fields.amount) expect(html).toContain(`value="${fields.amount}"`);
      expect(await paymentsOf(orderId)).toEqual([]);
      expect(await auditRowsFor(app, "order", orderId)).toEqual([]);
    },
  );

  it("refuses more than is due, a paid order, a cancelled order, and answers 404 to customers", async () => {
    const orderId = await bankTransferOrder(20_000);
    const tooMuch = await recordPayment(orderId, { amount: "200,01" });
    expect(tooMuch.status).toBe(400);
    expect(await visibleHtml(tooMuch)).toContain(
      `L&#x27;importo supera quanto resta da pagare (${formatEuroCents(20_000)}).`,
    );

    const card = await placeOrder(app, buyer, { paymentMethod: "carta" });
    const paid = await recordPayment(card, { amount: "1" });
    expect(paid.status).toBe(409);
    expect(
      (await visibleHtml(paid)).includes("L&#x27;ordine risulta già pagato per intero."),
      "refusal",
    ).toBe(true);
    expect(await customerSees(card)).toContain("Pagamento ricevuto");

    const cancelled = await bankTransferOrder(20_000);
    await setOrderState(app, cancelled, { status: "cancelled" });
    expect((await recordPayment(cancelled, { amount: "10" })).status).toBe(409);

    const customer = await registeredCustomer(app);
    const intruder = await postPageForm(customer, `/gestione/ordini/${orderId}`, {
      intent: "payment",
      receivedOn: today(),
      amount: "10",
      method: "bonifico",
    });
    expect(intruder.status).toBe(404);
    expect(await paymentsOf(orderId)).toEqual([]);
  });
});

describe("a double submit of the payment form", () => {
  it("records the payment once, also sent twice at once, and answers the repeat as the first", async () => {
    const orderId = await bankTransferOrder(90_000);
    const paymentKey = await drawnPaymentKey(orderId);
    const first = await recordPayment(orderId, { amount: "100,00", paymentKey });
    expect(first.status).toBe(302);
    const repeats = await Promise.all([
      recordPayment(orderId, { amount: "100,00", paymentKey }),
      recordPayment(orderId, { amount: "100,00", paymentKey }),
    ]);
    for (const repeat of repeats) expect(repeat.status).toBe(302);
    const enhanced = await recordPayment(
      orderId,
      { amount: "100,00", paymentKey, js: "1" },
      `/gestione/ordini/${orderId}.data`,
    );
    expect(enhanced.status).toBe(200);
    expect(await enhanced.text()).toContain(`Pagato in parte: ${formatEuroCents(10_000)}`);
    expect((await paymentsOf(orderId)).map((row) => row.amountCents)).toEqual([10_000]);
    expect(await auditRowsFor(app, "order", orderId)).toHaveLength(1);

    // The page draws a new key: the next payment is a new one.
    expect(await drawnPaymentKey(orderId)).not.toBe(paymentKey);
    expect((await recordPayment(orderId, { amount: "100,00" })).status).toBe(302);
    expect(await paymentsOf(orderId)).toHaveLength(2);
  });

  it("without its one-time key is refused, recording nothing", async () => {
    const orderId = await bankTransferOrder(90_000);
    const refused = await recordPayment(orderId, { amount: "100,00", paymentKey: "" });
    expect(refused.status).toBe(400);
    expect(await visibleHtml(refused)).toContain("Il modulo del pagamento è scaduto: ricarica la pagina");
    expect(await paymentsOf(orderId)).toEqual([]);
  });
});

describe("cash from one customer", () => {
  it("is refused once it would reach 5.000 €, beside the method: a bank-transfer order of 6.999 € paid in cash", async () => {
    const customer = await registeredCustomer(app);
    const orderId = await placeOrder(app, customer, { paymentMethod: "bonifico" });
    await setOrderState(app, orderId, { totalCents: 699_900 });
    const refused = await recordPayment(orderId, { amount: "6.999,00", method: "contrassegno" });
    expect(refused.status).toBe(400);
    const html = await visibleHtml(refused);
    expect(html).toContain(CUSTOMER_CASH_LIMIT_MESSAGE);
    expect(html).toContain('aria-invalid="true"');
    expect(await paymentsOf(orderId)).toEqual([]);

    // Split into cash payments below the limit each, it is still refused once the sum reaches it.
    expect((await recordPayment(orderId, { amount: "4.000,00", method: "contrassegno" })).status).toBe(302);
    const second = await recordPayment(orderId, { amount: "1.000,00", method: "contrassegno" });
    expect(second.status).toBe(400);
    expect(await visibleHtml(second)).toContain(CUSTOMER_CASH_LIMIT_MESSAGE);
    // The rest by bank transfer is fine.
    expect((await recordPayment(orderId, { amount: "2.999,00", method: "bonifico" })).status).toBe(302);
    expect((await paymentsOf(orderId)).map((row) => [row.amountCents, row.method])).toEqual([
      [400_000, "contrassegno"],
      [299_900, "bonifico"],
    ]);
  });

  it("counts the customer's other open cash orders: a cash payment on top of a 4.500 € cash-on-delivery order", async () => {
    const customer = await registeredCustomer(app);
    const cashOrder = await placeOrder(app, customer, { paymentMethod: "contrassegno" });
    await setOrderState(app, cashOrder, { totalCents: 450_000 });
    const other = await placeOrder(app, customer, { paymentMethod: "bonifico" });
    await setOrderState(app, other, { totalCents: 100_000 });
    const refused = await recordPayment(other, { amount: "500,00", method: "contrassegno" });
    expect(refused.status).toBe(400);
    expect(await visibleHtml(refused)).toContain(CUSTOMER_CASH_LIMIT_MESSAGE);
    // Cash collected on the cash-on-delivery order itself is part of what was counted.
    expect((await recordPayment(cashOrder, { amount: "4.500,00", method: "contrassegno" })).status).toBe(302);
  });
});
