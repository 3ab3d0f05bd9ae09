import { invoiceXmlFile } from "#app/server/invoices/invoice-files.server.ts";
import { requireStaff } from "#app/server/web/auth-guards.server.ts";
import { purchasingFileDownload } from "#app/server/web/purchasing-downloads.server.ts";
import { staffRecordId } from "#app/server/web/staff-record.server.ts";
import type { Route } from "./+types/fattura-xml";

/** GET /gestione/fatture/:id/xml: the FatturaPA file as issued, named as the SDI expects (docs/product/invoices.md#files). */
export function loader({ context, params }: Route.LoaderArgs) {
  requireStaff(context);
  const id = staffRecordId(params.id);
  return purchasingFileDownload(context, (db) => invoiceXmlFile(db, id));
}
