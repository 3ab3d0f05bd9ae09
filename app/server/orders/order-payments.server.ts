import { and, asc, eq, sum } from "drizzle-orm";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import {
  type OrderPaymentInput,
  PAYMENT_FIELDS,
  paymentStatus,
  type RecordedPayment,
} from "#app/domain/orders/order-payments.ts";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import type { Database } from "../platform/db.server.ts";
import { recordAudit } from "../staff/audit.server.ts";
import { checkCustomerCashPayment } from "./cash-limit.server.ts";

// Payments staff record on an order (docs/product/back-office.md#payments):
// each one is checked against what is still due under the order's row lock,
// stored and audited in one transaction. The form carries a one-time key
// (stored in `idempotency_key`, unique per order): a repeat records nothing
// and answers as the first did.

/** A new one-time key for the payment form, drawn with the page. */
export function newPaymentKey(): string {
  return crypto.randomUUID();
}

export const CANCELLED_ORDER_PAYMENT = "L'ordine è annullato: non si registrano pagamenti.";
export const ORDER_ALREADY_PAID = "L'ordine risulta già pagato per intero.";

/** An order's payments, oldest first, with who recorded each. */
export async function listOrderPayments(db: Database, orderId: number): Promise<RecordedPayment[]> {
  const payments = schema.orderPayments;
  const rows = await db
    .select({
      id: payments.id,
      receivedOn: payments.receivedOn,
      amountCents: payments.amountCents,
      method: payments.method,
      recordedBy: schema.users.username,
      recordedAt: payments.recordedAt,
    })
    .from(payments)
    .innerJoin(schema.users, eq(payments.recordedBy, schema.users.id))
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.receivedOn), asc(payments.id));
  return rows.map((row) => ({ ...row, recordedAt: row.recordedAt.toISOString() }));
}

/**
 * Records money received for an order. Refused as not found (no such order),
 * as a conflict for a cancelled or already paid order, and as invalid, at the
 * amount, when it is more than what is still due (a typo more often than an
 * overpayment, which staff settle outside the shop), or at the method when
 * cash would pass the customer's limit. Two staff recording at once queue on the row lock.
 */
export async function recordOrderPayment(
  db: Database,
  actor: { id: number },
  orderId: number,
  payment: OrderPaymentInput,
): Promise<{ label: string }> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        status: schema.orders.status,
        totalCents: schema.orders.totalCents,
        paymentMethod: schema.orders.paymentMethod,
        userId: schema.orders.userId,
      })
      .from(schema.orders)
      .where(eq(schema.orders.id, orderId))
      .for("update");
    if (!order) throw refuse.notFound("Ordine non trovato");
    const [received] = await tx
      .select({ cents: sum(schema.orderPayments.amountCents).mapWith(Number) })
      .from(schema.orderPayments)
      .where(eq(schema.orderPayments.orderId, orderId));
    const receivedCents = received?.cents ?? 0;
    const before = paymentStatus(order, [{ amountCents: receivedCents }]);
    // The same form sent again (a double click, a reload): under the row lock, the first one's payment is there.
    if (payment.idempotencyKey && (await isRecorded(tx, orderId, payment.idempotencyKey))) {
      return { label: before.label };
    }
    if (order.status === "cancelled") throw refuse.conflict(CANCELLED_ORDER_PAYMENT);
    if (before.state === "paid") throw refuse.conflict(ORDER_ALREADY_PAID);
    if (payment.amountCents > before.dueCents) {
      const message = `L'importo supera quanto resta da pagare (${formatEuroCents(before.dueCents)}).`;
      throw refuse.invalid(message, {
        fields: { [PAYMENT_FIELDS.amount]: message },
        reason: "payment-exceeds-balance",
      });
    }
    if (payment.method === "contrassegno") {
      await checkCustomerCashPayment(tx, { id: orderId, userId: order.userId }, payment.amountCents);
    }
    const [stored] = await tx
      .insert(schema.orderPayments)
      .values({
        orderId,
        receivedOn: payment.receivedOn,
        amountCents: payment.amountCents,
        method: payment.method,
        recordedBy: actor.id,
        idempotencyKey: payment.idempotencyKey ?? null,
      })
      .returning({ id: schema.orderPayments.id });
    const after = paymentStatus(order, [{ amountCents: receivedCents + payment.amountCents }]);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "order.payment",
      objectType: "order",
      objectId: orderId,
      before: { paidCents: before.paidCents },
      after: {
        paymentId: stored?.id,
        receivedOn: payment.receivedOn,
        amountCents: payment.amountCents,
        method: payment.method,
        paidCents: after.paidCents,
      },
    });
    return { label: after.label };
  });
}

async function isRecorded(tx: Database, orderId: number, idempotencyKey: string): Promise<boolean> {
  const [found] = await tx
    .select({ id: schema.orderPayments.id })
    .from(schema.orderPayments)
    .where(
      and(eq(schema.orderPayments.orderId, orderId), eq(schema.orderPayments.idempotencyKey, idempotencyKey)),
    );
  return found !== undefined;
}

/** The payment status of an order read with its payments (the customer's and the staff's order pages). */
export async function orderPaymentStatus(
  db: Database,
  order: { id: number; totalCents: number; paymentMethod: string },
) {
  const payments = await listOrderPayments(db, order.id);
  return { payments, status: paymentStatus(order, payments) };
}
