import { formatEuroCents } from "../italian-formats/money.ts";
import { labelledCodes } from "../web/labelled-codes.ts";

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

/**
 * The customer's own words in an order's notes: the order keeps them after
 * the payment note the shop writes ("Pagamento con …. <notes>"); null when the
 * customer wrote nothing.
 */
export function customerWrittenNotes(notes: string, method: string): string | null {
  const note = isPaymentMethod(method) ? paymentNote(method) : null;
  if (note !== null && notes === note) return null;
  const own = note !== null && notes.startsWith(`${note}. `) ? notes.slice(note.length + 2) : notes;
  return own.trim() === "" ? null : own;
}

/** The label on its own, as a choice or a heading: "Carta di credito"; an unknown value is shown as stored. */
export function paymentMethodTitle(method: string): string {
  const label = isPaymentMethod(method) ? methods.labels[method] : method;
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/**
 * Cash is refused from 5.000,00 € up: the Italian limit on cash payments
 * (art. 49 D.Lgs. 231/2007 as amended by L. 197/2022) forbids 5.000 € or more
 * (docs/decisions/019-italian-checkout-rules.md#cash-limit).
 */
export const CASH_LIMIT_CENTS = 500_000;

export const CASH_LIMIT_MESSAGE = `Il pagamento in contanti alla consegna non è possibile per ordini da ${formatEuroCents(CASH_LIMIT_CENTS)} in su (limite all'uso del contante): scegli un altro metodo di pagamento.`;

/** The methods a customer may choose for an order of `totalCents`. */
export function availablePaymentMethods(totalCents: number): PaymentMethod[] {
  return paymentMethods.filter((method) => method !== "contrassegno" || totalCents < CASH_LIMIT_CENTS);
}
