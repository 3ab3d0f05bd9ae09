import { and, asc, eq } from "drizzle-orm";
import {
  canChangeOrderStatus,
  knownOrderStatus,
  ORDER_CHANGED_CONCURRENTLY,
  refusedTransitionMessage,
} from "#app/domain/orders/order-status.ts";
import type {
  OrderHistoryEntry,
  OrderStatusChange,
  OrderTimelineStep,
} from "#app/domain/orders/order-status-change.ts";
import * as schema from "#db/schema.ts";
import { isVerifiedAccountEmail } from "../accounts/account-email.server.ts";
import { enqueueMail } from "../mail/outbox.server.ts";
import type { Database } from "../platform/db.server.ts";
import { lockedAtVersion } from "../platform/versioned-rows.server.ts";
import { recordAudit } from "../staff/audit.server.ts";
import { HttpError } from "../web/responses.server.ts";

// The order status workflow (docs/product/back-office.md#order-status-workflow):
// every change of an order's status goes through changeOrderStatus, which
// checks the transition, bumps the version, writes the history row and the
// audit row in one transaction. Nothing else updates orders.status.

export interface ChangedOrderStatus {
  orderId: number;
  status: string;
  version: number;
}

/**
 * Moves an order to `change.status` for a staff member. Refused with 404 (no
 * such order), 409 ORDER_CHANGED_CONCURRENTLY (the form's version is no longer
 * the order's: someone else changed it first) or 409 with the workflow's
 * reason. The row is locked first, so two changes at the same moment queue up
 * and the second sees the first one's version.
 */
export async function changeOrderStatus(
  db: Database,
  actor: { id: number },
  orderId: number,
  change: OrderStatusChange,
): Promise<ChangedOrderStatus> {
  const changed = await db.transaction(async (tx) => {
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
    const from = knownOrderStatus(order.status);
    if (!canChangeOrderStatus(from, change.status))
      throw new HttpError(409, refusedTransitionMessage(from, change.status));

    const version = order.version + 1;
    const updated = await tx
      .update(schema.orders)
      .set({ status: change.status, version })
      .where(and(eq(schema.orders.id, orderId), eq(schema.orders.version, change.version)))
      .returning({ id: schema.orders.id });
    // Unreachable under the row lock; kept so that the optimistic check stands on its own.
    if (updated.length !== 1) throw new HttpError(409, ORDER_CHANGED_CONCURRENTLY);

    const note = change.note;
    const noteVisibleToCustomer = note !== "" && change.noteVisibleToCustomer;
    await tx.insert(schema.orderStatusHistory).values({
      orderId,
      fromStatus: from,
      toStatus: change.status,
      changedBy: actor.id,
      note,
      noteVisibleToCustomer,
    });
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
    await recordAudit(tx, {
      actorId: actor.id,
      action: "order.status",
      objectType: "order",
      objectId: orderId,
      before: { status: from, version: order.version },
      after: { status: change.status, version, note, noteVisibleToCustomer },
    });
    return { orderId, status: change.status, version };
  });
  return changed;
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
