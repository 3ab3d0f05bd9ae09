import { and, asc, eq } from "drizzle-orm";
import {
  knownOrderStatus,
  ORDER_CHANGED_CONCURRENTLY,
  type OrderStatus,
  type OrderTransitionFacts,
  orderTransitionRefusal,
} from "#app/domain/orders/order-status.ts";
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

// The order status workflow (docs/product/back-office.md#order-status-workflow):
// every change of an order's status goes through transitionOrder, which
// checks the workflow's guarded table with the change's facts, bumps the
// version, writes the history row and the audit row in the change's
// transaction. Nothing else updates orders.status (tests/lint/status-writes.test.ts).

export interface ChangedOrderStatus {
  orderId: number;
  status: string;
  version: number;
}

interface OrderTransition {
  to: OrderStatus;
  facts: OrderTransitionFacts;
  /** The staff member making the change. */
  changedBy: number;
  note: string;
  noteVisibleToCustomer: boolean;
}

/**
 * The one way an order's status changes. Refused with the workflow's
 * conflict; the caller holds the order's row lock, at the version it checked.
 * Answers the order's new version.
 */
async function transitionOrder(
  tx: Transaction,
  order: { id: number; status: OrderStatus; version: number },
  transition: OrderTransition,
): Promise<number> {
  const refusal = orderTransitionRefusal(order.status, transition.to, transition.facts);
  if (refusal) throw refusal;
  const version = order.version + 1;
  const updated = await tx
    .update(schema.orders)
    .set({ status: transition.to, version })
    .where(and(eq(schema.orders.id, order.id), eq(schema.orders.version, order.version)))
    .returning({ id: schema.orders.id });
  // Unreachable under the row lock; kept so that the optimistic check stands on its own.
  if (updated.length !== 1) throw refuse.conflict(ORDER_CHANGED_CONCURRENTLY);
  const { to, changedBy, note, noteVisibleToCustomer } = transition;
  await recordStatusChange(
    tx,
    {
      of: "order",
      row: {
        orderId: order.id,
        fromStatus: order.status,
        toStatus: to,
        changedBy,
        note,
        noteVisibleToCustomer,
      },
    },
    {
      actorId: changedBy,
      action: "order.status",
      objectType: "order",
      objectId: order.id,
      before: { status: order.status, version: order.version },
      after: { status: to, version, note, noteVisibleToCustomer },
    },
  );
  return version;
}

/**
 * Moves an order to `change.status` for a staff member. Refused as not found
 * (no such order), as a conflict ORDER_CHANGED_CONCURRENTLY (the form's
 * version is no longer the order's: someone else changed it first) or as the
 * workflow's conflict. The row is locked first, so two changes at the same
 * moment queue up and the second sees the first one's version. The customer
 * is told by e-mail.
 */
export function changeOrderStatus(
  db: Database,
  actor: { id: number },
  orderId: number,
  change: OrderStatusChange,
): Promise<ChangedOrderStatus> {
  return db.transaction(async (tx) => {
    const order = await lockedAtVersion(
      tx
        .select({
          status: schema.orders.status,
          version: schema.orders.version,
          email: schema.orders.shippingEmail,
          number: schema.orders.number,
          name: schema.orders.shippingName,
          userId: schema.orders.userId,
        })
        .from(schema.orders)
        .where(eq(schema.orders.id, orderId))
        .for("update"),
      change.version,
      { missing: "Ordine non trovato", changed: ORDER_CHANGED_CONCURRENTLY },
    );
    const note = change.note;
    const noteVisibleToCustomer = note !== "" && change.noteVisibleToCustomer;
    // No guard of the order table reads a fact yet; the first one gathers it here, under the row lock.
    const facts: OrderTransitionFacts = {};
    const version = await transitionOrder(
      tx,
      { id: orderId, status: knownOrderStatus(order.status), version: order.version },
      { to: change.status, facts, changedBy: actor.id, note, noteVisibleToCustomer },
    );
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
        status: change.status,
        note: confirmed && noteVisibleToCustomer ? note : null,
      },
    );
    return { orderId, status: change.status, version };
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
    { status: "pending", at: order.createdAt, note: null },
    ...history.map((entry) => ({
      status: entry.toStatus,
      at: entry.changedAt,
      note: entry.noteVisibleToCustomer && entry.note ? entry.note : null,
    })),
  ];
}
