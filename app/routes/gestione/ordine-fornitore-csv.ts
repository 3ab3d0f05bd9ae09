import { purchaseOrderFile } from "#app/server/purchasing/purchase-order-files.server.ts";
import { requireStaff } from "#app/server/web/auth-guards.server.ts";
import { purchasingFileDownload } from "#app/server/web/purchasing-downloads.server.ts";
import type { Route } from "./+types/ordine-fornitore-csv";

/**
 * GET /gestione/ordini-fornitore/:number/csv: a purchase order as CSV for the
 * supplier's system (docs/product/production.md#purchase-orders), staff only.
 */
export function loader({ context, params }: Route.LoaderArgs) {
  requireStaff(context);
  return purchasingFileDownload(context, (db, renderer) =>
    purchaseOrderFile(db, renderer, { number: params.number }, "csv", { wait: false }),
  );
}
