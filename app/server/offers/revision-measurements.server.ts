import { asc, eq } from "drizzle-orm";
import type { VersionProductLine } from "#app/domain/offers/offer-document.ts";
import * as schema from "#db/schema.ts";
import type { Transaction } from "../platform/db.server.ts";

// What a revision applied to an order does to the survey's measurements
// (docs/product/production.md#measurements): they stay with their positions,
// and the customer's acceptance of final sizes confirms them.

type OrderRow = typeof schema.orders.$inferSelect;

/** The survey's measurements of the order's positions, in the positions' order (null where none). */
export async function measurementsByPosition(tx: Transaction, orderId: number) {
  const rows = await tx
    .select({ measurement: schema.positionMeasurements })
    .from(schema.orderItems)
    .leftJoin(schema.positionMeasurements, eq(schema.positionMeasurements.orderItemId, schema.orderItems.id))
    .where(eq(schema.orderItems.orderId, orderId))
    .orderBy(asc(schema.orderItems.id));
  return rows.map((row) => row.measurement);
}

/**
 * The revision's items are new rows in the same order as the old ones: the
 * k-th keeps the k-th's measurement (docs/product/production.md#measurements),
 * so the work order still shows who measured it and the notes. A revision
 * with another number of positions keeps none.
 */
export async function keepMeasurements(
  tx: Transaction,
  measured: (typeof schema.positionMeasurements.$inferSelect | null)[],
  items: { id: number }[],
) {
  if (measured.length !== items.length) return;
  const kept = items.flatMap((item, index) => {
    const measurement = measured[index];
    return measurement ? [{ ...measurement, orderItemId: item.id }] : [];
  });
  if (kept.length > 0) await tx.insert(schema.positionMeasurements).values(kept);
}

/**
 * The customer's confirmation of the final sizes after a revision
 * (docs/product/production.md#measurements): their acceptance of a version
 * whose every position is final confirms them, also when the total is the
 * same; a position back to indicative undoes it; a change staff applied
 * alone keeps what there was.
 */
export function measurementsConfirmedAfter(
  order: OrderRow,
  positions: readonly VersionProductLine[],
  appliedBy: "customer" | "staff",
): Date | null {
  if (!positions.every((line) => line.sizesFinal)) return null;
  return appliedBy === "customer" ? new Date() : order.measurementsConfirmedAt;
}
