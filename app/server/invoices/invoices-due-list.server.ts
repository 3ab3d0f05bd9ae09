import { asc, sql } from "drizzle-orm";
import { invoiceDocumentTypeLabels } from "#app/domain/invoices/invoice-kinds.ts";
import type { DueInvoiceRow } from "#app/domain/invoices/invoice-views.ts";
import { invoicesDue, withCheckoutCharge } from "#app/domain/invoices/invoices-due.ts";
import * as schema from "#db/schema.ts";
import type { Database } from "../platform/db.server.ts";
import {
  invoiceOrder,
  ledgerEntries,
  orderHasInstalments,
  orderInvoiceRows,
} from "./invoice-records.server.ts";

// The invoices due across the shop, for the staff dashboard
// (docs/product/invoices.md#due): orders with money received and not invoiced,
// each with what is due and by when, the nearest deadline first. Every
// subquery goes by an order's id (invoices_order_idx, order_payments_order_idx).

/** Orders looked at: the oldest with something to invoice. */
const CANDIDATES = 20;

export async function invoicesDueList(
  db: Database,
  limit = 10,
): Promise<{ rows: DueInvoiceRow[]; more: boolean }> {
  const { orders } = schema;
  const candidates = await db
    .select({ id: orders.id })
    .from(orders)
    .where(sql`${orders.status} <> 'cancelled'
      and not exists (select 1 from invoices i where i.order_id = ${orders.id} and i.type = 'TD01')
      and (
        exists (
          select 1 from order_payments p
          where p.order_id = ${orders.id} and p.kind = 'payment'
            and not exists (select 1 from order_payments r where r.reverses_payment_id = p.id)
            and not exists (select 1 from invoices i where i.order_id = p.order_id and i.payment_id = p.id)
        )
        or (${orders.paymentMethod} in ('carta', 'portafoglio')
            and not exists (select 1 from order_instalments oi where oi.order_id = ${orders.id})
            and not exists (select 1 from invoices i where i.order_id = ${orders.id}))
      )`)
    .orderBy(asc(orders.id))
    .limit(CANDIDATES);
  const ids = candidates.map((row) => row.id);
  const rows: DueInvoiceRow[] = [];
  for (const id of ids) {
    const order = await invoiceOrder(db, id);
    if (!order) continue;
    const [entries, invoices, hasInstalments] = await Promise.all([
      ledgerEntries(db, id),
      orderInvoiceRows(db, id),
      orderHasInstalments(db, id),
    ]);
    for (const due of invoicesDue(
      withCheckoutCharge(entries, order, hasInstalments),
      invoices,
      order.totalCents,
    )) {
      rows.push({
        orderId: id,
        orderNumber: order.number,
        label: invoiceDocumentTypeLabels[due.type],
        dueBy: due.dueBy,
        amountCents: due.amountCents,
      });
    }
  }
  rows.sort((x, y) => x.dueBy.localeCompare(y.dueBy) || x.orderId - y.orderId);
  return { rows: rows.slice(0, limit), more: rows.length > limit || ids.length === CANDIDATES };
}
