import type { InvoiceDocumentType } from "./invoice-kinds.ts";

// An issued invoice exactly as it was issued (docs/product/invoices.md): the PDF
// and the FatturaPA XML are both made from this frozen document.

export interface InvoiceDocument {
  type: InvoiceDocumentType;
  number: string;
  /** "yyyy-MM-dd". */
  issuedOn: string;
  totalCents: number;
  [detail: string]: unknown;
}
