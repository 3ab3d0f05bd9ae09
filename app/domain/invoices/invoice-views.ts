import type { InvoiceDocument } from "./invoice-document.ts";
import type { CreditNoteAdvice, DueInvoice } from "./invoices-due.ts";

// What the pages show of invoices (docs/product/invoices.md#back-office), as
// app/server/invoices/invoice-views.server.ts reads it.

export interface IssuedInvoiceSummary {
  id: number;
  type: InvoiceDocument["type"];
  label: string;
  number: string;
  issuedOn: string;
  totalCents: number;
  /** What a credit note may still take (0 for a credit note itself). */
  creditableCents: number;
  xmlFileName: string;
}

export interface DueInvoiceView extends DueInvoice {
  label: string;
  /** The document as «Emetti» will issue it, numbered at issue; null when the buyer's data is missing. */
  preview: InvoiceDocument | null;
}

export interface OrderInvoicesView {
  due: DueInvoiceView[];
  issued: IssuedInvoiceSummary[];
  /** Credit notes the ledger calls for: a reversed invoiced payment, a refund. */
  creditsAdvised: CreditNoteAdvice[];
  /** The customer's missing invoice data, in Italian; empty when complete. */
  missing: string[];
  /** One-time keys of this drawing of the forms. */
  issueKey: string;
  creditKey: string;
}

export interface MonthInvoiceRow extends IssuedInvoiceSummary {
  orderId: number;
  orderNumber: string;
  buyerName: string;
  recipientCode: string;
}

/** One invoice due somewhere in the shop (the staff dashboard). */
export interface DueInvoiceRow {
  orderId: number;
  orderNumber: string;
  label: string;
  /** "yyyy-MM-dd". */
  dueBy: string;
  amountCents: number;
}
