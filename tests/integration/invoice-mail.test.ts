import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopCalendarDay } from "../../app/domain/italian-formats/dates.ts";
import * as schema from "../../db/schema.ts";
import { type Customer, registeredCustomer, visibleHtml } from "../support/api-client.ts";
import { startSmtpServer, type TestSmtpServer } from "../support/mail.ts";
import {
  placeOrder,
  postPageForm,
  SETUP_TIMEOUT_MS,
  setOrderState,
  signedInStaff,
  signInAsFirstAdmin,
  startStaffTestApp,
} from "../support/staff.ts";
import type { TestApp } from "../support/test-app.ts";

// The invoices' e-mails (docs/product/invoices.md#e-mail): an issued invoice
// reaches the customer's confirmed address with its PDF, the very bytes staff
// download; an order without invoice data makes the customer be asked for it.

let smtp: TestSmtpServer;
let app: TestApp;
let staff: Customer;
let buyer: Customer;
const email = "giulia.fattura@example.it";

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startStaffTestApp({ mail: { smtpUrl: smtp.url } });
  staff = await signedInStaff(app, await signInAsFirstAdmin(app));
  buyer = await registeredCustomer(app);
  const { body } = await buyer.json<{ id: number }>("/api/user");
  await app.db
    .update(schema.users)
    .set({ email, emailVerifiedAt: new Date() })
    .where(eq(schema.users.id, body.id));
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

async function paidOrder(withInvoiceData: boolean) {
  const orderId = await placeOrder(app, buyer, { paymentMethod: "bonifico", shipping: { email } });
  await setOrderState(app, orderId, { totalCents: 50_000 });
  if (withInvoiceData) {
    await app.db
      .update(schema.orders)
      .set({ invoiceType: "privato", invoiceFiscalCode: "RSSMRA85T10A562S" })
      .where(eq(schema.orders.id, orderId));
  }
  const paid = await postPageForm(staff, `/gestione/ordini/${orderId}`, {
    intent: "payment",
    receivedOn: shopCalendarDay(new Date()),
    method: "bonifico",
    amount: "150,00",
    paymentKey: randomUUID(),
  });
  expect(paid.status).toBe(302);
  const html = await visibleHtml(await staff.request(`/gestione/ordini/${orderId}/fatture`));
  const paymentId = /name="paymentId" value="(\d+)"/.exec(html)?.[1];
  return { orderId, paymentId: paymentId ?? "" };
}

const issue = (orderId: number, paymentId: string) =>
  postPageForm(staff, `/gestione/ordini/${orderId}/fatture`, {
    intent: "issue",
    type: "TD02",
    paymentId,
    invoiceKey: randomUUID(),
  });

describe("invoice e-mails", () => {
  it("sends the issued invoice to the customer with its PDF attached", async () => {
    const { orderId, paymentId } = await paidOrder(true);
    expect((await issue(orderId, paymentId)).status).toBe(302);
    const [invoice] = await app.db.select().from(schema.invoices).where(eq(schema.invoices.orderId, orderId));
    const subject = `Fattura di acconto n. ${invoice!.number}`;
    await smtp.waitFor((all) => all.some((mail) => mail.subject?.startsWith(subject)));
    const mail = smtp.messages.find((message) => message.subject?.startsWith(subject))!;
    expect(mail.to && "text" in mail.to ? mail.to.text : "").toContain(email);
    const [attachment] = mail.attachments;
    expect(attachment?.filename).toBe(`fattura-${invoice!.number.replace("/", "-")}.pdf`);
    const stored = await staff.request(`/gestione/fatture/${invoice!.id}/pdf`);
    expect(Buffer.from(attachment!.content).equals(Buffer.from(await stored.arrayBuffer()))).toBe(true);
    // The order's e-mails list it, its attachment linked to the stored PDF.
    const orderPage = await visibleHtml(await staff.request(`/gestione/ordini/${orderId}`));
    expect(orderPage).toContain(`href="/gestione/fatture/${invoice!.id}/pdf"`);
    expect(orderPage).toContain(`Fattura ${invoice!.number} (PDF)`);
  });

  it("asks the customer for the missing invoice data", async () => {
    const { orderId, paymentId } = await paidOrder(false);
    expect((await issue(orderId, paymentId)).status).toBe(409);
    const [order] = await app.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    const subject = `Dati per la fattura dell'ordine ${order!.number}`;
    await smtp.waitFor((all) => all.some((mail) => mail.subject === subject));
    const mail = smtp.messages.find((message) => message.subject === subject)!;
    expect(mail.text).toContain("i dati di fatturazione (il codice fiscale");
  });
});
