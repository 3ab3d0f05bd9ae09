import { formatEuroCents } from "../italian-formats/money.ts";

// What every total of the shop obeys: VAT included at 22%, and the largest
// order taken online (docs/product/buying.md#checkout).

/** Prices include VAT at 22%: the VAT line is the part of the subtotal that is tax. */
export const VAT_RATE_PERCENT = 22;

export function vatIncludedCents(subtotalCents: number): number {
  // subtotal − subtotal / 1.22, rounded half up at the cent, in integers.
  const net = Math.round((subtotalCents * 100) / (100 + VAT_RATE_PERCENT));
  return subtotalCents - net;
}

/**
 * The largest order the shop takes online, 10.000.000,00 €: far above any real
 * order and well below 21.474.836,47 €, the most an `integer` cents column
 * holds. Every line total and order total stays within it, so no total can
 * overflow a column; the cart checks it when a line is added or changed, the
 * checkout once more.
 */
export const MAX_ORDER_TOTAL_CENTS = 1_000_000_000;

export const ORDER_TOTAL_LIMIT_MESSAGE = `Il totale supererebbe ${formatEuroCents(MAX_ORDER_TOTAL_CENTS)}, il massimo per un ordine online: riduci le quantità o contattaci per un preventivo.`;

export function isWithinOrderLimit(totalCents: number): boolean {
  return Number.isSafeInteger(totalCents) && totalCents <= MAX_ORDER_TOTAL_CENTS;
}

/**
 * The most configured positions (cart lines: windows and doors, whatever their
 * quantity) one cart or order holds, and the most lines in all: the positions
 * plus each service priced on them. Past them a cart costs the server more to
 * price and its documents more to render than any real order needs; larger
 * jobs go through a quote (docs/product/buying.md#cart-size).
 */
export const MAX_ORDER_POSITIONS = 50;
export const MAX_ORDER_LINES = 150;

export const ORDER_POSITIONS_LIMIT_MESSAGE = `Un ordine online può contenere al massimo ${MAX_ORDER_POSITIONS} prodotti configurati: completa questo ordine e fanne un altro, o contattaci per un preventivo.`;
export const ORDER_LINES_LIMIT_MESSAGE = `Un ordine online può contenere al massimo ${MAX_ORDER_LINES} righe tra prodotti e servizi: togli qualche servizio, completa questo ordine e fanne un altro, o contattaci per un preventivo.`;

/** One line of a cart or order as its size counts it: a configured position with its services. */
export interface OrderSizeLine {
  services: readonly unknown[];
}

/** Why these lines are too many for one order, or null when they fit. */
export function orderSizeRefusal(lines: readonly OrderSizeLine[]): string | null {
  if (lines.length > MAX_ORDER_POSITIONS) return ORDER_POSITIONS_LIMIT_MESSAGE;
  const allLines = lines.reduce((total, line) => total + 1 + line.services.length, 0);
  return allLines > MAX_ORDER_LINES ? ORDER_LINES_LIMIT_MESSAGE : null;
}
