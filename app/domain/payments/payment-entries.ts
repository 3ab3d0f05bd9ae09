import {
  isPaymentMethod,
  type PaymentMethod,
  paymentMethods,
  paymentMethodTitle,
} from "../cart-and-checkout/payment-methods.ts";
import { labelledCodes } from "../web/labelled-codes.ts";

// What one row of an order's payment ledger is (docs/product/payments.md): a
// ledger is only ever added to; a mistake is undone by a reversal row, never
// by a deletion.

const kinds = labelledCodes({
  payment: "Pagamento",
  /** The 11 % the customer's bank withholds on a bonifico parlante: paid by the customer, not received by the shop. */
  withholding: "Ritenuta d'acconto sul bonifico parlante",
  reversal: "Storno",
  refund: "Rimborso",
});

export const paymentEntryKinds = kinds.codes;
export type PaymentEntryKind = (typeof paymentEntryKinds)[number];
export const paymentEntryKindLabels = kinds.labels;
export const isPaymentEntryKind = kinds.includes;

const staffMethods = labelledCodes({
  bonifico: "bonifico bancario",
  carta: "carta",
  contanti: "contanti",
  assegno: "assegno",
  finanziamento: "finanziamento",
});

/** Every method a ledger row may name: the checkout's four, plus what staff record (cash, cheque, financing). */
export const recordedPaymentMethods = [
  ...paymentMethods,
  "contanti",
  "assegno",
  "finanziamento",
] as const satisfies readonly (PaymentMethod | StaffPaymentMethod)[];
export type RecordedPaymentMethod = (typeof recordedPaymentMethods)[number];
export const staffPaymentMethods = staffMethods.codes;
export type StaffPaymentMethod = (typeof staffPaymentMethods)[number];
export const staffPaymentMethodLabels = staffMethods.labels;
export const isStaffPaymentMethod = staffMethods.includes;

/** «Bonifico bancario», «Contanti», «Assegno»: any method a ledger row names, as a heading. */
export function recordedPaymentMethodTitle(method: string): string {
  if (isStaffPaymentMethod(method) && !isPaymentMethod(method)) {
    const label = staffPaymentMethodLabels[method];
    return label.charAt(0).toUpperCase() + label.slice(1);
  }
  return paymentMethodTitle(method);
}
