import { and, eq } from "drizzle-orm";
import { invoicePdfFileName } from "#app/domain/invoices/invoice-numbers.ts";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import type { PdfRenderer } from "../documents/pdf-render-pool.server.ts";
import type { Database } from "../platform/db.server.ts";

// An issued invoice's files (docs/product/invoices.md#files): the PDF,
// rendered once by the pool and kept in issued_document_pdfs under
// "invoice:<id>" so every instance serves the same bytes, and the FatturaPA
// XML as it was stored when issued.

export interface InvoiceFile {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** Which invoices a viewer may open: staff any, a customer only those of their own orders. */
export type InvoiceViewer = { staff: true } | { staff: false; userId: number; orderId: number };

async function invoiceRow(db: Database, id: number, viewer: InvoiceViewer) {
  const [found] = await db
    .select({
      document: schema.invoices.document,
      xml: schema.invoices.xml,
      xmlFileName: schema.invoices.xmlFileName,
    })
    .from(schema.invoices)
    .innerJoin(schema.orders, eq(schema.invoices.orderId, schema.orders.id))
    .where(
      viewer.staff
        ? eq(schema.invoices.id, id)
        : and(eq(schema.invoices.id, id), eq(schema.orders.userId, viewer.userId)),
    );
  if (!found) throw refuse.notFound("Fattura non trovata");
  return found;
}

/** The PDF's file name of an invoice the viewer may open; refused as not found otherwise. */
export async function invoicePdfName(db: Database, id: number, viewer: InvoiceViewer): Promise<string> {
  const { document } = await invoiceRow(db, id, viewer);
  return invoicePdfFileName(document.number, document.type);
}

export async function invoicePdfFile(
  db: Database,
  renderer: PdfRenderer,
  id: number,
  { wait, viewer = { staff: true } }: { wait: boolean; viewer?: InvoiceViewer },
): Promise<InvoiceFile> {
  const { document } = await invoiceRow(db, id, viewer);
  const key = `invoice:${id}`;
  const filename = invoicePdfFileName(document.number, document.type);
  const [stored] = await db
    .select({ pdf: schema.issuedDocumentPdfs.pdf })
    .from(schema.issuedDocumentPdfs)
    .where(eq(schema.issuedDocumentPdfs.documentKey, key));
  if (stored) return { filename, content: Buffer.from(stored.pdf), contentType: "application/pdf" };
  const pdf = await (wait ? renderer.render(document) : renderer.tryRender(document));
  const content = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  // Two first renders at once: the first stored wins, and both serve its bytes next time.
  await db.insert(schema.issuedDocumentPdfs).values({ documentKey: key, pdf: content }).onConflictDoNothing();
  return { filename, content, contentType: "application/pdf" };
}

export async function invoiceXmlFile(db: Database, id: number): Promise<InvoiceFile> {
  const { xml, xmlFileName } = await invoiceRow(db, id, { staff: true });
  return {
    filename: xmlFileName,
    content: Buffer.from(xml, "utf8"),
    contentType: "application/xml; charset=utf-8",
  };
}
