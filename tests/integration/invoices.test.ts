import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFatturaAmounts, sdiSumsProblems } from "../../app/domain/invoices/sdi-checks.ts";
import { addShopDays, formatDateShort, shopCalendarDay } from "../../app/domain/italian-formats/dates.ts";
import { formatEuroCents } from "../../app/domain/italian-formats/money.ts";
import type { StoredVatSplit } from "../../app/domain/vat/vat-split.ts";
import * as schema from "../../db/schema.ts";
import { type Customer, readableWords, registeredCustomer, visibleHtml } from "../support/api-client.ts";
import { fatturaPaSchemaErrors } from "../support/fatturapa.ts";
import { pdfText } from "../support/pdf-reader.ts";
import {
  auditRowsFor,
  placeOrder,
  postPageForm,
  SETUP_TIMEOUT_MS,
  setOrderState,
  startStaffWorld,
} from "../support/staff.ts";
import type { TestApp } from "../support/test-app.ts";

// Invoices over HTTP (docs/product/invoices.md): a payment recorded with the
// staff form makes an acconto due; «Emetti» issues it with the next number,
// its PDF and its FatturaPA XML (valid against the published schema, sums as
// the SDI checks them); the final invoice deducts the acconti; credit notes;
// what is refused, and who may download what.

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
const invoicesPath = (orderId: number) => `/gestione/ordini/${orderId}/fatture`;

/** An order paid by bank transfer with a private customer's invoice data. */
async function invoiceReadyOrder(totalCents: number, vatSplit: StoredVatSplit | null = null) {
  const orderId = await placeOrder(app, buyer, { paymentMethod: "bonifico" });
  await setOrderState(app, orderId, { totalCents });
  await app.db
    .update(schema.orders)
    .set({
      invoiceType: "privato",
      invoiceFiscalCode: "RSSMRA85T10A562S",
      vatSplit,
      paymentIban: "IT60X0542811101000000123456",
    })
    .where(eq(schema.orders.id, orderId));
  return orderId;
}

function recordPayment(orderId: number, amount: string) {
  return postPageForm(staff, `/gestione/ordini/${orderId}`, {
    intent: "payment",
    receivedOn: today(),
    method: "bonifico",
    amount,
    paymentKey: randomUUID(),
  });
}

