import { HttpError } from "../web/responses.server.ts";

// Optimistic locking of what two staff members may change at the same moment
// (an order's status, a quote request or lead: docs/product/back-office.md#order-status-workflow):
// the form carries the row's version; the change locks the row, and a version
// that is no longer the row's means someone else changed it first.

/**
 * The row a `… for update` select locked: 404 `missing` when there is none,
 * 409 `changed` when its version is not `expectedVersion` (null: a change that
 * does not depend on the version, such as a note).
 */
export async function lockedAtVersion<Row extends { version: number }>(
  lockedRows: PromiseLike<Row[]>,
  expectedVersion: number | null,
  refusals: { missing: string; changed: string },
): Promise<Row> {
  const [row] = await lockedRows;
  if (!row) throw new HttpError(404, refusals.missing);
  if (expectedVersion !== null && row.version !== expectedVersion) throw new HttpError(409, refusals.changed);
  return row;
}
