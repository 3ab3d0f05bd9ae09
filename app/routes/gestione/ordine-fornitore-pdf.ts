import { purchaseOrderFile } from "#app/server/purchasing/purchase-order-files.server.ts";
import { requireStaff } from "#app/server/web/auth-guards.server.ts";
import { purchasingFileDownload } from "#app/server/web/purchasing-downloads.server.ts";
import type { Route } from "./+types/ordine-fornitore-pdf";

/**
 * GET /gestione/ordini-fornitore/:number/pdf: a purchase order as PDF, for
 * staff only (docs/product/production.md#purchase-orders); anyone else, and a
 * number that names none, gets 404.
 */
export function loader({ context, params }: Route.LoaderArgs) {
  requireStaff(context);
  return purchasingFileDownload(context, (db, renderer) =>
    purchaseOrderFile(db, renderer, { number: params.number }, "pdf", { wait: false }),
  );
}
