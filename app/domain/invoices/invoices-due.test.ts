import { describe, expect, it } from "vitest";
import { invoiceBuyerOf, type OrderInvoiceFields } from "./invoice-buyer.ts";
import { creditNotesAdvised, type DueLedgerEntry, invoicesDue, withCheckoutCharge } from "./invoices-due.ts";

const entry = (id: number, over: Partial<DueLedgerEntry> = {}): DueLedgerEntry => ({
  id,
  kind: "payment",
  amountCents: 10_000,
  reversesPaymentId: null,
  instalmentId: null,
  receivedOn: "2026-12-01",
  method: "bonifico",
  ...over,
});

describe("invoices due", () => {
  it("makes each payment an acconto due within 12 days, and the completing one the final invoice", () => {
    const due = invoicesDue(
      [entry(1), entry(2, { receivedOn: "2026-12-20", amountCents: 20_000 })],
      [],
      30_000,
    );
    expect(
      due.map(({ type, paymentId, amountCents, dueBy }) => ({ type, paymentId, amountCents, dueBy })),
    ).toEqual([
      { type: "TD02", paymentId: 1, amountCents: 10_000, dueBy: "2026-12-13" },
      { type: "TD01", paymentId: null, amountCents: 30_000, dueBy: "2027-01-01" },
    ]);
    // Once the acconto is issued, the final invoice covers only the rest.
    const after = invoicesDue(
      [entry(1), entry(2, { amountCents: 20_000 })],
      [{ type: "TD02", paymentId: 1 }],
      30_000,
    );
    expect(after).toMatchObject([{ type: "TD01", amountCents: 20_000 }]);
    expect(invoicesDue([entry(1)], [{ type: "TD01", paymentId: null }], 10_000)).toEqual([]);
  });

  it("adds the bank's withholding to its payment, and leaves out reversed payments", () => {
    const ledger = [
      entry(1, { amountCents: 8_900 }),
      entry(2, { kind: "withholding", amountCents: 1_100 }),
      entry(3, { amountCents: 5_000 }),
      entry(4, { kind: "reversal", reversesPaymentId: 3, amountCents: 5_000 }),
    ];
    expect(invoicesDue(ledger, [], 50_000)).toMatchObject([
      { type: "TD02", paymentId: 1, amountCents: 10_000 },
    ]);
  });

  it("counts an older card order's checkout charge as the whole payment", () => {
    const order = { paymentMethod: "carta", totalCents: 42_000, createdAt: new Date("2026-12-02T10:00:00Z") };
    expect(invoicesDue(withCheckoutCharge([], order, false), [], 42_000)).toMatchObject([
      { type: "TD01", amountCents: 42_000, dueBy: "2026-12-14" },
    ]);
    expect(withCheckoutCharge([], { ...order, paymentMethod: "bonifico" }, false)).toEqual([]);
  });

  it("adds no charge to an order with instalments: each is paid through the ledger", () => {
    const order = { paymentMethod: "carta", totalCents: 42_000, createdAt: new Date("2026-12-02T10:00:00Z") };
    expect(invoicesDue(withCheckoutCharge([], order, true), [], 42_000)).toEqual([]);
  });
});

const privateOrder: OrderInvoiceFields = {
  shippingName: "Mario Rossi",
  shippingStreet: "Via Indipendenza",
  shippingAddress: "Via Indipendenza 10",
  shippingHouseNumber: "10",
  shippingPostalCode: "40121",
  shippingCity: "Bologna",
  shippingProvince: "BO",
  invoiceType: "privato",
  invoiceFiscalCode: "RSSMRA85T10A562S",
  invoiceCompanyName: null,
  invoiceVatNumber: null,
  invoiceSdiCode: null,
  invoicePec: null,
};

describe("the invoice's buyer", () => {
  it("sends a private customer's invoice to 0000000, a company's to its SDI code or PEC", () => {
    expect(invoiceBuyerOf(privateOrder).buyer).toMatchObject({
      recipientCode: "0000000",
      fiscalCode: "RSSMRA85T10A562S",
    });
    const company = {
      ...privateOrder,
      invoiceType: "azienda" as const,
      invoiceCompanyName: "Edil Rossi S.r.l.",
      invoiceVatNumber: "01234567890",
    };
    expect(invoiceBuyerOf({ ...company, invoiceSdiCode: "M5UXCR1" }).buyer).toMatchObject({
      recipientCode: "M5UXCR1",
      pec: null,
    });
    expect(invoiceBuyerOf({ ...company, invoicePec: "fatture@pec.it" }).buyer).toMatchObject({
      recipientCode: "0000000",
      pec: "fatture@pec.it",
      name: "Edil Rossi S.r.l.",
    });
  });

  it("says what is missing", () => {
    expect(invoiceBuyerOf({ ...privateOrder, invoiceFiscalCode: null }).missing).toEqual([
      "il codice fiscale",
    ]);
    expect(invoiceBuyerOf({ ...privateOrder, invoiceType: null, shippingPostalCode: "" }).missing).toEqual([
      "i dati di fatturazione (il codice fiscale, o la partita IVA per un'azienda)",
      "il CAP",
    ]);
  });
});

describe("credit notes the ledger calls for", () => {
  const acconto = (id: number, paymentId: number, creditableCents: number) => ({
    id,
    type: "TD02" as const,
    number: `2026/00000${id}`,
    paymentId,
    totalCents: 30_000,
    creditableCents,
  });

  it("credits in full an acconto whose payment was reversed, and only what is left of it", () => {
    const ledger = [entry(1, { amountCents: 30_000 }), entry(2, { kind: "reversal", reversesPaymentId: 1 })];
    expect(creditNotesAdvised(ledger, [acconto(7, 1, 30_000)])).toEqual([
      { invoiceId: 7, invoiceNumber: "2026/000007", amountCents: 30_000, reason: "reversed" },
    ]);
    expect(creditNotesAdvised(ledger, [acconto(7, 1, 0)])).toEqual([]);
    expect(creditNotesAdvised([entry(1, { amountCents: 30_000 })], [acconto(7, 1, 30_000)])).toEqual([]);
  });

  it("credits a refund not yet covered by credit notes, on the invoices in their order", () => {
    const ledger = [
      entry(1, { amountCents: 30_000 }),
      entry(2, { amountCents: 20_000 }),
      entry(3, { kind: "refund", amountCents: 40_000 }),
    ];
    const invoices = [acconto(7, 1, 30_000), { ...acconto(8, 2, 20_000), totalCents: 20_000 }];
    expect(creditNotesAdvised(ledger, invoices)).toEqual([
      { invoiceId: 7, invoiceNumber: "2026/000007", amountCents: 30_000, reason: "refunded" },
      { invoiceId: 8, invoiceNumber: "2026/000008", amountCents: 10_000, reason: "refunded" },
    ]);
    const creditNote = {
      id: 9,
      type: "TD04" as const,
      number: "2026/000009",
      paymentId: null,
      totalCents: 30_000,
      creditableCents: 0,
    };
    expect(
      creditNotesAdvised(ledger, [{ ...invoices[0]!, creditableCents: 0 }, invoices[1]!, creditNote]),
    ).toEqual([{ invoiceId: 8, invoiceNumber: "2026/000008", amountCents: 10_000, reason: "refunded" }]);
  });
});
