import { parseRecordId } from "#app/domain/web/record-id.ts";
import { offerVersionSalesDocument } from "#app/server/offers/offer-version-document.server.ts";
import { pdfSourceDownload } from "#app/server/web/pdf-download.server.ts";
import type { Route } from "./+types/offerta-versione-pdf";

/**
 * GET /offerte/:number/versioni/:version/pdf: a sent version of an offer as
 * PDF, for the customer the offer is for (and staff); anyone else, a
 * malformed or a missing version all get 404 (docs/product/documents.md#who-may-download).
 */
export function loader({ context, params }: Route.LoaderArgs) {
  return pdfSourceDownload(context, (db, viewer) =>
    offerVersionSalesDocument(db, viewer, params.number, parseRecordId(params.version)),
  );
}
