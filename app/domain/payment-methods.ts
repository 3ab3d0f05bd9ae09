// The one list of payment methods: the database column, the checkout schema,
// the checkout form's choices and the order page all read it.

export const paymentMethods = ["carta", "bonifico", "portafoglio", "contrassegno"] as const;

export type PaymentMethod = (typeof paymentMethods)[number];

/** Lower case, to sit inside a sentence: "Pagamento con carta di credito". */
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  carta: "carta di credito",
  bonifico: "bonifico bancario",
  portafoglio: "portafoglio digitale",
  contrassegno: "contanti alla consegna",
};

export const DEFAULT_PAYMENT_METHOD: PaymentMethod = "carta";

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return (paymentMethods as readonly unknown[]).includes(value);
}

/** The label on its own, as a choice or a heading: "Carta di credito"; an unknown value is shown as stored. */
export function paymentMethodTitle(method: string): string {
  const label = isPaymentMethod(method) ? paymentMethodLabels[method] : method;
  return label.charAt(0).toUpperCase() + label.slice(1);
}
