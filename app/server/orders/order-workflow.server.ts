import { and, asc, eq } from "drizzle-orm";
import { type OrderStageFacts, orderStageRefusal } from "#app/domain/orders/order-stage-workflow.ts";
import { knownOrderStage, type OrderStage, orderStatusOfStage } from "#app/domain/orders/order-stages.ts";
import { ORDER_CHANGED_CONCURRENTLY } from "#app/domain/orders/order-status.ts";
import type {
  OrderHistoryEntry,
  OrderStatusChange,
  OrderTimelineStep,
} from "#app/domain/orders/order-status-change.ts";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import { isVerifiedAccountEmail } from "../accounts/account-email.server.ts";
import { enqueueMail } from "../mail/outbox.server.ts";
import type { Database, Transaction } from "../platform/db.server.ts";
import { lockedAtVersion } from "../platform/versioned-rows.server.ts";
import { recordStatusChange } from "../staff/audit.server.ts";
import { orderStageFacts } from "./order-stage-facts.server.ts";

// The order's stage workflow (docs/product/production.md#stages): every change
// of an order's stage goes through transitionOrder, which checks the guarded
// stage table with the change's facts, writes the stage and the spec's status
// it reads as, bumps the version, writes the history row and the audit row in
// the change's transaction. Nothing else updates orders.status
// (tests/lint/status-writes.test.ts).

export interface ChangedOrderStatus {
  orderId: number;
  status: string;
  stage: OrderStage;
  version: number;
}

interface OrderTransition {
  to: OrderStage;
  facts: OrderStageFacts;
  /** The staff member making the change. */
  changedBy: number;
  note: string;
  noteVisibleToCustomer: boolean;
}

/**
 * The one way an order's stage changes. Refused with the workflow's
 * conflict; the caller holds the order's row lock, at the version it checked.
 * Answers the order's new version.
 */
async function transitionOrder(
  tx: Transaction,
  order: { id: number; stage: OrderStage; version: number },
  transition: OrderTransition,
): Promise<number> {
  const refusal = orderStageRefusal(order.stage, transition.to, transition.facts);
  if (refusal) throw refusal;
  const version = order.version + 1;
  const { to, changedBy, note, noteVisibleToCustomer, facts } = transition;
  const fromStatus = orderStatusOfStage(order.stage);
  const toStatus = orderStatusOfStage(to);
  const updated = await tx
    .update(schema.orders)
    .set({ stage: to, status: toStatus, version })
    .where(and(eq(schema.orders.id, order.id), eq(schema.orders.version, order.version)))
    .returning({ id: schema.orders.id });
  // Unreachable under the row lock; kept so that the optimistic check stands on its own.
  if (updated.length !== 1) throw refuse.conflict(ORDER_CHANGED_CONCURRENTLY);
  // Only a reason that passed the deposit guard is kept as an override.
  const overrideReason = to === "in_produzione" && !facts.depositReceived ? (facts.overrideReason ?? "") : "";
  await recordStatusChange(
    tx,
    {
      of: "order",
      row: {
        orderId: order.id,
        fromStatus,
        toStatus,
        fromStage: order.stage,
        toStage: to,
        overrideReason,
        changedBy,
        note,
        noteVisibleToCustomer,
      },
    },
    {
      actorId: changedBy,
      action: overrideReason ? "order.status-override" : "order.status",
      objectType: "order",
      objectId: order.id,
      before: { status: fromStatus, stage: order.stage, version: order.version },
      after: { status: toStatus, stage: to, version, note, noteVisibleToCustomer, overrideReason },
    },
  );
  return version;
}

/**
 * Moves an order to `change.stage` for a staff member. Refused as not found
 * (no such order), as a conflict ORDER_CHANGED_CONCURRENTLY (the form's
 * version is no longer the order's: someone else changed it first) or as the
 * workflow's conflict. The row is locked first, so two changes at the same
 * moment queue up and the second sees the first one's version. The customer
 * is told by e-mail.
 */
export function changeOrderStatus(
  db: Database,
  actor: { id: number; role?: string },
  orderId: number,
  change: OrderStatusChange,
): Promise<ChangedOrderStatus> {
  return db.transaction(async (tx) => {
    const order = await lockedAtVersion(
      tx
        .select({
          stage: schema.orders.stage,
          version: schema.orders.version,
          email: schema.orders.shippingEmail,
          number: schema.orders.number,
          name: schema.orders.shippingName,
          userId: schema.orders.userId,
          totalCents: schema.orders.totalCents,
          paymentMethod: schema.orders.paymentMethod,
          status: schema.orders.status,
          measurementsConfirmedAt: schema.orders.measurementsConfirmedAt,
        })
        .from(schema.orders)
        .where(eq(schema.orders.id, orderId))
        .for("update"),
      change.version,
      { missing: "Ordine non trovato", changed: ORDER_CHANGED_CONCURRENTLY },
    );
    const note = change.note;
    const noteVisibleToCustomer = note !== "" && change.noteVisibleToCustomer;
    const facts = await orderStageFacts(
      tx,
      { id: orderId, ...order },
      { actorIsAdmin: actor.role === "admin", overrideReason: change.overrideReason || null },
    );
    const version = await transitionOrder(
      tx,
      { id: orderId, stage: knownOrderStage(order.stage), version: order.version },
      { to: change.stage, facts, changedBy: actor.id, note, noteVisibleToCustomer },
    );
    const status = orderStatusOfStage(change.stage);
    // The customer hears of every change, with the note only when staff made it visible; an
    // address the account has not confirmed hears only the status (docs/product/mail.md).
    const confirmed = await isVerifiedAccountEmail(tx, order.userId, order.email);
    await enqueueMail(
      tx,
      "order-status-changed",
      { to: order.email },
      {
        orderId,
        number: order.number,
        name: confirmed ? order.name : null,
        status,
        stage: change.stage,
        note: confirmed && noteVisibleToCustomer ? note : null,
      },
    );
    return { orderId, status, stage: change.stage, version };
  });
}

/** The whole history of an order, oldest first, with who made each change and every note. */
export async function listOrderHistory(db: Database, orderId: number): Promise<OrderHistoryEntry[]> {
  const history = schema.orderStatusHistory;
  const rows = await db
    .select({
      id: history.id,
      fromStatus: history.fromStatus,
      toStatus: history.toStatus,
      fromStage: history.fromStage,
      toStage: history.toStage,
      overrideReason: history.overrideReason,
      changedAt: history.changedAt,
      changedBy: schema.users.username,
      note: history.note,
      noteVisibleToCustomer: history.noteVisibleToCustomer,
    })
    .from(history)
    .innerJoin(schema.users, eq(history.changedBy, schema.users.id))
    .where(eq(history.orderId, orderId))
    .orderBy(asc(history.changedAt), asc(history.id));
  return rows.map((row) => ({ ...row, changedAt: row.changedAt.toISOString() }));
}

/**
 * The customer's timeline of an order they own (the caller has checked that):
 * received, then each change with its date; internal notes never leave the server.
 */
export async function customerOrderTimeline(
  db: Database,
  order: { id: number; createdAt: string },
): Promise<OrderTimelineStep[]> {
  const history = await listOrderHistory(db, order.id);
  return [
    { status: "pending", stage: "in_attesa_di_conferma", at: order.createdAt, note: null },
    ...history.map((entry) => ({
      status: entry.toStatus,
      stage: entry.toStage,
      at: entry.changedAt,
      note: entry.noteVisibleToCustomer && entry.note ? entry.note : null,
    })),
  ];
}
