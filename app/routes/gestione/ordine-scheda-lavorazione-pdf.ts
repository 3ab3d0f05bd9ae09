import { workshopPdfDownload } from "#app/server/web/workshop-pdf-download.server.ts";
import { workOrderDocument } from "#app/server/workshop/workshop-documents.server.ts";
import type { Route } from "./+types/ordine-scheda-lavorazione-pdf";

/** GET /gestione/ordini/:id/scheda-lavorazione.pdf: the order's work order, no prices (docs/product/production.md#work-order). */
export function loader(args: Route.LoaderArgs) {
  return workshopPdfDownload(args, (db, orderId) => workOrderDocument(db, orderId));
}
