import {
  buildAccontoInvoice,
  buildCreditNote,
  buildFinalInvoice,
  creditableCents,
  type InvoiceOrderFacts,
} from "#app/domain/invoices/invoice-builders.ts";
import { invoiceBuyerOf, missingInvoiceDataMessage } from "#app/domain/invoices/invoice-buyer.ts";
import { type InvoiceBuyer, shopSeller } from "#app/domain/invoices/invoice-document.ts";
import {
  CREDIT_NOTE_FIELDS,
  type CreditNoteInput,
  type IssueInvoiceInput,
} from "#app/domain/invoices/invoice-forms.ts";
import { invoicesDue, withCheckoutCharge } from "#app/domain/invoices/invoices-due.ts";
import { shopCalendarDay } from "#app/domain/italian-formats/dates.ts";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import { refuse } from "#app/domain/refusal.ts";
import { isUniqueViolation } from "../accounts/accounts.server.ts";
import type { Database, Transaction } from "../platform/db.server.ts";
import {
  accontiOf,
  asEarlier,
  type InvoiceOrderRow,
  invoiceOrder,
  ledgerEntries,
  orderHasInstalments,
  orderInvoiceRows,
  orderVatSplit,
} from "./invoice-records.server.ts";
import { drawInvoiceNumber, invoiceByKey, requestInvoiceData, storeInvoice } from "./invoice-store.server.ts";

// Issuing an order's invoices (docs/product/invoices.md#issuing): the server
// finds what the ledger makes due, never an amount the form sends; the order's
// row lock makes two submits for one payment take turns, the form's one-time
// key makes a double submit issue one invoice, and the year's counter numbers
// it in the same transaction.

export const INVOICE_NOT_DUE =
  "Non c'è una fattura da emettere per questo pagamento: l'importo non risulta ricevuto, oppure è già fatturato.";
export const NOTHING_TO_CREDIT =
  "Questa fattura non si può più stornare: le note di credito la coprono già per intero.";

export interface IssuedInvoice {
  id: number;
  number: string;
  /** False when the one-time key had already issued it. */
  created: boolean;
}

/** The customer's missing data: refused after the e-mail asking for it is queued on its own. */
class MissingInvoiceData extends Error {
  constructor(
    readonly order: InvoiceOrderRow,
    readonly missing: string[],
  ) {
    super("missing invoice data");
  }
}

async function orderFacts(
  tx: Database | Transaction,
  order: InvoiceOrderRow,
  buyer: InvoiceBuyer,
): Promise<InvoiceOrderFacts> {
  return {
    orderNumber: order.number,
    split: await orderVatSplit(tx, order),
    seller: shopSeller(),
    buyer,
    residentialDeclared: order.residentialDeclared,
    workKind: order.workKind,
    iban: order.paymentIban ?? "",
  };
}

/** Runs `issue` in one transaction; a key that issued already answers that invoice (also after a race on the key). */
async function withKey(
  db: Database,
  orderId: number,
  key: string | null,
  issue: (tx: Transaction, order: InvoiceOrderRow) => Promise<IssuedInvoice>,
): Promise<IssuedInvoice> {
  const before = await invoiceByKey(db, orderId, key);
  if (before) return { ...before, created: false };
  try {
    return await db.transaction(async (tx) => {
      const order = await invoiceOrder(tx, orderId, true);
      if (!order) throw refuse.notFound("Ordine non trovato");
      // Under the row lock: a double submit finds the first one's invoice.
      const repeated = await invoiceByKey(tx, orderId, key);
      if (repeated) return { ...repeated, created: false };
      return issue(tx, order);
    });
  } catch (error) {
    if (error instanceof MissingInvoiceData) {
      await requestInvoiceData(db, error.order, error.missing);
      throw refuse.conflict(missingInvoiceDataMessage(error.missing), { reason: "invoice-data-missing" });
    }
    const raced = isUniqueViolation(error) ? await invoiceByKey(db, orderId, key) : null;
    if (raced) return { ...raced, created: false };
    throw error;
  }
}

/** Issues the acconto of a payment, or the final invoice, that the order's ledger makes due. */
export function issueInvoice(
  db: Database,
  actor: { id: number },
  orderId: number,
  input: IssueInvoiceInput,
  now = new Date(),
): Promise<IssuedInvoice> {
  return withKey(db, orderId, input.invoiceKey, async (tx, order) => {
    const [entries, invoices, hasInstalments] = await Promise.all([
      ledgerEntries(tx, orderId),
      orderInvoiceRows(tx, orderId),
      orderHasInstalments(tx, orderId),
    ]);
    const due = invoicesDue(
      withCheckoutCharge(entries, order, hasInstalments),
      invoices,
      order.totalCents,
    ).find((item) =>
      input.type === "TD01"
        ? item.type === "TD01"
        : item.type === "TD02" && item.paymentId === input.paymentId,
    );
    if (!due || order.status === "cancelled")
      throw refuse.conflict(INVOICE_NOT_DUE, { reason: "invoice-not-due" });
    const { buyer, missing } = invoiceBuyerOf(order);
    if (!buyer) throw new MissingInvoiceData(order, missing);
    const facts = await orderFacts(tx, order, buyer);
    const numbering = await drawInvoiceNumber(tx, shopCalendarDay(now));
    const payments = due.payments.map(({ method, receivedOn, amountCents }) => ({
      method,
      receivedOn,
      amountCents,
    }));
    const document =
      due.type === "TD01"
        ? buildFinalInvoice(facts, numbering, payments, accontiOf(invoices))
        : buildAccontoInvoice(facts, numbering, payments, accontiOf(invoices));
    if (document.totalCents <= 0) throw refuse.conflict(INVOICE_NOT_DUE, { reason: "invoice-not-due" });
    const stored = await storeInvoice(
      tx,
      actor,
      order,
      { ...numbering, document },
      { paymentId: due.paymentId, creditsInvoiceId: null, idempotencyKey: input.invoiceKey },
    );
    return { id: stored.id, number: document.number, created: true };
  });
}

/** A credit note on one of the order's invoices, for at most what the invoice still stands at. */
export function issueCreditNote(
  db: Database,
  actor: { id: number },
  orderId: number,
  input: CreditNoteInput,
  now = new Date(),
): Promise<IssuedInvoice> {
  return withKey(db, orderId, input.invoiceKey, async (tx, order) => {
    const invoices = await orderInvoiceRows(tx, orderId);
    const credited = invoices.find((invoice) => invoice.id === input.invoiceId && invoice.type !== "TD04");
    if (!credited) throw refuse.notFound("Fattura non trovata");
    const earlier = asEarlier(credited, invoices);
    const left = creditableCents(earlier);
    if (left <= 0) throw refuse.conflict(NOTHING_TO_CREDIT);
    if (input.amount > left) {
      const message = `L'importo supera quanto resta della fattura ${credited.number} (${formatEuroCents(left)}).`;
      throw refuse.invalid(message, {
        fields: { [CREDIT_NOTE_FIELDS.amount]: message },
        reason: "credit-exceeds-invoice",
      });
    }
    // The credit note goes to whoever the invoice was made out to.
    const facts = await orderFacts(tx, order, credited.document.buyer);
    const numbering = await drawInvoiceNumber(tx, shopCalendarDay(now));
    const document = buildCreditNote(facts, numbering, earlier, input.amount, input.reason);
    const stored = await storeInvoice(
      tx,
      actor,
      order,
      { ...numbering, document },
      { paymentId: null, creditsInvoiceId: credited.id, idempotencyKey: input.invoiceKey },
    );
    return { id: stored.id, number: document.number, created: true };
  });
}
