import { quoteDocument } from "#app/server/documents/sales-documents.server.ts";
import { shopSettingsContext } from "#app/server/web/context.server.ts";
import { pdfDownload } from "#app/server/web/pdf-download.server.ts";
import type { Route } from "./+types/preventivo-pdf";

/** GET /preventivi/:id/pdf: the quote as a PDF, for its owner and staff (docs/product/documents.md). */
export function loader(args: Route.LoaderArgs) {
  const { quoteValidityDays } = args.context.get(shopSettingsContext);
  return pdfDownload(args, (db, viewer, id) => quoteDocument(db, viewer, id, quoteValidityDays));
}
