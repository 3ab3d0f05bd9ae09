import { labelledCodes } from "../web/labelled-codes.ts";

// The invoice types the shop issues, with FatturaPA's TipoDocumento codes
// (docs/product/invoices.md): one numbering series per year for all three.

const types = labelledCodes({
  TD01: "Fattura",
  TD02: "Fattura di acconto",
  TD04: "Nota di credito",
});

export const invoiceDocumentTypes = types.codes;
export type InvoiceDocumentType = (typeof invoiceDocumentTypes)[number];
export const invoiceDocumentTypeLabels = types.labels;
export const isInvoiceDocumentType = types.includes;
