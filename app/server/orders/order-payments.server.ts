import { and, eq } from "drizzle-orm";
import { shopCalendarDay } from "#app/domain/italian-formats/dates.ts";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import { type OrderPaymentInput, PAYMENT_FIELDS, paymentStatus } from "#app/domain/orders/order-payments.ts";
import { instalmentStandings } from "#app/domain/payments/instalment-status.ts";
import { splitWithholding } from "#app/domain/payments/withholding.ts";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import { listInstalments } from "../payments/order-instalments.server.ts";
import { listOrderPayments } from "../payments/order-ledger.server.ts";
import { queuePaymentReceipt } from "../payments/payment-receipt.server.ts";
import type { Database, Transaction } from "../platform/db.server.ts";
import { recordAudit } from "../staff/audit.server.ts";
import { checkCustomerCashPayment } from "./cash-limit.server.ts";

// Payments staff record on an order (docs/product/back-office.md#payments):
// each one is checked against what is still due under the order's row lock,
// stored as ledger rows, audited and told to the customer in one transaction.
// The form carries a one-time key (stored in `idempotency_key`, unique per
// order): a repeat records nothing and answers as the first did.

export { listOrderPayments, orderPaymentStatus } from "../payments/order-ledger.server.ts";

/** A new one-time key for the payment form, drawn with the page. */
export function newPaymentKey(): string {
  return crypto.randomUUID();
}

export const CANCELLED_ORDER_PAYMENT = "L'ordine è annullato: non si registrano pagamenti.";
export const ORDER_ALREADY_PAID = "L'ordine risulta già pagato per intero.";
export const WITHHOLDING_NEEDS_TRANSFER =
  "La ritenuta si applica solo al bonifico parlante: scegli il bonifico.";

type OrderRow = typeof schema.orders.$inferSelect;

/** The order's row, locked until the transaction ends; refused as not found. */
export async function lockOrderForLedger(tx: Transaction, orderId: number): Promise<OrderRow> {
  const [order] = await tx.select().from(schema.orders).where(eq(schema.orders.id, orderId)).for("update");
  if (!order) throw refuse.notFound("Ordine non trovato");
  return order;
}

/** The order's ledger, instalments and status, read under its row lock. */
export async function ledgerState(tx: Transaction, order: OrderRow) {
  const [entries, instalments] = await Promise.all([
    listOrderPayments(tx, order.id),
    listInstalments(tx, order.id),
  ]);
  const status = paymentStatus(order, entries, { legacyCheckoutCharge: instalments.length === 0 });
  return {
    entries,
    status,
    standings: instalmentStandings(instalments, entries, shopCalendarDay(new Date())),
  };
}

function invalidAt(field: string, message: string, reason?: string) {
  return refuse.invalid(message, { fields: { [field]: message }, ...(reason ? { reason } : {}) });
}

/**
 * Records money received for an order. Refused as not found (no such order),
 * as a conflict for a cancelled or already paid order, and as invalid, at the
 * amount, when it is more than what is still due (of the instalment, or of the
 * order) without a reason, or at the method when cash would pass the
 * customer's limit. Two staff recording at once queue on the row lock.
 */
export async function recordOrderPayment(
  db: Database,
  actor: { id: number },
  orderId: number,
  payment: OrderPaymentInput,
): Promise<{ label: string }> {
  return db.transaction(async (tx) => {
    const order = await lockOrderForLedger(tx, orderId);
    const before = await ledgerState(tx, order);
    // The same form sent again (a double click, a reload): under the row lock, the first one's payment is there.
    if (payment.idempotencyKey && (await isRecorded(tx, orderId, payment.idempotencyKey))) {
      return { label: before.status.label };
    }
    if (order.status === "cancelled") throw refuse.conflict(CANCELLED_ORDER_PAYMENT);
    if (before.status.state === "paid") throw refuse.conflict(ORDER_ALREADY_PAID);
    const chosen =
      payment.instalmentId == null ? null : before.standings.find((step) => step.id === payment.instalmentId);
    if (chosen === undefined) throw invalidAt(PAYMENT_FIELDS.instalment, "Questa rata non è dell'ordine");
    const instalment = chosen ?? before.standings.find((step) => step.leftCents > 0) ?? null;
    const dueCents = chosen ? Math.min(chosen.leftCents, before.status.dueCents) : before.status.dueCents;
    if (payment.amountCents > dueCents && !payment.reason) {
      const message = `L'importo supera quanto resta da pagare (${formatEuroCents(dueCents)}). Se è giusto, scrivi il motivo.`;
      throw invalidAt(PAYMENT_FIELDS.amount, message, "payment-exceeds-balance");
    }
    if (payment.withholding && payment.method !== "bonifico") {
      throw invalidAt(PAYMENT_FIELDS.withholding, WITHHOLDING_NEEDS_TRANSFER);
    }
    if (payment.method === "contrassegno" || payment.method === "contanti") {
      await checkCustomerCashPayment(tx, { id: orderId, userId: order.userId }, payment.amountCents);
    }
    const { receivedCents, withheldCents } = payment.withholding
      ? splitWithholding(payment.amountCents, order.vatSplit)
      : { receivedCents: payment.amountCents, withheldCents: 0 };
    const row = {
      orderId,
      receivedOn: payment.receivedOn,
      method: payment.method,
      instalmentId: instalment?.id ?? null,
      reason: payment.reason ?? "",
      recordedBy: actor.id,
    };
    const [stored] = await tx
      .insert(schema.orderPayments)
      .values({ ...row, amountCents: receivedCents, idempotencyKey: payment.idempotencyKey ?? null })
      .returning({ id: schema.orderPayments.id });
    if (withheldCents > 0) {
      await tx
        .insert(schema.orderPayments)
        .values({ ...row, kind: "withholding", amountCents: withheldCents });
    }
    const after = await ledgerState(tx, order);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "order.payment",
      objectType: "order",
      objectId: orderId,
      before: { paidCents: before.status.paidCents },
      after: {
        paymentId: stored?.id,
        receivedOn: payment.receivedOn,
        amountCents: payment.amountCents,
        receivedCents,
        withheldCents,
        method: payment.method,
        instalmentId: instalment?.id ?? null,
        reason: payment.reason ?? "",
        paidCents: after.status.paidCents,
      },
    });
    await queuePaymentReceipt(tx, order, {
      kind: "payment",
      amountCents: payment.amountCents,
      withheldCents,
      method: payment.method,
      receivedOn: payment.receivedOn,
      instalmentLabel: instalment?.label ?? null,
      leftCents: after.status.dueCents,
    });
    return { label: after.status.label };
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
