import { deliveryNoteFile } from "#app/server/purchasing/delivery-notes.server.ts";
import { requireStaff } from "#app/server/web/auth-guards.server.ts";
import { purchasingFileDownload } from "#app/server/web/purchasing-downloads.server.ts";
import type { Route } from "./+types/ddt-pdf";

/**
 * GET /gestione/ddt/:number/pdf: a delivery note as it was issued
 * (docs/product/production.md#delivery-notes), staff only.
 */
export function loader({ context, params }: Route.LoaderArgs) {
  requireStaff(context);
  return purchasingFileDownload(context, (db, renderer) => deliveryNoteFile(db, renderer, params.number));
}
