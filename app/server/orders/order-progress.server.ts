import { and, asc, eq, gt, or } from "drizzle-orm";
import { type OrderProgress, orderProgress } from "#app/domain/orders/order-progress.ts";
import * as schema from "#db/schema.ts";
import type { Database } from "../platform/db.server.ts";
import { orderIncludesInstallation } from "./order-stage-facts.server.ts";
import { listOrderHistory } from "./order-workflow.server.ts";

// The order's progress as its customer reads it (docs/product/production.md#stages).

export async function customerOrderProgress(
  db: Database,
  order: { id: number; jobId?: number; stage: string; createdAt: string },
  now = new Date(),
): Promise<OrderProgress> {
  const [history, includesInstallation, [job]] = await Promise.all([
    listOrderHistory(db, order.id),
    orderIncludesInstallation(db, order.id),
    db.select({ jobId: schema.orders.jobId }).from(schema.orders).where(eq(schema.orders.id, order.id)),
  ]);
  // The next one at the site: the order's delivery or fitting, or the job's survey.
  const [next] = job
    ? await db
        .select({
          kind: schema.appointments.kind,
          startsAt: schema.appointments.startsAt,
          endsAt: schema.appointments.endsAt,
        })
        .from(schema.appointments)
        .where(
          and(
            eq(schema.appointments.status, "programmato"),
            gt(schema.appointments.endsAt, now),
            or(
              eq(schema.appointments.orderId, order.id),
              and(eq(schema.appointments.jobId, job.jobId), eq(schema.appointments.kind, "sopralluogo")),
            ),
          ),
        )
        .orderBy(asc(schema.appointments.startsAt))
        .limit(1)
    : [];
  return orderProgress({
    stage: order.stage,
    createdAt: order.createdAt,
    includesInstallation,
    changes: history.map((entry) => ({ toStage: entry.toStage, at: entry.changedAt })),
    nextAppointment: next
      ? { kind: next.kind, startsAt: next.startsAt.toISOString(), endsAt: next.endsAt.toISOString() }
      : null,
  });
}
