import { z } from "zod";
import { isPaymentMethod, type PaymentMethod, paymentMethods } from "../cart-and-checkout/payment-methods.ts";
import { euroAmountSchema } from "../italian-formats/euro-amount-schema.ts";
import { formatEuroCents } from "../italian-formats/money.ts";
import type { RecordedPaymentMethod } from "../payments/payment-entries.ts";

// Payments staff record on an order, and what the order then says about being
// paid (docs/product/back-office.md#payments).

/** Paid at checkout: the card and the digital wallet are charged before the order exists. */
const paidAtCheckout: readonly PaymentMethod[] = ["carta", "portafoglio"];

export interface RecordedPayment {
  id: number;
  /** "yyyy-MM-dd", the day the money arrived. */
  receivedOn: string;
  amountCents: number;
  method: RecordedPaymentMethod;
  recordedBy: string;
  /** ISO time staff recorded it. */
  recordedAt: string;
}

export type PaymentState = "paid" | "partial" | "unpaid";

export interface PaymentStatus {
  state: PaymentState;
  /** What was received so far, the checkout's charge included. */
  paidCents: number;
  /** What is still due; 0 once paid. */
  dueCents: number;
  /** "Pagamento ricevuto", "Pagato in parte: 500,00 € di 1.234,56 €", "In attesa di pagamento". */
  label: string;
}

/** Whether an order is paid: charged at checkout, or recorded payments that reach its total. */
export function paymentStatus(
  order: { totalCents: number; paymentMethod: string },
  payments: readonly Pick<RecordedPayment, "amountCents">[],
): PaymentStatus {
  const charged =
    isPaymentMethod(order.paymentMethod) && paidAtCheckout.includes(order.paymentMethod)
      ? order.totalCents
      : 0;
  const paidCents = charged + payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  const dueCents = Math.max(0, order.totalCents - paidCents);
  if (dueCents === 0) return { state: "paid", paidCents, dueCents, label: "Pagamento ricevuto" };
  if (paidCents > 0) {
    return {
      state: "partial",
      paidCents,
      dueCents,
      label: `Pagato in parte: ${formatEuroCents(paidCents)} di ${formatEuroCents(order.totalCents)}`,
    };
  }
  return { state: "unpaid", paidCents, dueCents, label: "In attesa di pagamento" };
}

/** The form fields' names, shared by the form and the action. */
export const PAYMENT_FIELDS = {
  receivedOn: "receivedOn",
  amount: "amount",
  method: "method",
  /** The form's one-time key: a double submit records the payment once. */
  key: "paymentKey",
} as const;

const PAYMENT_KEY_MESSAGE = "Il modulo del pagamento è scaduto: ricarica la pagina";

/** The most one payment can be: the checkout's own order limit is far below it. */
const MAX_PAYMENT_CENTS = 100_000_000;

/**
 * What staff type to record a payment. `today` is the shop's calendar day
 * ("yyyy-MM-dd"): money cannot arrive tomorrow.
 */
export function orderPaymentSchema(today: string) {
  return z.object({
    receivedOn: z
      .string({ error: "Indica la data del pagamento" })
      .trim()
      .min(1, "Indica la data del pagamento")
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Scrivi la data come gg/mm/aaaa")
      .refine((day) => !Number.isNaN(Date.parse(`${day}T12:00:00Z`)) && isRealDay(day), {
        message: "Questa data non esiste",
      })
      .refine((day) => day <= today, { message: "La data del pagamento non può essere nel futuro" }),
    amount: euroAmountSchema({
      required: "Indica l'importo ricevuto",
      invalid: "Scrivi l'importo in euro, ad esempio 1.234,50",
      min: { cents: 1, message: "L'importo deve essere maggiore di zero" },
      max: { cents: MAX_PAYMENT_CENTS, message: "L'importo è troppo alto" },
    }),
    method: z.enum(paymentMethods, { error: "Scegli come è stato pagato" }),
    paymentKey: z.string({ error: PAYMENT_KEY_MESSAGE }).regex(/^[A-Za-z0-9-]{16,64}$/, PAYMENT_KEY_MESSAGE),
  });
}

/** A payment as the service records it: the form's amount read into cents. */
export interface OrderPaymentInput {
  receivedOn: string;
  amountCents: number;
  method: PaymentMethod;
  /** The form's one-time key; a payment already stored with it is not stored again. */
  idempotencyKey?: string;
}

/** "2026-02-30" parses in some engines as 2 March: the day must read back the same. */
function isRealDay(day: string): boolean {
  return new Date(`${day}T12:00:00Z`).toISOString().slice(0, 10) === day;
}
