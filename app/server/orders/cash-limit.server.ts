import { and, eq, gte, inArray, or, sql } from "drizzle-orm";
import {
  CASH_LOOKBACK_DAYS,
  type CashCountedOrder,
  CUSTOMER_CASH_LIMIT_MESSAGE,
  customerCashCents,
  reachesCustomerCashLimit,
} from "#app/domain/orders/cash-limit.ts";
import { PAYMENT_FIELDS } from "#app/domain/orders/order-payments.ts";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import type { Database } from "../platform/db.server.ts";

// The query behind the shop's cash rule per customer (the rule itself:
// app/domain/orders/cash-limit.ts; docs/product/buying.md#cash-limit). The callers
// hold the customer's user row `for update`, so that a checkout and a staff
// payment of the same customer take turns and cannot both pass.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Locks the customer's row until the transaction ends: their cash is counted one change at a time. */
export async function lockCustomer(tx: Database, userId: number): Promise<void> {
  await tx
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.id, userId))
    .for("update");
}

/**
 * The customer's orders the rule counts: open (pending or processing) or
 * placed within the last 7 days, each with its recorded payments by cash and
 * by other methods; `orderId`, when given, counts whatever its age (the order
 * a payment is recorded on). Without a customer (an order whose account is
 * gone) only that order.
 */
export async function cashCountedOrders(
  tx: Database,
  { userId, orderId }: { userId: number | null; orderId?: number },
  now = new Date(),
): Promise<(CashCountedOrder & { id: number })[]> {
  const { orders, orderPayments } = schema;
  // Money kept: payments not reversed (a withholding, a reversal or a refund is no cash taken).
  const kept = sql`${orderPayments.kind} = 'payment' and not exists (select 1 from ${orderPayments} as undo where undo.reverses_payment_id = ${orderPayments.id})`;
  const paid = (cash: boolean) =>
    sql<number>`coalesce(sum(${orderPayments.amountCents}) filter (where ${kept} and ${
      cash
        ? sql`${orderPayments.method} in ('contrassegno', 'contanti')`
        : sql`${orderPayments.method} not in ('contrassegno', 'contanti')`
    }), 0)`.mapWith(Number);
  const since = new Date(now.getTime() - CASH_LOOKBACK_DAYS * DAY_MS);
  const customers =
    userId === null
      ? undefined
      : and(
          eq(orders.userId, userId),
          or(inArray(orders.status, ["pending", "processing"]), gte(orders.createdAt, since)),
        );
  return tx
    .select({
      id: orders.id,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      totalCents: orders.totalCents,
      cashPaidCents: paid(true),
      otherPaidCents: paid(false),
    })
    .from(orders)
    .leftJoin(orderPayments, eq(orderPayments.orderId, orders.id))
    .where(or(customers, orderId === undefined ? undefined : eq(orders.id, orderId)))
    .groupBy(orders.id);
}

function refusal(field: string) {
  return refuse.invalid(CUSTOMER_CASH_LIMIT_MESSAGE, { fields: { [field]: CUSTOMER_CASH_LIMIT_MESSAGE } });
}

/**
 * Refuses, beside the payment method, a cash-on-delivery checkout of
 * `totalCents` that would bring the customer's cash to the limit. The caller
 * holds the customer's row lock.
 */
export async function checkCustomerCashAtCheckout(
  tx: Database,
  userId: number,
  totalCents: number,
): Promise<void> {
  const counted = customerCashCents(await cashCountedOrders(tx, { userId }));
  if (reachesCustomerCashLimit(counted + totalCents)) throw refusal("paymentMethod");
}

/**
 * Refuses, beside the method, `amountCents` received in cash on an order
 * when it would bring its customer's cash to the limit. Locks the customer's
 * row first (the order's row is the caller's).
 */
export async function checkCustomerCashPayment(
  tx: Database,
  order: { id: number; userId: number | null },
  amountCents: number,
): Promise<void> {
  if (order.userId !== null) await lockCustomer(tx, order.userId);
  const counted = await cashCountedOrders(tx, { userId: order.userId, orderId: order.id });
  const after = counted.map((row) =>
    row.id === order.id ? { ...row, cashPaidCents: row.cashPaidCents + amountCents } : row,
  );
  if (reachesCustomerCashLimit(customerCashCents(after))) throw refusal(PAYMENT_FIELDS.method);
}
