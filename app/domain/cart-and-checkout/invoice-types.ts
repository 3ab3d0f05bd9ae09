// Who the invoice is made out to (docs/product/buying.md#invoice-data): the
// database column, the checkout schema and the pages read this list.
export const invoiceTypes = ["privato", "azienda"] as const;
export type InvoiceType = (typeof invoiceTypes)[number];

/** What the checkout's choice and the back office's export call each type. */
export const invoiceTypeLabels: Record<InvoiceType, string> = {
  privato: "Privato",
  azienda: "Azienda o professionista",
};
