import { orderDocument } from "#app/server/documents/sales-documents.server.ts";
import { pdfDownload } from "#app/server/web/pdf-download.server.ts";
import type { Route } from "./+types/order-pdf";

/** GET /orders/:id/pdf: the order confirmation as a PDF, for its owner and staff (docs/product/documents.md). */
export function loader(args: Route.LoaderArgs) {
  return pdfDownload(args, orderDocument);
}
