import { invoicePdfFile } from "#app/server/invoices/invoice-files.server.ts";
import { requireStaff } from "#app/server/web/auth-guards.server.ts";
import { purchasingFileDownload } from "#app/server/web/purchasing-downloads.server.ts";
import { staffRecordId } from "#app/server/web/staff-record.server.ts";
import type { Route } from "./+types/fattura-pdf";

/** GET /gestione/fatture/:id/pdf: an issued invoice's PDF, as stored, for staff (docs/product/invoices.md#files). */
export function loader({ context, params }: Route.LoaderArgs) {
  requireStaff(context);
  const id = staffRecordId(params.id);
  return purchasingFileDownload(context, (db, renderer) => invoicePdfFile(db, renderer, id, { wait: false }));
}
