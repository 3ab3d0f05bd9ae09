import { type SQL, sql } from "drizzle-orm";
import type { OrderCollection } from "#app/domain/payments/order-collection.ts";
import * as schema from "#db/schema.ts";

// What an order's ledger adds up to, in SQL, for the lists that filter and
// page by it (docs/product/back-office.md#orders): the same sum as
// ledgerBalance (app/domain/payments/payment-ledger.ts) and the same legacy
// card charge as paymentStatus. Qualified by hand: in a one-table select
// drizzle writes bare column names, which a subquery would read as its own.

const { orders } = schema;

/** Paid less refunded, rows cancelled by a reversal left out, plus the charge of a card order placed before the ledger. */
export const netPaidCentsSql: SQL<number> = sql<number>`((select coalesce(sum(case when paid.kind = 'refund' then -paid.amount_cents else paid.amount_cents end), 0) from ${schema.orderPayments} as paid where paid.order_id = ${orders}.id and paid.kind <> 'reversal' and not exists (select 1 from ${schema.orderPayments} as undo where undo.reverses_payment_id = paid.id)) + case when ${orders}.payment_method in ('carta', 'portafoglio') and not exists (select 1 from ${schema.orderInstalments} as step where step.order_id = ${orders}.id) then ${orders}.total_cents else 0 end)::int`;

/**
 * What the instalments due by now add up to: triggered ones («dovuto»), or
 * those past their due day in Italy («scaduto»). Money fills the instalments
 * in their order, so an order owes one of them while it keeps less than this.
 */
function instalmentsDueSql(overdue: boolean): SQL<number> {
  const when = overdue
    ? sql`step.due_on < (now() at time zone 'Europe/Rome')::date`
    : sql`step.triggered_at is not null`;
  return sql<number>`(select coalesce(sum(step.amount_cents), 0) from ${schema.orderInstalments} as step where step.order_id = ${orders}.id and ${when})::int`;
}

/** The list's filter on what is still to collect; cancelled orders are never «da incassare». */
export function collectionCondition(collection: OrderCollection): SQL {
  switch (collection) {
    case "dovuto":
      return sql`(${orders}.status <> 'cancelled' and ${netPaidCentsSql} < ${instalmentsDueSql(false)})`;
    case "scaduto":
      return sql`(${orders}.status <> 'cancelled' and ${netPaidCentsSql} < ${instalmentsDueSql(true)})`;
    case "pagato":
      return sql`(${orders}.status <> 'cancelled' and ${netPaidCentsSql} >= ${orders}.total_cents)`;
    case "in-parte":
      return sql`(${orders}.status <> 'cancelled' and ${netPaidCentsSql} > 0 and ${netPaidCentsSql} < ${orders}.total_cents)`;
    default:
      return sql`(${orders}.status <> 'cancelled' and ${netPaidCentsSql} <= 0)`;
  }
}
