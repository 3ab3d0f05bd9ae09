import { CASH_LIMIT_CENTS } from "../cart-and-checkout/payment-methods.ts";
import { formatEuroCents } from "../italian-formats/money.ts";

// The shop's cash rule per customer (docs/product/buying.md#cash-limit). The
// law (art. 49 d.lgs. 231/2007) forbids cash of 5.000 € or more for one
// transaction, also when split artificially; the shop is stricter and
// simpler: it adds up a customer's cash on every open order and on every order
// of the last 7 days, and takes no more cash once that sum would reach the
// limit. Pure: the server reads the orders (app/server/orders/cash-limit.server.ts).

/** Orders placed within this many days count, whatever their status. */
export const CASH_LOOKBACK_DAYS = 7;

export const CUSTOMER_CASH_LIMIT_MESSAGE = `Per nostra regola non accettiamo contanti per ${formatEuroCents(CASH_LIMIT_CENTS)} o più da un cliente (somma degli ordini aperti e degli ultimi ${CASH_LOOKBACK_DAYS} giorni; la legge vieta i contanti da 5.000 € in su, art. 49 d.lgs. 231/2007): scegli il bonifico o la carta.`;

/** One of the customer's counted orders, with what staff recorded on it so far. */
export interface CashCountedOrder {
  status: string;
  paymentMethod: string;
  totalCents: number;
  /** Recorded payments in cash. */
  cashPaidCents: number;
  /** Recorded payments by any other method. */
  otherPaidCents: number;
}

/**
 * The cash an order stands for: cash on delivery is its total but for what
 * was paid otherwise (a cancelled one only what was taken); any other order
 * only the cash staff recorded on it.
 */
export function orderCashCents(order: CashCountedOrder): number {
  if (order.paymentMethod === "contrassegno" && order.status !== "cancelled") {
    return Math.max(order.cashPaidCents, order.totalCents - order.otherPaidCents);
  }
  return order.cashPaidCents;
}

/** The customer's cash over the counted orders. */
export function customerCashCents(orders: readonly CashCountedOrder[]): number {
  return orders.reduce((sum, order) => sum + orderCashCents(order), 0);
}

/** Whether cash that brings the customer's sum to `cashCents` is refused: from 5.000,00 € up. */
export function reachesCustomerCashLimit(cashCents: number): boolean {
  return cashCents >= CASH_LIMIT_CENTS;
}
