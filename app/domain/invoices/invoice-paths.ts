// Where an invoice's pages and files are (docs/product/invoices.md#back-office).

export const STAFF_INVOICES_PATH = "/gestione/fatture";

export const staffOrderInvoicesPath = (orderId: number) => `/gestione/ordini/${orderId}/fatture`;
export const staffInvoicePdfPath = (invoiceId: number) => `${STAFF_INVOICES_PATH}/${invoiceId}/pdf`;
export const staffInvoiceXmlPath = (invoiceId: number) => `${STAFF_INVOICES_PATH}/${invoiceId}/xml`;
export const staffInvoiceMonthZipPath = (month: string) => `${STAFF_INVOICES_PATH}/mese/${month}/zip`;
export const customerInvoicePdfPath = (orderId: number, invoiceId: number) =>
  `/orders/${orderId}/fatture/${invoiceId}/pdf`;
