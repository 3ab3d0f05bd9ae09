import { refuse } from "#app/domain/refusal.ts";

// Optimistic locking of what two staff members may change at the same moment
// (an order's status, a quote request or lead: docs/product/back-office.md#order-status-workflow):
// the form carries the row's version; the change locks the row, and a version
// that is no longer the row's means someone else changed it first.

/**
 * The row a `… for update` select locked: refused as not found (`missing`)
 * when there is none, as a conflict (`changed`) when its version is not
 * `expectedVersion` (null: a change that does not depend on the version, such
 * as a note).
 */
export async function lockedAtVersion<Row extends { version: number }>(
  lockedRows: PromiseLike<Row[]>,
  expectedVersion: number | null,
  refusals: { missing: string; changed: string },
): Promise<Row> {
  const [row] = await lockedRows;
  if (!row) throw refuse.notFound(refusals.missing);
  if (expectedVersion !== null && row.version !== expectedVersion) throw refuse.conflict(refusals.changed);
  return row;
}
