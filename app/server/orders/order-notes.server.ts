import { asc, eq, inArray } from "drizzle-orm";
import type { OrderNoteEntry } from "#app/domain/orders/order-status-change.ts";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import type { Database } from "../platform/db.server.ts";
import { recordAudit } from "../staff/audit.server.ts";

// Staff's internal notes on an order (docs/product/back-office.md#order-notes):
// appended at any status, also after completion or cancellation, never edited
// or deleted, never shown to the customer; each one audited with it.

export const ORDER_NOT_FOUND = "Ordine non trovato";

/** Appends a note to the order; answers its id. */
export async function addOrderNote(
  db: Database,
  actor: { id: number },
  orderId: number,
  body: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: schema.orders.id })
      .from(schema.orders)
      .where(eq(schema.orders.id, orderId));
    if (!order) throw refuse.notFound(ORDER_NOT_FOUND);
    const [note] = await tx
      .insert(schema.orderNotes)
      .values({ orderId, authorId: actor.id, body })
      .returning({ id: schema.orderNotes.id });
    if (!note) throw new Error("order note insert returned no row");
    await recordAudit(tx, {
      actorId: actor.id,
      action: "order.note",
      objectType: "order",
      objectId: orderId,
      before: null,
      after: { noteId: note.id, body },
    });
    return note.id;
  });
}

/** The order's notes, oldest first, with their authors. */
export async function listOrderNotes(db: Database, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  const { orderNotes, users } = schema;
  const rows = await db
    .select({ note: orderNotes, author: users.username })
    .from(orderNotes)
    .innerJoin(users, eq(users.id, orderNotes.authorId))
    .where(inArray(orderNotes.orderId, [...orderIds]))
    .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
  return rows.map(({ note, author }): OrderNoteEntry & { orderId: number } => ({
    id: note.id,
    orderId: note.orderId,
    author,
    at: note.createdAt.toISOString(),
    body: note.body,
  }));
}
