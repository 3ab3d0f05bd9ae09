import { addShopDays, shopCalendarDay } from "../italian-formats/dates.ts";
import type { RecordedPaymentMethod } from "../payments/payment-entries.ts";
import { type LedgerEntry, reversedIds } from "../payments/payment-ledger.ts";
import type { InvoicePayment } from "./invoice-document.ts";
import type { InvoiceDocumentType } from "./invoice-kinds.ts";

// Which invoices an order's ledger makes due (docs/product/invoices.md#due):
// every payment received and not reversed, with the bank's withholding on it,
// is invoiced within 12 days (the immediate invoice, art. 21 c.4 DPR 633/1972):
// as an acconto while the job is not paid in full, and as the final invoice
// by the payment that completes it (which also takes any payment not invoiced
// yet). Once the final invoice exists, nothing more is due.

/** Days from the payment to the invoice's deadline. */
export const INVOICE_DAYS = 12;

export interface DueLedgerEntry extends LedgerEntry {
  receivedOn: string;
  method: RecordedPaymentMethod;
}

export interface IssuedInvoiceRef {
  type: InvoiceDocumentType;
  paymentId: number | null;
}

export interface DueInvoice {
  type: "TD01" | "TD02";
  /** The payment an acconto is for (the form names it); null for the final invoice. */
  paymentId: number | null;
  payments: (InvoicePayment & { id: number })[];
  /** What the money received comes to (an acconto's total). */
  amountCents: number;
  /** "yyyy-MM-dd": the last day to issue it. */
  dueBy: string;
}

/** Payments not reversed, oldest first, each with the withholding recorded after it on the same day. */
export function receivedPayments(entries: readonly DueLedgerEntry[]): (InvoicePayment & { id: number })[] {
  const reversed = reversedIds(entries);
  const standing = entries
    .filter((entry) => !reversed.has(entry.id) && (entry.kind === "payment" || entry.kind === "withholding"))
    .sort((a, b) => a.receivedOn.localeCompare(b.receivedOn) || a.id - b.id);
  const payments: (InvoicePayment & { id: number })[] = [];
  for (const entry of standing) {
    const owner = payments.findLast(
      (payment) => payment.receivedOn === entry.receivedOn && payment.id < entry.id,
    );
    if (entry.kind === "withholding" && owner) owner.amountCents += entry.amountCents;
    else if (entry.kind === "payment") {
      payments.push({
        id: entry.id,
        method: entry.method,
        receivedOn: entry.receivedOn,
        amountCents: entry.amountCents,
      });
    }
  }
  return payments;
}

export function invoicesDue(
  entries: readonly DueLedgerEntry[],
  invoices: readonly IssuedInvoiceRef[],
  jobTotalCents: number,
): DueInvoice[] {
  if (invoices.some((invoice) => invoice.type === "TD01")) return [];
  const invoiced = new Set(
    invoices.flatMap((invoice) =>
      invoice.type === "TD02" && invoice.paymentId !== null ? [invoice.paymentId] : [],
    ),
  );
  const due: DueInvoice[] = [];
  let cumulative = 0;
  const payments = receivedPayments(entries);
  for (const payment of payments) {
    cumulative += payment.amountCents;
    if (invoiced.has(payment.id)) continue;
    const dueBy = addShopDays(`${payment.receivedOn}T12:00:00Z`, INVOICE_DAYS);
    if (cumulative >= jobTotalCents) {
      const open = payments.filter((other) => !invoiced.has(other.id) && other.id !== payment.id);
      const covered = [
        ...open.filter((other) => payments.indexOf(other) < payments.indexOf(payment)),
        payment,
      ];
      due.push({
        type: "TD01",
        paymentId: null,
        payments: covered,
        amountCents: covered.reduce((sum, other) => sum + other.amountCents, 0),
        dueBy,
      });
      break;
    }
    due.push({
      type: "TD02",
      paymentId: payment.id,
      payments: [payment],
      amountCents: payment.amountCents,
      dueBy,
    });
  }
  return due;
}

/** Methods charged at checkout, before the order exists: the whole total, with no ledger row. */
const chargedAtCheckout: readonly string[] = ["carta", "portafoglio"];

/**
 * The ledger with the checkout's charge of a card or wallet order placed
 * before the checkout wrote it as a row (such an order has no instalments,
 * docs/product/payments.md#ledger): the whole total on the order's day,
 * under id 0, which no acconto ever names. An order with instalments pays
 * each one through the ledger, so nothing is added.
 */
export function withCheckoutCharge(
  entries: readonly DueLedgerEntry[],
  order: { paymentMethod: string; totalCents: number; createdAt: Date },
  hasInstalments: boolean,
): DueLedgerEntry[] {
  if (
    hasInstalments ||
    !chargedAtCheckout.includes(order.paymentMethod) ||
    entries.some((entry) => entry.kind === "payment")
  ) {
    return [...entries];
  }
  const charge: DueLedgerEntry = {
    id: 0,
    kind: "payment",
    amountCents: order.totalCents,
    reversesPaymentId: null,
    instalmentId: null,
    receivedOn: shopCalendarDay(order.createdAt),
    method: order.paymentMethod as RecordedPaymentMethod,
  };
  return [charge, ...entries];
}

/** A credit note the ledger calls for: an invoiced payment reversed, or money refunded on a cancelled order. */
export interface CreditNoteAdvice {
  invoiceId: number;
  invoiceNumber: string;
  amountCents: number;
  reason: "reversed" | "refunded";
}

export interface CreditableInvoice {
  id: number;
  type: InvoiceDocumentType;
  number: string;
  paymentId: number | null;
  totalCents: number;
  /** What a credit note may still take of it. */
  creditableCents: number;
}

/**
 * The credit notes an order's ledger calls for (docs/product/invoices.md#credit-notes):
 * an acconto whose payment was reversed is credited in full; money refunded
 * and not yet covered by a credit note is credited on the invoices in their
 * order. Staff issue them with «Nota di credito»; nothing is issued by itself.
 */
export function creditNotesAdvised(
  entries: readonly LedgerEntry[],
  invoices: readonly CreditableInvoice[],
): CreditNoteAdvice[] {
  const reversed = reversedIds(entries);
  const advice: CreditNoteAdvice[] = [];
  for (const invoice of invoices) {
    if (invoice.type === "TD02" && invoice.paymentId !== null && reversed.has(invoice.paymentId)) {
      if (invoice.creditableCents > 0) {
        advice.push({
          invoiceId: invoice.id,
          invoiceNumber: invoice.number,
          amountCents: invoice.creditableCents,
          reason: "reversed",
        });
      }
    }
  }
  const refunded = entries
    .filter((entry) => entry.kind === "refund" && !reversed.has(entry.id))
    .reduce((sum, entry) => sum + entry.amountCents, 0);
  const credited = invoices
    .filter((invoice) => invoice.type === "TD04")
    .reduce((sum, invoice) => sum + invoice.totalCents, 0);
  let left = Math.max(0, refunded - credited);
  for (const invoice of invoices) {
    if (left <= 0) break;
    if (invoice.type === "TD04" || advice.some((item) => item.invoiceId === invoice.id)) continue;
    const amountCents = Math.min(left, invoice.creditableCents);
    if (amountCents <= 0) continue;
    advice.push({ invoiceId: invoice.id, invoiceNumber: invoice.number, amountCents, reason: "refunded" });
    left -= amountCents;
  }
  return advice;
}