/** The «Emetti» form the order's invoice page draws: its fields, as the browser would send them. */
async function drawnIssueForm(orderId: number): Promise<Record<string, string>> {
  const html = await visibleHtml(await staff.request(invoicesPath(orderId)));
  const form = /<form[^>]*>(?:(?!<\/form>)[\s\S])*?name="intent" value="issue"[\s\S]*?<\/form>/.exec(
    html,
  )?.[0];
  expect(form, "an «Emetti» form").toBeDefined();
  return Object.fromEntries(
    [...form!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
  );
}

async function issueDrawn(orderId: number) {
  const fields = await drawnIssueForm(orderId);
  return { fields, response: await postPageForm(staff, invoicesPath(orderId), fields) };
}

const invoicesOf = (orderId: number) =>
  app.db
    .select()
    .from(schema.invoices)
    .where(eq(schema.invoices.orderId, orderId))
    .orderBy(schema.invoices.id);

async function staffFile(path: string) {
  const response = await staff.request(path);
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

function expectSdiValid(xml: string) {
  expect(fatturaPaSchemaErrors(xml)).toBe("");
  expect(sdiSumsProblems(readFatturaAmounts(xml))).toEqual([]);
}

describe("acconto and final invoice", () => {
  it("issues the acconto of a payment with its PDF and valid XML, then the final invoice deducting it", async () => {
    const orderId = await invoiceReadyOrder(100_000);
    expect((await recordPayment(orderId, "300,00")).status).toBe(302);
    const orderPage = readableWords(await visibleHtml(await staff.request(`/gestione/ordini/${orderId}`)));
    expect(orderPage).toContain(
      `Fattura di acconto da emettere entro il ${formatDateShort(`${addShopDays(new Date(), 12)}T12:00:00Z`)}`,
    );

    const [orderRow] = await app.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    const dashboard = readableWords(await visibleHtml(await staff.request("/gestione")));
    expect(dashboard).toContain(`Fattura di acconto · ordine ${orderRow!.number}`);
    // The job page reads the same: what is paid and the invoice due, with its deadline.
    const [job] = await app.db
      .select({ number: schema.jobs.number })
      .from(schema.jobs)
      .where(eq(schema.jobs.id, orderRow!.jobId));
    const jobPage = readableWords(
      await visibleHtml(await staff.request(`/gestione/commesse/${job!.number}`)),
    );
    expect(jobPage).toContain(
      `Ordine ${orderRow!.number} · 1.000,00 € · Pagato in parte: 300,00 € di 1.000,00 €`,
    );
    expect(jobPage).toContain(
      `Fattura di acconto da emettere entro il ${formatDateShort(`${addShopDays(new Date(), 12)}T12:00:00Z`)}: 300,00 €`,
    );

    const { response } = await issueDrawn(orderId);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(invoicesPath(orderId));
    const [acconto] = await invoicesOf(orderId);
    expect(acconto).toMatchObject({ type: "TD02", totalCents: 30_000, issuedOn: today() });
    expect(acconto!.number).toMatch(new RegExp(`^${today().slice(0, 4)}/\\d{6}$`));
    expect(acconto!.xmlFileName).toMatch(/^IT04518230372_[0-9A-Z]{5}\.xml$/);

    const pdf = pdfText(await staffFile(`/gestione/fatture/${acconto!.id}/pdf`));
    expect(pdf).toContain(`Fattura di acconto n. ${acconto!.number}`);
    // pdftotext writes the no-break space before € as a plain one.
    expect(pdf).toContain(formatEuroCents(30_000).replace("\u00a0", " "));
    expect(pdf).toContain("RSSMRA85T10A562S");
    const xmlResponse = await staff.request(`/gestione/fatture/${acconto!.id}/xml`);
    expect(xmlResponse.headers.get("content-disposition")).toContain(acconto!.xmlFileName);
    const xml = await xmlResponse.text();
    expectSdiValid(xml);
    expect(xml).toContain("<TipoDocumento>TD02</TipoDocumento>");
    expect(xml).toContain("<ImportoTotaleDocumento>300.00</ImportoTotaleDocumento>");
    expect(xml).toContain("<CodiceFiscale>RSSMRA85T10A562S</CodiceFiscale>");

    const audit = (await auditRowsFor(app, "order", orderId)).filter(
      (row) => row.action === "invoice.issued",
    );
    expect(audit).toHaveLength(1);
    const mails = await app.db
      .select()
      .from(schema.mailOutbox)
      .where(
        and(
          eq(schema.mailOutbox.kind, "invoice-issued"),
          eq(schema.mailOutbox.recipient, "mario.rossi@example.it"),
        ),
      );
    expect(mails.some((mail) => (mail.params as { invoiceId: number }).invoiceId === acconto!.id)).toBe(true);

    expect((await recordPayment(orderId, "700,00")).status).toBe(302);
    const finalForm = await drawnIssueForm(orderId);
    expect(finalForm.type).toBe("TD01");
    expect((await postPageForm(staff, invoicesPath(orderId), finalForm)).status).toBe(302);
    const [, final] = await invoicesOf(orderId);
    expect(final).toMatchObject({ type: "TD01", totalCents: 70_000 });
    expect(final!.progressive).toBe(acconto!.progressive + 1);
    const finalXml = await (await staff.request(`/gestione/fatture/${final!.id}/xml`)).text();
    expectSdiValid(finalXml);
    expect(finalXml).toContain(
      `Storno acconto fattura n. ${acconto!.number} del ${formatDateShort(`${today()}T12:00:00Z`)}`,
    );
    expect(finalXml).toContain(`<IdDocumento>${acconto!.number}</IdDocumento>`);
    // The acconto and the final invoice add up to the job per rate.
    const amounts = [xml, finalXml].map(readFatturaAmounts);
    const net = amounts.flatMap((a) => a.summaries).reduce((sum, s) => sum + s.netCents + s.vatCents, 0);
    expect(net).toBe(100_000);
    expect(readableWords(await visibleHtml(await staff.request(invoicesPath(orderId))))).toContain(
      "Nessuna fattura da emettere",
    );
  });

  it("balances a 10 % / 22 % job per rate in the final invoice", async () => {
    const split: StoredVatSplit = {
      lines: [
        { description: "Finestra 2 ante", quantity: 1, nature: "good", ratePercent: 10, netCents: 20_000 },
        { description: "Finestra 2 ante", quantity: 1, nature: "good", ratePercent: 22, netCents: 60_000 },
        { description: "Posa in opera", quantity: 1, nature: "service", ratePercent: 10, netCents: 20_000 },
      ],
      rates: [
        { ratePercent: 10, netCents: 40_000, vatCents: 4_000 },
        { ratePercent: 22, netCents: 60_000, vatCents: 13_200 },
      ],
      savingCents: 4_800,
    };
    const orderId = await invoiceReadyOrder(117_200, split);
    await recordPayment(orderId, "351,61");
    expect((await issueDrawn(orderId)).response.status).toBe(302);
    await recordPayment(orderId, "820,39");
    expect((await issueDrawn(orderId)).response.status).toBe(302);
    const [acconto, final] = await invoicesOf(orderId);
    for (const invoice of [acconto!, final!]) expectSdiValid(invoice.xml);
    expect(final!.xml).toContain("<RiferimentoNormativo>");
    for (const rate of split.rates) {
      const invoiced = [acconto!, final!].flatMap((invoice) =>
        readFatturaAmounts(invoice.xml).summaries.filter((s) => s.ratePercent === rate.ratePercent),
      );
      expect(invoiced.reduce((sum, s) => sum + s.netCents, 0)).toBe(rate.netCents);
      expect(invoiced.reduce((sum, s) => sum + s.vatCents, 0)).toBe(rate.vatCents);
    }
  });
});

describe("the bank's withholding", () => {
  it("is invoiced with the payment it was withheld from", async () => {
    const orderId = await invoiceReadyOrder(100_000);
    expect((await recordPayment(orderId, "890,00")).status).toBe(302);
    const staffId = (await staff.json<{ id: number }>("/api/user")).body.id;
    // What the customer's bank kept of a bonifico parlante: recorded beside the payment, the same day.
    await app.db.insert(schema.orderPayments).values({
      orderId,
      receivedOn: today(),
      amountCents: 11_000,
      method: "bonifico",
      kind: "withholding",
      recordedBy: staffId,
    });
    const fields = await drawnIssueForm(orderId);
    expect(fields.type).toBe("TD01");
    expect((await postPageForm(staff, invoicesPath(orderId), fields)).status).toBe(302);
    const [invoice] = await invoicesOf(orderId);
    expect(invoice).toMatchObject({ type: "TD01", totalCents: 100_000 });
    expectSdiValid(invoice!.xml);
    expect(invoice!.xml).toContain("<ImportoPagamento>1000.00</ImportoPagamento>");
  });
});

describe("what is refused", () => {
  it("a double submit issues one invoice, and an amount not received none", async () => {
    const orderId = await invoiceReadyOrder(50_000);
    await recordPayment(orderId, "100,00");
    const fields = await drawnIssueForm(orderId);
    const [first, second] = await Promise.all([
      postPageForm(staff, invoicesPath(orderId), fields),
      postPageForm(staff, invoicesPath(orderId), fields),
    ]);
    expect([first.status, second.status]).toEqual([302, 302]);
    expect(await invoicesOf(orderId)).toHaveLength(1);

    const again = await postPageForm(staff, invoicesPath(orderId), { ...fields, invoiceKey: randomUUID() });
    expect(again.status).toBe(409);
    expect(readableWords(await visibleHtml(again))).toContain(
      "Non c'è una fattura da emettere per questo pagamento",
    );
    const invented = await postPageForm(staff, invoicesPath(orderId), {
      intent: "issue",
      type: "TD01",
      invoiceKey: randomUUID(),
    });
    expect(invented.status).toBe(409);
    expect(await invoicesOf(orderId)).toHaveLength(1);
  });

  it("an order without codice fiscale is not invoiced, and the customer is asked for it", async () => {
    const orderId = await placeOrder(app, buyer, { paymentMethod: "bonifico" });
    await setOrderState(app, orderId, { totalCents: 40_000 });
    await recordPayment(orderId, "100,00");
    const [counter] = await app.db.select().from(schema.invoiceCounters);
    const { response } = await issueDrawn(orderId);
    expect(response.status).toBe(409);
    const words = readableWords(await visibleHtml(response));
    expect(words).toContain("Per emettere la fattura mancano dati del cliente: i dati di fatturazione");
    expect(await invoicesOf(orderId)).toHaveLength(0);
    expect((await app.db.select().from(schema.invoiceCounters))[0]).toEqual(counter);
    const asked = await app.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.kind, "invoice-data-request"));
    expect(asked.filter((mail) => (mail.params as { orderId: number }).orderId === orderId)).toHaveLength(1);
  });

  it("a credit note above the invoice is refused beside the amount; one within it is issued", async () => {
    const orderId = await invoiceReadyOrder(60_000);
    await recordPayment(orderId, "600,00");
    await issueDrawn(orderId);
    const [invoice] = await invoicesOf(orderId);
    const html = await visibleHtml(await staff.request(invoicesPath(orderId)));
    const creditKey = /name="intent" value="credit"[\s\S]*?name="invoiceKey" value="([^"]+)"/.exec(html)?.[1];
    const credit = (amount: string) =>
      postPageForm(staff, invoicesPath(orderId), {
        intent: "credit",
        invoiceId: String(invoice!.id),
        amount,
        reason: "Sconto concordato per ritardo",
        invoiceKey: creditKey!,
      });
    const above = await credit("600,01");
    expect(above.status).toBe(400);
    expect(readableWords(await visibleHtml(above))).toContain(
      `L'importo supera quanto resta della fattura ${invoice!.number}`,
    );
    expect(await invoicesOf(orderId)).toHaveLength(1);

    expect((await credit("100,00")).status).toBe(302);
    const [, note] = await invoicesOf(orderId);
    expect(note).toMatchObject({ type: "TD04", totalCents: 10_000, creditsInvoiceId: invoice!.id });
    expectSdiValid(note!.xml);
    expect(note!.xml).toContain("<TipoDocumento>TD04</TipoDocumento>");
    expect(pdfText(await staffFile(`/gestione/fatture/${note!.id}/pdf`))).toContain(
      `Nota di credito n. ${note!.number}`,
    );
  });
});

