import { asc, eq } from "drizzle-orm";
import { shopCalendarDay } from "#app/domain/italian-formats/dates.ts";
import { paymentStatus, type RecordedPayment } from "#app/domain/orders/order-payments.ts";
import { type InstalmentStanding, instalmentStandings } from "#app/domain/payments/instalment-status.ts";
import * as schema from "#db/schema.ts";
import type { Database } from "../platform/db.server.ts";
import { listInstalments } from "./order-instalments.server.ts";

// An order's ledger as the pages read it (docs/product/payments.md#ledger):
// every row, oldest first, what they add up to and where each instalment stands.

/** An order's ledger rows, oldest first, with who recorded each. */
export async function listOrderPayments(db: Database, orderId: number): Promise<RecordedPayment[]> {
  const payments = schema.orderPayments;
  const rows = await db
    .select({
      id: payments.id,
      receivedOn: payments.receivedOn,
      amountCents: payments.amountCents,
      method: payments.method,
      kind: payments.kind,
      instalmentId: payments.instalmentId,
      reversesPaymentId: payments.reversesPaymentId,
      reason: payments.reason,
      recordedBy: schema.users.username,
      recordedAt: payments.recordedAt,
    })
    .from(payments)
    .innerJoin(schema.users, eq(payments.recordedBy, schema.users.id))
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.receivedOn), asc(payments.id));
  return rows.map((row) => ({ ...row, recordedAt: row.recordedAt.toISOString() }));
}

export interface OrderLedgerView {
  payments: RecordedPayment[];
  status: ReturnType<typeof paymentStatus>;
  instalments: InstalmentStanding[];
}

/** The payment status of an order read with its ledger and instalments (the customer's and the staff's order pages). */
export async function orderPaymentStatus(
  db: Database,
  order: { id: number; totalCents: number; paymentMethod: string; status?: string },
  now = new Date(),
): Promise<OrderLedgerView> {
  const [payments, instalments] = await Promise.all([
    listOrderPayments(db, order.id),
    listInstalments(db, order.id),
  ]);
  return {
    payments,
    // Orders placed before instalments were kept had their card charge outside the ledger.
    status: paymentStatus(order, payments, { legacyCheckoutCharge: instalments.length === 0 }),
    instalments: instalmentStandings(instalments, payments, shopCalendarDay(now)),
  };
}
