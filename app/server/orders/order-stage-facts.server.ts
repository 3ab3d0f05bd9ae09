import { eq, sql } from "drizzle-orm";
import { includesFitting } from "#app/domain/configurator/line-services.ts";
import type { OrderStageFacts } from "#app/domain/orders/order-stage-workflow.ts";
import { depositsBeforeProductionPaid } from "#app/domain/payments/instalment-status.ts";
import * as schema from "#db/schema.ts";
import { appointmentDoneFor } from "../appointments/appointment-outcomes.server.ts";
import { orderPaymentStatus } from "../payments/order-ledger.server.ts";
import type { Database } from "../platform/db.server.ts";

// The facts the order stage table's guards read (docs/product/production.md#stages),
// gathered in the change's transaction under the order's row lock.

type OrderFactsRow = Pick<
  typeof schema.orders.$inferSelect,
  "id" | "totalCents" | "paymentMethod" | "status"
> & {
  measurementsConfirmedAt: Date | null;
};

export interface StageRequest {
  actorIsAdmin: boolean;
  overrideReason: string | null;
}

/** Whether any position of the order carries installation: it then ends «posato». */
export async function orderIncludesInstallation(db: Database, orderId: number): Promise<boolean> {
  const items = await db
    .select({ services: schema.orderItems.services })
    .from(schema.orderItems)
    .where(eq(schema.orderItems.orderId, orderId));
  return includesFitting(items);
}

export async function orderStageFacts(
  db: Database,
  order: OrderFactsRow,
  request: StageRequest,
): Promise<OrderStageFacts> {
  const [sizes] = await db
    .select({
      indicative: sql<number>`count(*) filter (where not ${schema.orderItems.sizesFinal})`.mapWith(Number),
    })
    .from(schema.orderItems)
    .where(eq(schema.orderItems.orderId, order.id));
  const { status: payment, instalments } = await orderPaymentStatus(db, order);
  return {
    positionsWithoutFinalSizes: sizes?.indicative ?? 0,
    measurementsConfirmed: order.measurementsConfirmedAt !== null,
    // The instalments due at order or at the final measurements are paid; orders
    // placed before instalments were kept: any payment (docs/product/production.md#stages).
    depositReceived:
      instalments.length > 0 ? depositsBeforeProductionPaid(instalments) : payment.paidCents > 0,
    overrideReason: request.overrideReason,
    actorIsAdmin: request.actorIsAdmin,
    includesInstallation: await orderIncludesInstallation(db, order.id),
    deliveryDone: await appointmentDoneFor(db, order.id, "consegna"),
    fittingDone: await appointmentDoneFor(db, order.id, "posa"),
    leftToPayCents: payment.dueCents,
  };
}