describe("credit notes the ledger calls for", () => {
  it("asks for a credit note once an invoiced payment is reversed, and no more once it is issued", async () => {
    const orderId = await invoiceReadyOrder(100_000);
    await recordPayment(orderId, "300,00");
    await issueDrawn(orderId);
    const [invoice] = await invoicesOf(orderId);
    const [payment] = await app.db
      .select()
      .from(schema.orderPayments)
      .where(eq(schema.orderPayments.orderId, orderId));
    const advice = `Il pagamento della fattura n. ${invoice!.number} è stato stornato: emetti una nota di credito di 300,00 €`;
    const orderPage = async () =>
      readableWords(await visibleHtml(await staff.request(`/gestione/ordini/${orderId}`)));
    expect(await orderPage()).not.toContain(advice);

    const reversed = await postPageForm(staff, `/gestione/ordini/${orderId}`, {
      intent: "reversal",
      paymentId: String(payment!.id),
      reason: "Bonifico registrato sull'ordine sbagliato",
      paymentKey: randomUUID(),
    });
    expect(reversed.status).toBe(302);
    expect(await orderPage()).toContain(advice);

    const html = await visibleHtml(await staff.request(invoicesPath(orderId)));
    const creditKey = /name="intent" value="credit"[\s\S]*?name="invoiceKey" value="([^"]+)"/.exec(html)?.[1];
    const credited = await postPageForm(staff, invoicesPath(orderId), {
      intent: "credit",
      invoiceId: String(invoice!.id),
      amount: "300,00",
      reason: "Pagamento stornato",
      invoiceKey: creditKey!,
    });
    expect(credited.status).toBe(302);
    expect(await orderPage()).not.toContain("emetti una nota di credito");
  });
});

