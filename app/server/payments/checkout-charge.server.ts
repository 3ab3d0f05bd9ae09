import { and, asc, eq, isNotNull } from "drizzle-orm";
import { shopCalendarDay } from "#app/domain/italian-formats/dates.ts";
import * as schema from "#db/schema.ts";
import type { Transaction } from "../platform/db.server.ts";

// The checkout's card or wallet charge as a ledger row (docs/product/payments.md#ledger):
// what is due at order is paid at once, recorded by the customer, so that a
// refund or a reversal treats it as any other payment.

type OrderRow = Pick<typeof schema.orders.$inferSelect, "id" | "userId" | "paymentMethod">;

/** Records the charge of the instalments already due, one row each; the caller knows the method charges at checkout. */
export async function recordCheckoutCharge(
  tx: Transaction,
  order: OrderRow,
  now = new Date(),
): Promise<void> {
  if (order.userId === null) return;
  if (order.paymentMethod !== "carta" && order.paymentMethod !== "portafoglio") return;
  const due = await tx
    .select({ id: schema.orderInstalments.id, amountCents: schema.orderInstalments.amountCents })
    .from(schema.orderInstalments)
    .where(and(eq(schema.orderInstalments.orderId, order.id), isNotNull(schema.orderInstalments.triggeredAt)))
    .orderBy(asc(schema.orderInstalments.position));
  const rows = due.filter((step) => step.amountCents > 0);
  if (rows.length === 0) return;
  await tx.insert(schema.orderPayments).values(
    rows.map((step) => ({
      orderId: order.id,
      receivedOn: shopCalendarDay(now),
      amountCents: step.amountCents,
      method: order.paymentMethod as "carta" | "portafoglio",
      instalmentId: step.id,
      recordedBy: order.userId as number,
    })),
  );
}
