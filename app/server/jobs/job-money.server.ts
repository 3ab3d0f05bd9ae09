import { asc, eq, sql } from "drizzle-orm";
import type { JobOrderMoney } from "#app/domain/jobs/job-money.ts";
import * as schema from "#db/schema.ts";
import { orderInvoicesView } from "../invoices/invoice-views.server.ts";
import { orderPaymentStatus } from "../payments/order-ledger.server.ts";
import type { Database } from "../platform/db.server.ts";

// The job's money at a glance (docs/product/jobs.md#money): for each of its
// orders, what is paid, the instalments due and the invoices to issue with
// their deadline, read through the same services as the order's page.

export async function jobMoney(db: Database, jobNumber: string, now = new Date()): Promise<JobOrderMoney[]> {
  const { orders } = schema;
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      totalCents: orders.totalCents,
      paymentMethod: orders.paymentMethod,
      status: orders.status,
    })
    .from(orders)
    .where(eq(orders.jobId, sql`(select id from ${schema.jobs} where ${schema.jobs.number} = ${jobNumber})`))
    .orderBy(asc(orders.id));
  return Promise.all(
    rows.map(async (order) => {
      const [ledger, invoices] = await Promise.all([
        orderPaymentStatus(db, order, now),
        orderInvoicesView(db, order.id, now),
      ]);
      return {
        orderId: order.id,
        orderNumber: order.number,
        totalCents: order.totalCents,
        paymentLabel: ledger.status.label,
        instalmentsDue: ledger.instalments
          .filter((step) => step.state === "due" || step.state === "overdue")
          .map((step) => ({
            label: step.label,
            leftCents: step.leftCents,
            dueOn: step.dueOn,
            overdue: step.state === "overdue",
          })),
        invoicesDue: (invoices?.due ?? []).map((due) => ({
          label: due.label,
          amountCents: due.amountCents,
          dueBy: due.dueBy,
        })),
        invoicesIssued: invoices?.issued.length ?? 0,
      };
    }),
  );
}