describe("malformed forms", () => {
  it("answers a bad form with an Italian refusal, never a failure", async () => {
    const orderId = await invoiceReadyOrder(30_000);
    const key = randomUUID();
    const cases: [Record<string, string>, number, string][] = [
      [{ intent: "issue", type: "TD09", invoiceKey: key }, 400, "Scegli quale fattura emettere"],
      [{ intent: "issue", type: "TD02", paymentId: "abc", invoiceKey: key }, 400, ""],
      [{ intent: "issue", type: "TD02", paymentId: "99999999999", invoiceKey: key }, 400, ""],
      [{ intent: "issue", type: "TD01" }, 400, "Il modulo della fattura è scaduto"],
      [
        { intent: "credit", invoiceId: "1", amount: "dieci", reason: "x", invoiceKey: key },
        400,
        "Scrivi l'importo in euro",
      ],
      [
        { intent: "credit", invoiceId: "2147483647", amount: "1", reason: "Errore", invoiceKey: key },
        404,
        "",
      ],
      [{ intent: "boh" }, 400, "Operazione non riconosciuta"],
    ];
    for (const [fields, status, message] of cases) {
      const response = await postPageForm(staff, invoicesPath(orderId), fields);
      expect(response.status, JSON.stringify(fields)).toBe(status);
      if (message) expect(readableWords(await visibleHtml(response))).toContain(message);
    }
    expect(await invoicesOf(orderId)).toHaveLength(0);
  });
});

