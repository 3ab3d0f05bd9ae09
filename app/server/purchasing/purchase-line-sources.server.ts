import { and, asc, eq } from "drizzle-orm";
import { orderItemPosition, purchaseOrderLine } from "#app/domain/purchasing/goods-lines.ts";
import type { GoodsLine } from "#app/domain/purchasing/purchasing-views.ts";
import { isRefusal } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import type { Database } from "../platform/db.server.ts";
import { cutListDocument } from "../workshop/workshop-documents.server.ts";

// Where the lines of the purchase orders come from
// (docs/product/production.md#purchase-orders): one source per kind of
// bought-in goods, each answering its lines with the supplier they are bought
// from. «Prepara gli ordini fornitore» groups every source's lines by supplier.

/** A line to buy in, with whom it is bought from. */
export interface SourcedLine extends GoodsLine {
  supplierId: number;
}

export interface PurchaseLineSource {
  /** What it buys in, as the log names it. */
  name: string;
  lines(db: Database, orderId: number): Promise<SourcedLine[]>;
}

/**
 * The positions whose product comes from a supplier (a Torterolo door, a
 * shutter: product_suppliers), each with its size, choices, room and quantity.
 */
const boughtInProducts: PurchaseLineSource = {
  name: "prodotti acquistati",
  async lines(db, orderId) {
    const rows = await db
      .select({ item: schema.orderItems, supplierId: schema.productSuppliers.supplierId })
      .from(schema.orderItems)
      .innerJoin(schema.productSuppliers, eq(schema.productSuppliers.productId, schema.orderItems.productId))
      .where(eq(schema.orderItems.orderId, orderId))
      .orderBy(asc(schema.orderItems.id));
    return rows.map(({ item, supplierId }) => ({
      supplierId,
      ...purchaseOrderLine(orderItemPosition(item)),
    }));
  },
};

/**
 * The panes of the windows the shop makes, from the order's glass list
 * (docs/product/production.md#glass-list), for the active supplier marked
 * «fornisce il vetro». Glass is cut to the final size: nothing is ordered
 * before the customer has confirmed the sizes, nor while the cut list refuses
 * a position (the cut list names the position itself).
 */
const glassPanes: PurchaseLineSource = {
  name: "vetri",
  async lines(db, orderId) {
    const [[order], [supplier]] = await Promise.all([
      db
        .select({ confirmedAt: schema.orders.measurementsConfirmedAt })
        .from(schema.orders)
        .where(eq(schema.orders.id, orderId)),
      db
        .select({ id: schema.suppliers.id })
        .from(schema.suppliers)
        .where(and(eq(schema.suppliers.suppliesGlass, true), eq(schema.suppliers.active, true)))
        .limit(1),
    ]);
    if (!order?.confirmedAt || !supplier) return [];
    let cutList: Awaited<ReturnType<typeof cutListDocument>>;
    try {
      cutList = await cutListDocument(db, orderId);
    } catch (error) {
      if (isRefusal(error)) return [];
      throw error;
    }
    return cutList.glass.map((pane) => ({
      supplierId: supplier.id,
      description: `Vetro ${pane.glazingName || "da definire"}`,
      detail: [
        `Dimensioni: ${pane.widthMm} x ${pane.heightMm} mm`,
        `Posizione ${pane.position}`,
        ...(pane.roomLabel ? [`Locale: ${pane.roomLabel}`] : []),
      ].join(" · "),
      quantity: pane.quantity,
    }));
  },
};

/** Every kind of bought-in goods, in the order «Prepara gli ordini fornitore» lists them. */
export const purchaseLineSources: readonly PurchaseLineSource[] = [boughtInProducts, glassPanes];

/** Every source's lines for the order, grouped by supplier, in the sources' order. */
export async function linesBySupplier(db: Database, orderId: number): Promise<Map<number, GoodsLine[]>> {
  const grouped = new Map<number, GoodsLine[]>();
  for (const source of purchaseLineSources) {
    for (const { supplierId, ...line } of await source.lines(db, orderId)) {
      grouped.set(supplierId, [...(grouped.get(supplierId) ?? []), line]);
    }
  }
  return grouped;
}
