import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { appointmentKindLabels } from "#app/domain/appointments/appointment-kinds.ts";
import { formatDateTime } from "#app/domain/italian-formats/dates.ts";
import type {
  DeliveryNoteView,
  OrderPurchasingView,
  PurchaseOrderView,
  SupplierBatch,
} from "#app/domain/purchasing/purchasing-views.ts";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import type { Database } from "../platform/db.server.ts";
import { deliveryAppointmentsOf } from "./delivery-notes.server.ts";
import { linesBySupplier } from "./purchase-line-sources.server.ts";

// What the staff order page and the job page show of purchasing
// (docs/product/production.md#purchase-orders, docs/product/production.md#delivery-notes).

const { purchaseOrders, suppliers, users, mailOutbox, deliveryNotes, orderItems } = schema;

/** The purchase orders matching `where`, oldest first, with when each was sent and who saw it arrive. */
async function purchaseOrderViews(db: Database, where: ReturnType<typeof eq>): Promise<PurchaseOrderView[]> {
  const rows = await db
    .select({ row: purchaseOrders, supplier: suppliers, recordedBy: users.username })
    .from(purchaseOrders)
    .innerJoin(suppliers, eq(purchaseOrders.supplierId, suppliers.id))
    .leftJoin(users, eq(purchaseOrders.arrivalRecordedBy, users.id))
    .where(where)
    .orderBy(asc(purchaseOrders.id));
  const ids = rows.map(({ row }) => row.id);
  const mails =
    ids.length === 0
      ? []
      : await db
          .select({
            purchaseOrderId: sql<number>`(${mailOutbox.params}->>'purchaseOrderId')::int`,
            status: mailOutbox.status,
            createdAt: mailOutbox.createdAt,
            sentAt: mailOutbox.sentAt,
          })
          .from(mailOutbox)
          .where(
            and(
              eq(mailOutbox.kind, "purchase-order-sent"),
              inArray(sql`(${mailOutbox.params}->>'purchaseOrderId')::int`, ids),
            ),
          )
          .orderBy(asc(mailOutbox.id));
  return rows.map(({ row, supplier, recordedBy }) => {
    const own = mails.filter((mail) => Number(mail.purchaseOrderId) === row.id);
    return {
      id: row.id,
      number: row.number,
      supplierId: supplier.id,
      supplierName: supplier.name,
      supplierEmail: supplier.email,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      sentAt: own.map((mail) => (mail.sentAt ?? mail.createdAt).toISOString()),
      sending: own.some((mail) => mail.status === "pending"),
      arrivedAt: row.arrivedAt?.toISOString() ?? null,
      arrivalRecordedBy: recordedBy,
      lines: row.lines,
      version: row.version,
    };
  });
}

/** The purchase orders of one job, for its page. */
export function jobPurchaseOrders(db: Database, jobNumber: string): Promise<PurchaseOrderView[]> {
  return purchaseOrderViews(
    db,
    eq(purchaseOrders.jobId, sql`(select id from ${schema.jobs} where ${schema.jobs.number} = ${jobNumber})`),
  );
}

async function supplierBatches(db: Database, orderId: number, ordered: PurchaseOrderView[]) {
  const grouped = await linesBySupplier(db, orderId);
  if (grouped.size === 0) return [];
  const names = await db
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .where(inArray(suppliers.id, [...grouped.keys()]));
  return [...grouped].map(([supplierId, lines]): SupplierBatch => {
    return {
      supplierId,
      supplierName: names.find(({ id }) => id === supplierId)?.name ?? "",
      lines,
      orderedAs: ordered.find((order) => order.supplierId === supplierId)?.number ?? null,
    };
  });
}

/** Everything the order page's purchasing panel shows. */
export async function orderPurchasingView(db: Database, orderId: number): Promise<OrderPurchasingView> {
  const [order] = await db
    .select({ number: schema.orders.number })
    .from(schema.orders)
    .where(eq(schema.orders.id, orderId));
  if (!order) throw refuse.notFound("Ordine non trovato");
  const purchaseOrderRows = await purchaseOrderViews(db, eq(purchaseOrders.orderId, orderId));
  const [batches, notes, appointments, withInstallation] = await Promise.all([
    supplierBatches(db, orderId, purchaseOrderRows),
    db.select().from(deliveryNotes).where(eq(deliveryNotes.orderId, orderId)).orderBy(desc(deliveryNotes.id)),
    deliveryAppointmentsOf(db, orderId),
    db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(
        and(
          eq(orderItems.orderId, orderId),
          sql`${orderItems.services} @> '[{"code":"installation"}]'::jsonb`,
        ),
      )
      .limit(1),
  ]);
  return {
    orderId,
    orderNumber: order.number,
    batches,
    purchaseOrders: purchaseOrderRows,
    deliveryNotes: notes.map(
      (note): DeliveryNoteView => ({
        id: note.id,
        number: note.number,
        createdAt: note.createdAt.toISOString(),
        transportReason: note.transportReason,
        transportStartsAt: note.transportStartsAt.toISOString(),
        packages: note.packages,
      }),
    ),
    appointments: appointments.map(({ id, kind, startsAt }) => ({
      id,
      label: `${appointmentKindLabels[kind]} del ${formatDateTime(startsAt)}`,
    })),
    defaultTransportReason: withInstallation.length > 0 ? "vendita-con-posa" : "vendita",
  };
}