describe("who sees the invoices", () => {
  it("the customer downloads their own invoice; another customer, a guest and a customer on the staff file get 404", async () => {
    const orderId = await invoiceReadyOrder(20_000);
    await recordPayment(orderId, "200,00");
    await issueDrawn(orderId);
    const [invoice] = await invoicesOf(orderId);
    const path = `/orders/${orderId}/fatture/${invoice!.id}/pdf`;
    expect(readableWords(await visibleHtml(await buyer.request(`/orders/${orderId}`)))).toContain(
      `Fattura n. ${invoice!.number}`,
    );
    const own = await buyer.request(path);
    expect(own.status).toBe(200);
    expect(pdfText(new Uint8Array(await own.arrayBuffer()))).toContain(invoice!.number);

    const other = await registeredCustomer(app);
    expect((await other.request(path)).status).toBe(404);
    expect((await app.request(path)).status).toBe(404);
    expect((await buyer.request(`/gestione/fatture/${invoice!.id}/pdf`)).status).toBe(404);
    expect((await buyer.request(`/gestione/fatture/${invoice!.id}/xml`)).status).toBe(404);
  });

  it("lists the month's invoices with their XML, and the month as a ZIP", async () => {
    const month = today().slice(0, 7);
    const page = readableWords(await visibleHtml(await staff.request(`/gestione/fatture?mese=${month}`)));
    const invoices = await app.db.select().from(schema.invoices);
    for (const invoice of invoices) expect(page).toContain(invoice.number);
    const zip = await staff.request(`/gestione/fatture/mese/${month}/zip`);
    expect(zip.status).toBe(200);
    expect(zip.headers.get("content-type")).toBe("application/zip");
    const { unzipSync, strFromU8 } = await import("fflate");
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(invoices.map((invoice) => invoice.xmlFileName).sort());
    expect(strFromU8(files[invoices[0]!.xmlFileName]!)).toBe(invoices[0]!.xml);
  });
});
