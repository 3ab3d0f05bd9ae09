import { and, eq } from "drizzle-orm";
import { shopCalendarDay } from "#app/domain/italian-formats/dates.ts";
import { type InstalmentStanding, instalmentStandings } from "#app/domain/payments/instalment-status.ts";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import { ownedRow } from "../accounts/owned-rows.server.ts";
import { ledgerState, lockOrderForLedger } from "../orders/order-payments.server.ts";
import type { Database } from "../platform/db.server.ts";
import { listInstalments } from "./order-instalments.server.ts";
import { listOrderPayments } from "./order-ledger.server.ts";
import { queuePaymentReceipt } from "./payment-receipt.server.ts";

// An instalment's own payment page (docs/product/payments.md#customer): the
// owner pays what is left of a due instalment by card (simulated, as at the
// checkout: the card's data never reach the server) and the ledger gets a
// row recorded by the customer; a repeat of the same form records nothing.

export const INSTALMENT_NOT_DUE = "Questa rata non è ancora dovuta.";
export const INSTALMENT_ALREADY_PAID = "Questa rata risulta già pagata.";
export const ORDER_CANCELLED = "L'ordine è annullato: non c'è nulla da pagare.";

type OrderRow = typeof schema.orders.$inferSelect;

/** The customer's order and one of its instalments by position; another user's or a missing one: not found. */
export async function ownInstalment(
  db: Database,
  userId: number,
  orderId: number,
  position: number,
): Promise<{ order: OrderRow; instalment: InstalmentStanding }> {
  const [order] = await db
    .select()
    .from(schema.orders)
    .where(ownedRow(schema.orders, orderId, userId));
  if (!order) throw refuse.notFound("Ordine non trovato");
  const [instalments, entries] = await Promise.all([
    listInstalments(db, orderId),
    listOrderPayments(db, orderId),
  ]);
  const instalment = instalmentStandings(instalments, entries, shopCalendarDay(new Date())).find(
    (step) => step.position === position,
  );
  if (!instalment) throw refuse.notFound("Rata non trovata");
  return { order, instalment };
}

/** Why an instalment cannot be paid now, or null when it can. */
export function instalmentRefusal(
  order: Pick<OrderRow, "status">,
  instalment: InstalmentStanding,
): string | null {
  if (order.status === "cancelled") return ORDER_CANCELLED;
  if (instalment.state === "paid") return INSTALMENT_ALREADY_PAID;
  if (instalment.state === "later") return INSTALMENT_NOT_DUE;
  return null;
}

/** Pays what is left of the instalment by card, under the order's row lock. */
export async function payInstalmentByCard(
  db: Database,
  user: { id: number },
  orderId: number,
  position: number,
  idempotencyKey: string,
): Promise<{ amountCents: number }> {
  await ownInstalment(db, user.id, orderId, position);
  return db.transaction(async (tx) => {
    const order = await lockOrderForLedger(tx, orderId);
    const [repeat] = await tx
      .select({ amountCents: schema.orderPayments.amountCents })
      .from(schema.orderPayments)
      .where(
        and(
          eq(schema.orderPayments.orderId, orderId),
          eq(schema.orderPayments.idempotencyKey, idempotencyKey),
        ),
      );
    if (repeat) return { amountCents: repeat.amountCents };
    const before = await ledgerState(tx, order);
    const instalment = before.standings.find((step) => step.position === position);
    if (!instalment) throw refuse.notFound("Rata non trovata");
    const refusal = instalmentRefusal(order, instalment);
    if (refusal) throw refuse.conflict(refusal);
    const today = shopCalendarDay(new Date());
    await tx.insert(schema.orderPayments).values({
      orderId,
      receivedOn: today,
      amountCents: instalment.leftCents,
      method: "carta",
      instalmentId: instalment.id,
      recordedBy: user.id,
      idempotencyKey,
    });
    const after = await ledgerState(tx, order);
    await queuePaymentReceipt(tx, order, {
      kind: "payment",
      amountCents: instalment.leftCents,
      method: "carta",
      receivedOn: today,
      instalmentLabel: instalment.label,
      leftCents: after.status.dueCents,
    });
    return { amountCents: instalment.leftCents };
  });
}
