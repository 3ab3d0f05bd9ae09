import { z } from "zod";
import { isPaymentMethod, type PaymentMethod } from "../cart-and-checkout/payment-methods.ts";
import { euroAmountSchema } from "../italian-formats/euro-amount-schema.ts";
import { formatEuroCents } from "../italian-formats/money.ts";
import {
  type PaymentEntryKind,
  type RecordedPaymentMethod,
  recordedPaymentMethods,
  staffPaymentMethods,
} from "../payments/payment-entries.ts";
import { type LedgerEntry, ledgerBalance } from "../payments/payment-ledger.ts";

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
  kind: PaymentEntryKind;
  instalmentId: number | null;
  reversesPaymentId: number | null;
  reason: string;
  recordedBy: string;
  /** ISO time staff recorded it. */
  recordedAt: string;
}

/** "refunded": money given back and nothing kept; "to_refund": a cancelled order that keeps money. */
export type PaymentState = "paid" | "partial" | "unpaid" | "refunded" | "to_refund";

export interface PaymentStatus {
  state: PaymentState;
  /** What the shop keeps so far (paid less refunded), the checkout's charge included. */
  paidCents: number;
  /** What was given back. */
  refundedCents: number;
  /** What is still due; 0 once paid, and on a cancelled order. */
  dueCents: number;
  /** "Pagamento ricevuto", "Pagato in parte: 500,00 € di 1.234,56 €", "In attesa di pagamento", "Rimborsato: 1.290,00 €". */
  label: string;
}

/**
 * Whether an order is paid, from its ledger (docs/product/back-office.md#payments).
 * `legacyCheckoutCharge`: an order paid by card or wallet before the checkout
 * wrote its charge into the ledger (it has no instalments) counts its total as paid.
 */
export function paymentStatus(
  order: { totalCents: number; paymentMethod: string; status?: string },
  entries: readonly LedgerEntry[],
  { legacyCheckoutCharge = false }: { legacyCheckoutCharge?: boolean } = {},
): PaymentStatus {
  const balance = ledgerBalance(entries);
  const charged =
    legacyCheckoutCharge &&
    isPaymentMethod(order.paymentMethod) &&
    paidAtCheckout.includes(order.paymentMethod)
      ? order.totalCents
      : 0;
  const paidCents = charged + balance.netPaidCents;
  const refundedCents = balance.refundedCents;
  const cancelled = order.status === "cancelled";
  const dueCents = cancelled ? 0 : Math.max(0, order.totalCents - paidCents);
  const base = { paidCents, refundedCents, dueCents };
  if (refundedCents > 0 && paidCents <= 0) {
    return { ...base, state: "refunded", label: `Rimborsato: ${formatEuroCents(refundedCents)}` };
  }
  if (cancelled && paidCents > 0) {
    return { ...base, state: "to_refund", label: `Da rimborsare: ${formatEuroCents(paidCents)}` };
  }
  if (dueCents === 0 && !cancelled) return { ...base, state: "paid", label: "Pagamento ricevuto" };
  if (paidCents > 0) {
    return {
      ...base,
      state: "partial",
      label: `Pagato in parte: ${formatEuroCents(paidCents)} di ${formatEuroCents(order.totalCents)}`,
    };
  }
  return { ...base, state: "unpaid", label: cancelled ? "Nessun pagamento" : "In attesa di pagamento" };
}

/** Whether an order is paid by card or wallet at checkout. */
export function isChargedAtCheckout(method: string): boolean {
  return isPaymentMethod(method) && paidAtCheckout.includes(method);
}

/** The form fields' names, shared by the form and the action. */
export const PAYMENT_FIELDS = {
  receivedOn: "receivedOn",
  amount: "amount",
  method: "method",
  instalment: "instalmentId",
  /** The gross amount of a bonifico parlante: the bank withheld 11 % of it net of VAT. */
  withholding: "withholding",
  reason: "reason",
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
    method: z.enum(recordedPaymentMethods, { error: "Scegli come è stato pagato" }),
    instalmentId: z
      .union([z.literal("").transform(() => null), z.coerce.number().int().positive()], {
        error: "Scegli la rata",
      })
      .optional()
      .transform((value) => value ?? null),
    withholding: z
      .literal("on", { error: "Ritenuta: indica sì o no" })
      .optional()
      .transform((value) => value === "on"),
    reason: z.string().trim().max(500, "Al massimo 500 caratteri").optional().default(""),
    paymentKey: z.string({ error: PAYMENT_KEY_MESSAGE }).regex(/^[A-Za-z0-9-]{16,64}$/, PAYMENT_KEY_MESSAGE),
  });
}

/** A reversal (storno) of a wrong row, or a refund of money received: always with a reason. */
export function ledgerCorrectionSchema(today: string) {
  const base = orderPaymentSchema(today);
  return {
    reversal: z.object({
      paymentId: z.coerce.number({ error: "Scegli il pagamento da stornare" }).int().positive(),
      reason: reasonSchema,
      paymentKey: base.shape.paymentKey,
    }),
    refund: z.object({
      receivedOn: base.shape.receivedOn,
      amount: base.shape.amount,
      method: z.enum(staffPaymentMethods, { error: "Scegli come è stato rimborsato" }),
      reason: reasonSchema,
      paymentKey: base.shape.paymentKey,
    }),
  };
}

const reasonSchema = z
  .string({ error: "Scrivi il motivo" })
  .trim()
  .min(3, "Scrivi il motivo")
  .max(500, "Al massimo 500 caratteri");

/** A payment as the service records it: the form's amount read into cents. */
export interface OrderPaymentInput {
  receivedOn: string;
  amountCents: number;
  method: RecordedPaymentMethod;
  /** The instalment it pays; null: the first ones still open. */
  instalmentId?: number | null;
  /** The amount is the gross of a bonifico parlante: 11 % of it net of VAT was withheld by the bank. */
  withholding?: boolean;
  /** Why more than what is due was received (required then). */
  reason?: string;
  /** The form's one-time key; a payment already stored with it is not stored again. */
  idempotencyKey?: string;
}

/** "2026-02-30" parses in some engines as 2 March: the day must read back the same. */
function isRealDay(day: string): boolean {
  return new Date(`${day}T12:00:00Z`).toISOString().slice(0, 10) === day;
}
