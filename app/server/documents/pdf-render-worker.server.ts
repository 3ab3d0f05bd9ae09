import { type MessagePort, parentPort } from "node:worker_threads";
import { isPurchasingDocument, type PurchasingDocument } from "#app/domain/documents/purchasing-documents.ts";
import type { SalesDocument } from "#app/domain/documents/sales-document.ts";
import type { InvoiceDocument } from "#app/domain/invoices/invoice-document.ts";
import { isWorkshopDocument, type WorkshopDocument } from "#app/domain/workshop/workshop-documents.ts";
import { renderInvoicePdf } from "../invoices/invoice-pdf.server.ts";
import { renderPurchasingPdf } from "./purchasing-pdf.server.ts";
import { renderSalesDocumentPdf } from "./sales-document-pdf.server.ts";
import { renderWorkshopDocumentPdf } from "./workshop-pdf.server.ts";

// One thread of the PDF render pool (docs/decisions/026-pdf-render-pool.md):
// it takes a document's plain data, renders it with the shop's one layout and
// hands the bytes back, so the request thread never spends the seconds a long
// document takes. The production build emits this module as an entry of its
// own beside the server bundle; `npm run dev` loads it through Vite
// (express/pdf-render-worker.dev.ts).

/** Any document the pool renders: the customer's (quote, order, offer, invoice), the workshop's or purchasing's. */
export type RenderedDocument = SalesDocument | WorkshopDocument | PurchasingDocument | InvoiceDocument;

export interface PdfRenderJob {
  id: number;
  document: RenderedDocument;
}

export type PdfRenderResult = { id: number; pdf: Uint8Array } | { id: number; error: string };

function serve(port: MessagePort): void {
  port.on("message", async ({ id, document }: PdfRenderJob) => {
    try {
      const rendered =
        document.kind === "invoice"
          ? await renderInvoicePdf(document)
          : isWorkshopDocument(document)
            ? await renderWorkshopDocumentPdf(document)
            : isPurchasingDocument(document)
              ? await renderPurchasingPdf(document)
              : await renderSalesDocumentPdf(document);
      // A buffer of its own, so that handing it over moves exactly these bytes.
      const pdf = new Uint8Array(rendered.length);
      pdf.set(rendered);
      port.postMessage({ id, pdf } satisfies PdfRenderResult, [pdf.buffer]);
    } catch (error) {
      port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
}

if (parentPort) serve(parentPort);
