import { parseRecordId } from "#app/domain/web/record-id.ts";
import { offerVersionSalesDocument } from "#app/server/offers/offer-version-document.server.ts";
import { requireStaff } from "#app/server/web/auth-guards.server.ts";
import { pdfSourceDownload } from "#app/server/web/pdf-download.server.ts";
import type { Route } from "./+types/offerta-versione-pdf";

/**
 * GET /gestione/offerte/:number/versioni/:version/pdf: any sent version of an
 * offer as PDF, for staff (the back office's frame answers 404 to anyone else;
 * docs/product/documents.md#who-may-download).
 */
export function loader({ context, params }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  return pdfSourceDownload(context, (db) =>
    offerVersionSalesDocument(db, staff, params.number, parseRecordId(params.version)),
  );
}
