import type * as schema from "#db/schema.ts";
import type { Transaction } from "../platform/db.server.ts";
import { replanInstalments, triggerInstalments } from "./order-instalments.server.ts";
import { listOrderPayments } from "./order-ledger.server.ts";

// What a revision applied to an order does to its instalments
// (docs/product/payments.md#instalments): a new total is shared again by the
// instalments not yet paid; the customer's confirmation of the final sizes
// makes the instalments of the measurements due.

type OrderRow = Pick<typeof schema.orders.$inferSelect, "id" | "totalCents" | "measurementsConfirmedAt">;

export async function instalmentsAfterRevision(
  tx: Transaction,
  before: OrderRow,
  after: OrderRow,
): Promise<void> {
  if (after.totalCents !== before.totalCents) {
    await replanInstalments(tx, after.id, after.totalCents, await listOrderPayments(tx, after.id));
  }
  const confirmed = after.measurementsConfirmedAt;
  if (confirmed && confirmed.getTime() !== before.measurementsConfirmedAt?.getTime()) {
    await triggerInstalments(tx, after.id, "measurements", confirmed);
  }
}
