import { eq } from "drizzle-orm";
import {
  type PurchaseOrderDocument,
  purchasingFileName,
} from "#app/domain/documents/purchasing-documents.ts";
import { formatDateShort } from "#app/domain/italian-formats/dates.ts";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import type { PdfRenderer } from "../documents/pdf-render-pool.server.ts";
import type { Database } from "../platform/db.server.ts";
import { toCsv } from "../staff/csv-export.server.ts";

// A purchase order's files (docs/product/production.md#purchase-orders): the
// PDF from the render pool and the CSV for the supplier's system, the same
// whether staff download them or the mail worker attaches them.

const { purchaseOrders, suppliers, orders, jobs } = schema;

/** The purchase order named by its number or its id, as its files print it; a missing one is refused as not found. */
export async function purchaseOrderDocument(
  db: Database,
  by: { number: string } | { id: number },
): Promise<PurchaseOrderDocument> {
  const [found] = await db
    .select({ row: purchaseOrders, supplier: suppliers, orderNumber: orders.number, jobNumber: jobs.number })
    .from(purchaseOrders)
    .innerJoin(suppliers, eq(purchaseOrders.supplierId, suppliers.id))
    .innerJoin(orders, eq(purchaseOrders.orderId, orders.id))
    .innerJoin(jobs, eq(purchaseOrders.jobId, jobs.id))
    .where("number" in by ? eq(purchaseOrders.number, by.number) : eq(purchaseOrders.id, by.id));
  if (!found) throw refuse.notFound("Ordine fornitore non trovato");
  const { row, supplier } = found;
  return {
    kind: "purchase-order",
    number: row.number,
    title: `Ordine fornitore ${row.number}`,
    issuedAt: row.createdAt.toISOString(),
    supplier: { name: supplier.name, email: supplier.email },
    orderNumber: found.orderNumber,
    jobNumber: found.jobNumber,
    lines: row.lines,
  };
}

const CSV_HEADINGS = [
  "Ordine fornitore",
  "Data",
  "Fornitore",
  "Riferimento",
  "Posizione",
  "Descrizione",
  "Dettaglio",
  "Quantità",
];

/** One row per position: semicolons, UTF-8 with BOM, as every export of the shop. */
export function purchaseOrderCsv(document: PurchaseOrderDocument): string {
  const day = formatDateShort(document.issuedAt);
  return toCsv(
    CSV_HEADINGS,
    document.lines.map((line, index) => [
      document.number,
      day,
      document.supplier.name,
      `${document.orderNumber} / ${document.jobNumber}`,
      index + 1,
      line.description,
      line.detail,
      line.quantity,
    ]),
  );
}

export interface PurchasingFile {
  filename: string;
  content: Buffer;
  contentType: string;
}

/**
 * The file in `format`: `wait` is the mail worker's way (a free thread,
 * however long); a download tries and is refused when the pool is full.
 */
export async function purchaseOrderFile(
  db: Database,
  renderer: PdfRenderer,
  by: { number: string } | { id: number },
  format: "pdf" | "csv",
  { wait }: { wait: boolean },
): Promise<PurchasingFile> {
  const document = await purchaseOrderDocument(db, by);
  const filename = purchasingFileName(document, format);
  if (format === "csv")
    return {
      filename,
      content: Buffer.from(purchaseOrderCsv(document), "utf8"),
      contentType: "text/csv; charset=utf-8",
    };
  const pdf = await (wait ? renderer.render(document) : renderer.tryRender(document));
  return {
    filename,
    content: Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength),
    contentType: "application/pdf",
  };
}
