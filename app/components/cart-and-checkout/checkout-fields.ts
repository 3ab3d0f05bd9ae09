import type { PaymentMethod } from "#app/domain/cart-and-checkout/payment-methods.ts";
import type { BankTransferInstructions } from "#app/domain/orders/bank-transfer.ts";

// The checkout form's fields and the answer of its action (routes/checkout.tsx).

export const shippingFieldNames = [
  "name",
  "email",
  "phone",
  "address",
  "houseNumber",
  "city",
  "postalCode",
  "province",
] as const;
export type ShippingField = (typeof shippingFieldNames)[number];

/** "Dati di fatturazione" (docs/product/buying.md#invoice-data). */
export const invoiceFieldNames = [
  "invoiceType",
  "fiscalCode",
  "companyName",
  "vatNumber",
  "sdiCode",
  "pec",
] as const;
export type InvoiceField = (typeof invoiceFieldNames)[number];

/** The two checkboxes: "on" when ticked, "" when not. */
export const checkboxFieldNames = ["taxDeduction", "withdrawalExclusionAccepted", "sizesConfirmed"] as const;
export type CheckboxField = (typeof checkboxFieldNames)[number];

export const checkoutFieldNames = [
  ...shippingFieldNames,
  ...invoiceFieldNames,
  ...checkboxFieldNames,
] as const;
export type CheckoutValues = Record<ShippingField | InvoiceField | CheckboxField, string>;

/** The building's use and the kind of work, asked when a line is installed (docs/product/vat.md#who-gets-it). */
export const installationFieldNames = ["residential", "workKind"] as const;
export type InstallationValues = Partial<Record<(typeof installationFieldNames)[number], string>>;

/** What the success screen shows of the new order. */
export interface CompletedOrder {
  orderId: number;
  number: string;
  paymentMethod: PaymentMethod;
  /** Paid at checkout (the simulated card and wallet payments); a bank transfer or cash is paid later. */
  paid: boolean;
  bankTransfer: BankTransferInstructions | null;
  /** Nothing is due before the survey: made to measure with installation (docs/product/payments.md#wording). */
  nothingDueNow?: boolean;
  /** "Consegna stimata: 5–6 settimane, tra il … e il … (…)": the order's own estimate. */
  delivery: string | null;
}

export type CheckoutActionResult =
  | ({ ok: true } & CompletedOrder)
  | {
      ok: false;
      message: string;
      /** Field name → the schema's Italian message. */
      errors: Record<string, string>;
      /** What was sent, so the form shows it again. */
      values: CheckoutValues & InstallationValues;
      paymentMethod: PaymentMethod | null;
    };
