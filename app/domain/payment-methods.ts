import { labelledCodes } from "./labelled-codes.ts";

// The one list of payment methods: the database column, the checkout schema,
// the checkout form's choices and the order page all read it. The labels are
// lower case, to sit inside a sentence: "Pagamento con carta di credito".
const methods = labelledCodes({
  carta: "carta di credito",
  bonifico: "bonifico bancario",
  portafoglio: "portafoglio digitale",
  contrassegno: "contanti alla consegna",
});

export const paymentMethods = methods.codes;
export type PaymentMethod = (typeof paymentMethods)[number];
export const isPaymentMethod = methods.includes;
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = "carta";

/** "Pagamento con carta di credito": the note an order keeps of how it is paid. */
export function paymentNote(method: PaymentMethod): string {
  return `Pagamento con ${methods.labels[method]}`;
}

/** The label on its own, as a choice or a heading: "Carta di credito"; an unknown value is shown as stored. */
export function paymentMethodTitle(method: string): string {
  const label = isPaymentMethod(method) ? methods.labels[method] : method;
  return label.charAt(0).toUpperCase() + label.slice(1);
}
