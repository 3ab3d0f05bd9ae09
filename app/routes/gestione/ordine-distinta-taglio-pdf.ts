import { workshopPdfDownload } from "#app/server/web/workshop-pdf-download.server.ts";
import { cutListDocument } from "#app/server/workshop/workshop-documents.server.ts";
import type { Route } from "./+types/ordine-distinta-taglio-pdf";

/** GET /gestione/ordini/:id/distinta-taglio.pdf: the order's cut list, stock plan and glass list (docs/product/production.md#cut-list). */
export function loader(args: Route.LoaderArgs) {
  return workshopPdfDownload(args, (db, orderId) => cutListDocument(db, orderId));
}
