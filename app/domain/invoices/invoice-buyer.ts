import type { InvoiceType } from "../cart-and-checkout/invoice-types.ts";
import type { InvoiceBuyer } from "./invoice-document.ts";

// Who an invoice is made out to, from the order's "Dati di fatturazione"
// (docs/product/buying.md#invoice-data, docs/product/invoices.md#buyer): a
// private customer by codice fiscale with CodiceDestinatario 0000000; a
// company by partita IVA with its SDI code, or its PEC and 0000000. What is
// missing blocks the invoice and is asked of the customer.

export const PRIVATE_RECIPIENT_CODE = "0000000";

export interface OrderInvoiceFields {
  shippingName: string;
  shippingStreet: string | null;
  shippingAddress: string;
  shippingHouseNumber: string | null;
  shippingPostalCode: string;
  shippingCity: string;
  shippingProvince: string | null;
  invoiceType: InvoiceType | null;
  invoiceFiscalCode: string | null;
  invoiceCompanyName: string | null;
  invoiceVatNumber: string | null;
  invoiceSdiCode: string | null;
  invoicePec: string | null;
}

export type BuyerResult = { buyer: InvoiceBuyer; missing: [] } | { buyer: null; missing: string[] };

function filled(value: string | null | undefined): string {
  return value?.trim() ?? "";
}

/** What the customer must still give, in Italian («il codice fiscale»), for an invoice. */
function missingFields(order: OrderInvoiceFields): string[] {
  const missing: string[] = [];
  if (order.invoiceType === null) {
    missing.push("i dati di fatturazione (il codice fiscale, o la partita IVA per un'azienda)");
  } else if (order.invoiceType === "privato") {
    if (!/^[A-Z0-9]{16}$/.test(filled(order.invoiceFiscalCode))) missing.push("il codice fiscale");
  } else {
    if (!filled(order.invoiceCompanyName)) missing.push("la ragione sociale");
    if (!/^\d{11}$/.test(filled(order.invoiceVatNumber))) missing.push("la partita IVA");
    if (!/^[A-Z0-9]{7}$/.test(filled(order.invoiceSdiCode)) && !filled(order.invoicePec)) {
      missing.push("il codice destinatario SDI o la PEC");
    }
  }
  if (!filled(order.shippingStreet ?? order.shippingAddress)) missing.push("l'indirizzo");
  if (!/^\d{5}$/.test(filled(order.shippingPostalCode))) missing.push("il CAP");
  if (!filled(order.shippingCity)) missing.push("il comune");
  return missing;
}

export function invoiceBuyerOf(order: OrderInvoiceFields): BuyerResult {
  const missing = missingFields(order);
  if (missing.length > 0) return { buyer: null, missing };
  const company = order.invoiceType === "azienda";
  const sdiCode = filled(order.invoiceSdiCode);
  return {
    buyer: {
      kind: company ? "azienda" : "privato",
      name: company ? filled(order.invoiceCompanyName) : filled(order.shippingName),
      vatNumber: company ? filled(order.invoiceVatNumber) : null,
      fiscalCode: company ? null : filled(order.invoiceFiscalCode),
      address: {
        street: filled(order.shippingStreet ?? order.shippingAddress),
        houseNumber: filled(order.shippingHouseNumber),
        postalCode: filled(order.shippingPostalCode),
        city: filled(order.shippingCity),
        province: filled(order.shippingProvince).toUpperCase(),
        country: "IT",
      },
      recipientCode: company && sdiCode ? sdiCode : PRIVATE_RECIPIENT_CODE,
      pec: company && !sdiCode ? filled(order.invoicePec) : null,
    },
    missing: [],
  };
}

/** «Per emettere la fattura mancano dati del cliente: il codice fiscale e il CAP. …» */
export function missingInvoiceDataMessage(missing: readonly string[]): string {
  const list =
    missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(", ")} e ${missing[missing.length - 1]}`;
  return `Per emettere la fattura mancano dati del cliente: ${list}. Gli abbiamo scritto per chiederli.`;
}
