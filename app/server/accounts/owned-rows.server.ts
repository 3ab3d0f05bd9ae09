import { and, eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../platform/db.server.ts";

// What a customer keeps (cart lines, saved configurations, wishlist items,
// orders, quotes) is theirs alone: a read or write of one such row names both
// its id and its owner, so that someone else's row matches nothing and answers
// as not found, exactly like a row that does not exist.

interface OwnedRowColumns {
  id: PgColumn;
  userId: PgColumn;
}

/** The row `id` of `table`, only if it belongs to `userId`. */
export function ownedRow(table: OwnedRowColumns, id: number, userId: number): SQL {
  // `and` of two conditions is never undefined.
  return and(eq(table.id, id), eq(table.userId, userId))!;
}

/** Deletes the user's row `id`; false when they have no such row. */
export async function deleteOwnedRow(
  db: Database,
  table: PgTable & OwnedRowColumns,
  id: number,
  userId: number,
): Promise<boolean> {
  const removed = await db
    .delete(table)
    .where(ownedRow(table, id, userId))
    .returning({ id: table.id });
  return removed.length > 0;
}
