import { and, eq } from "drizzle-orm";
import { documentPrefixes } from "#app/domain/documents/document-number.ts";
import { purchaseOrderStatusMachine } from "#app/domain/purchasing/purchase-order-transitions.ts";
import { refuse } from "#app/domain/refusal.ts";
import { transitionRefusal } from "#app/domain/status-machine.ts";
import * as schema from "#db/schema.ts";
import { nextDocumentNumber } from "../documents/document-numbers.server.ts";
import { enqueueMail } from "../mail/outbox.server.ts";
import type { Database, Transaction } from "../platform/db.server.ts";
import { lockedAtVersion } from "../platform/versioned-rows.server.ts";
import { recordAudit } from "../staff/audit.server.ts";
import { linesBySupplier } from "./purchase-line-sources.server.ts";

// The purchase orders of a customer order (docs/product/production.md#purchase-orders):
// «Prepara gli ordini fornitore» writes one per supplier of what the order buys
// in, numbered OF-yyyy-nnnnnn; «Invia al fornitore» e-mails it with its PDF and
// CSV through the outbox; «Arrivato» records who saw the goods arrive, and when.
// Each change and its audit row commit together; this module is the one
// writer of a purchase order's status (docs/decisions/029-guarded-transitions.md).

const { purchaseOrders, suppliers, orders } = schema;

type Actor = { id: number };

const ORDER_NOT_FOUND = "Ordine non trovato";
const PURCHASE_ORDER_NOT_FOUND = "Ordine fornitore non trovato";

/** The order, locked: two «Prepara» at once queue here, and the second finds the first's orders. */
async function lockedOrder(tx: Transaction, orderId: number) {
  const [order] = await tx
    .select({ id: orders.id, jobId: orders.jobId })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update");
  if (!order) throw refuse.notFound(ORDER_NOT_FOUND);
  return order;
}

/**
 * Writes the purchase orders of every supplier the order buys from that has
 * none yet, or only `supplierId`'s; preparing again what is already ordered
 * is refused (409). Answers the new numbers.
 */
export function preparePurchaseOrders(
  db: Database,
  actor: Actor,
  orderId: number,
  { supplierId }: { supplierId: number | null },
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const order = await lockedOrder(tx, orderId);
    const grouped = await linesBySupplier(tx, orderId);
    if (grouped.size === 0)
      throw refuse.conflict("Nessun prodotto di questo ordine si acquista da un fornitore");
    if (supplierId !== null && !grouped.has(supplierId))
      throw refuse.conflict("Nessun prodotto di questo ordine si acquista da questo fornitore");
    const existing = await tx
      .select({ supplierId: purchaseOrders.supplierId })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.orderId, orderId));
    const ordered = new Set(existing.map((row) => row.supplierId));
    const due = [...grouped].filter(([id]) => !ordered.has(id) && (supplierId === null || id === supplierId));
    if (due.length === 0)
      throw refuse.conflict(
        supplierId === null
          ? "Gli ordini fornitore di questo ordine sono già stati preparati"
          : "L'ordine a questo fornitore è già stato preparato",
      );
    const numbers: string[] = [];
    for (const [dueSupplierId, lines] of due) {
      const number = await nextDocumentNumber(tx, documentPrefixes.purchaseOrder);
      const [row] = await tx
        .insert(purchaseOrders)
        .values({
          number,
          jobId: order.jobId,
          orderId,
          supplierId: dueSupplierId,
          lines,
          createdBy: actor.id,
        })
        .returning({ id: purchaseOrders.id });
      if (!row) throw new Error("purchase order insert returned no row");
      await recordAudit(tx, {
        actorId: actor.id,
        action: "purchase-order.create",
        objectType: "purchase-order",
        objectId: row.id,
        before: null,
        after: { number, orderId, supplierId: dueSupplierId, lines },
      });
      numbers.push(number);
    }
    return numbers;
  });
}

/** The order's purchase order `id`, locked, at `version` (null: any); another order's reads as missing. */
async function lockedPurchaseOrder(tx: Transaction, orderId: number, id: number, version: number | null) {
  return lockedAtVersion(
    tx
      .select({ row: purchaseOrders, supplier: suppliers })
      .from(purchaseOrders)
      .innerJoin(suppliers, eq(purchaseOrders.supplierId, suppliers.id))
      .where(and(eq(purchaseOrders.id, id), eq(purchaseOrders.orderId, orderId)))
      .for("update", { of: purchaseOrders })
      .then((rows) => rows.map((found) => ({ ...found, version: found.row.version }))),
    version,
    {
      missing: PURCHASE_ORDER_NOT_FOUND,
      changed: "Qualcun altro ha appena aggiornato questo ordine fornitore: ricarica la pagina",
    },
  );
}

/** «Invia al fornitore»: the e-mail to the supplier's address, its PDF and CSV rendered when it leaves. */
export function sendPurchaseOrder(
  db: Database,
  actor: Actor,
  orderId: number,
  purchaseOrderId: number,
): Promise<{ number: string; email: string }> {
  return db.transaction(async (tx) => {
    const { row, supplier } = await lockedPurchaseOrder(tx, orderId, purchaseOrderId, null);
    const [order] = await tx.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId));
    await enqueueMail(
      tx,
      "purchase-order-sent",
      { to: supplier.email },
      {
        purchaseOrderId: row.id,
        purchaseOrderNumber: row.number,
        orderId,
        orderNumber: order?.number ?? "",
        supplierName: supplier.name,
      },
    );
    await recordAudit(tx, {
      actorId: actor.id,
      action: "purchase-order.send",
      objectType: "purchase-order",
      objectId: row.id,
      before: null,
      after: { to: supplier.email },
    });
    return { number: row.number, email: supplier.email };
  });
}

/** «Arrivato»: the goods are at the workshop; who recorded it and when. Once only. */
export function recordPurchaseOrderArrival(
  db: Database,
  actor: Actor,
  orderId: number,
  input: { purchaseOrderId: number; version: number },
): Promise<string> {
  return db.transaction(async (tx) => {
    const { row } = await lockedPurchaseOrder(tx, orderId, input.purchaseOrderId, input.version);
    const refusal = transitionRefusal(purchaseOrderStatusMachine, row.status, "arrivato", null);
    if (refusal) throw refusal;
    const arrivedAt = new Date();
    await tx
      .update(purchaseOrders)
      .set({ status: "arrivato", arrivedAt, arrivalRecordedBy: actor.id, version: row.version + 1 })
      .where(eq(purchaseOrders.id, row.id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: "purchase-order.arrived",
      objectType: "purchase-order",
      objectId: row.id,
      before: { status: row.status },
      after: { status: "arrivato", arrivedAt: arrivedAt.toISOString() },
    });
    return row.number;
  });
}
