import { and, eq } from "drizzle-orm";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import { ledgerState, lockOrderForLedger } from "../orders/order-payments.server.ts";
import type { Database } from "../platform/db.server.ts";
import { recordAudit } from "../staff/audit.server.ts";
import { queuePaymentReceipt } from "./payment-receipt.server.ts";

// Corrections to an order's ledger (docs/product/payments.md#corrections): a
// wrong row is cancelled by a reversal with a reason, never deleted; money
// given back is a refund with its method, day and reason. Each is audited in
// its own transaction, under the order's row lock.

export const REVERSAL_OF_REVERSAL = "Uno storno non si storna: registra di nuovo il pagamento corretto.";
export const ALREADY_REVERSED = "Questo pagamento è già stato stornato.";
export const NOTHING_TO_REFUND = "Non c'è nulla da rimborsare su questo ordine.";

/** The one-time key of a correction form: a second send records nothing. */
async function alreadyRecorded(tx: Database, orderId: number, key: string): Promise<boolean> {
  const [found] = await tx
    .select({ id: schema.orderPayments.id })
    .from(schema.orderPayments)
    .where(and(eq(schema.orderPayments.orderId, orderId), eq(schema.orderPayments.idempotencyKey, key)));
  return found !== undefined;
}

/** Cancels ledger row `paymentId` of the order with a reason; a reversal cannot be reversed, a row only once. */
export async function reverseOrderPayment(
  db: Database,
  actor: { id: number },
  orderId: number,
  input: { paymentId: number; reason: string; idempotencyKey: string },
  today: string,
): Promise<{ label: string }> {
  return db.transaction(async (tx) => {
    const order = await lockOrderForLedger(tx, orderId);
    const before = await ledgerState(tx, order);
    if (await alreadyRecorded(tx, orderId, input.idempotencyKey)) return { label: before.status.label };
    const target = before.entries.find((entry) => entry.id === input.paymentId);
    if (!target) throw refuse.notFound("Pagamento non trovato");
    if (target.kind === "reversal") throw refuse.conflict(REVERSAL_OF_REVERSAL);
    if (before.entries.some((entry) => entry.reversesPaymentId === target.id)) {
      throw refuse.conflict(ALREADY_REVERSED);
    }
    const [stored] = await tx
      .insert(schema.orderPayments)
      .values({
        orderId,
        receivedOn: today,
        amountCents: target.amountCents,
        method: target.method,
        kind: "reversal",
        instalmentId: target.instalmentId,
        reversesPaymentId: target.id,
        reason: input.reason,
        recordedBy: actor.id,
        idempotencyKey: input.idempotencyKey,
      })
      .returning({ id: schema.orderPayments.id });
    const after = await ledgerState(tx, order);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "order.payment-reversal",
      objectType: "order",
      objectId: orderId,
      before: { paidCents: before.status.paidCents, paymentId: target.id, kind: target.kind },
      after: { reversalId: stored?.id, reason: input.reason, paidCents: after.status.paidCents },
    });
    await queuePaymentReceipt(tx, order, {
      kind: "reversal",
      amountCents: target.amountCents,
      method: target.method,
      receivedOn: today,
      instalmentLabel: null,
      leftCents: after.status.dueCents,
      reason: input.reason,
    });
    return { label: after.status.label };
  });
}

/** Records money given back to the customer: at most what the shop keeps. */
export async function refundOrderPayment(
  db: Database,
  actor: { id: number },
  orderId: number,
  input: { receivedOn: string; amountCents: number; method: string; reason: string; idempotencyKey: string },
): Promise<{ label: string }> {
  return db.transaction(async (tx) => {
    const order = await lockOrderForLedger(tx, orderId);
    const before = await ledgerState(tx, order);
    if (await alreadyRecorded(tx, orderId, input.idempotencyKey)) return { label: before.status.label };
    if (before.status.paidCents <= 0) throw refuse.conflict(NOTHING_TO_REFUND);
    if (input.amountCents > before.status.paidCents) {
      const message = `Il rimborso supera quanto ricevuto (${formatEuroCents(before.status.paidCents)}).`;
      throw refuse.invalid(message, { fields: { amount: message } });
    }
    const method = input.method as typeof schema.orderPayments.$inferInsert.method;
    const [stored] = await tx
      .insert(schema.orderPayments)
      .values({
        orderId,
        receivedOn: input.receivedOn,
        amountCents: input.amountCents,
        method,
        kind: "refund",
        reason: input.reason,
        recordedBy: actor.id,
        idempotencyKey: input.idempotencyKey,
      })
      .returning({ id: schema.orderPayments.id });
    const after = await ledgerState(tx, order);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "order.payment-refund",
      objectType: "order",
      objectId: orderId,
      before: { paidCents: before.status.paidCents },
      after: { refundId: stored?.id, ...input, paidCents: after.status.paidCents },
    });
    await queuePaymentReceipt(tx, order, {
      kind: "refund",
      amountCents: input.amountCents,
      method: input.method,
      receivedOn: input.receivedOn,
      instalmentLabel: null,
      leftCents: after.status.dueCents,
      reason: input.reason,
    });
    return { label: after.status.label };
  });
}
