import { and, eq, sql, sum } from "drizzle-orm";
import { includesFitting } from "#app/domain/configurator/line-services.ts";
import { paymentStatus } from "#app/domain/orders/order-payments.ts";
import type { OrderStageFacts } from "#app/domain/orders/order-stage-workflow.ts";
import * as schema from "#db/schema.ts";
import type { Database } from "../platform/db.server.ts";

// The facts the order stage table's guards read (docs/product/production.md#stages),
// gathered in the change's transaction under the order's row lock.

type OrderFactsRow = Pick<typeof schema.orders.$inferSelect, "id" | "totalCents" | "paymentMethod"> & {
  measurementsConfirmedAt: Date | null;
};

export interface StageRequest {
  actorIsAdmin: boolean;
  overrideReason: string | null;
}

async function appointmentDone(db: Database, orderId: number, kind: "consegna" | "posa"): Promise<boolean> {
  const [row] = await db
    .select({ id: schema.appointments.id })
    .from(schema.appointments)
    .where(
      and(
        eq(schema.appointments.orderId, orderId),
        eq(schema.appointments.kind, kind),
        eq(schema.appointments.status, "svolto"),
      ),
    )
    .limit(1);
  return row !== undefined;
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
  const [received] = await db
    .select({ cents: sum(schema.orderPayments.amountCents).mapWith(Number) })
    .from(schema.orderPayments)
    .where(eq(schema.orderPayments.orderId, order.id));
  const payment = paymentStatus(order, [{ amountCents: received?.cents ?? 0 }]);
  return {
    positionsWithoutFinalSizes: sizes?.indicative ?? 0,
    measurementsConfirmed: order.measurementsConfirmedAt !== null,
    depositReceived: payment.paidCents > 0,
    overrideReason: request.overrideReason,
    actorIsAdmin: request.actorIsAdmin,
    includesInstallation: await orderIncludesInstallation(db, order.id),
    deliveryDone: await appointmentDone(db, order.id, "consegna"),
    fittingDone: await appointmentDone(db, order.id, "posa"),
    leftToPayCents: payment.dueCents,
  };
}
