import { strToU8, zipSync } from "fflate";
import { data } from "react-router";
import { monthInvoiceXml } from "#app/server/invoices/invoice-views.server.ts";
import { requireStaff } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { attachmentHeader } from "#app/server/web/downloads.server.ts";
import { refusalStatus } from "#app/server/web/refusal-status.server.ts";
import type { Route } from "./+types/fatture-zip";

/**
 * GET /gestione/fatture/mese/:month/zip: every FatturaPA file of a month in
 * one ZIP for the accountant (docs/product/invoices.md#month), zipped with
 * fflate; a month that is no month, or has no invoice, is 404.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  requireStaff(context);
  const month = params.month ?? "";
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw data(null, { status: refusalStatus("not-found") });
  const files = await monthInvoiceXml(context.get(dbContext), month);
  if (files.length === 0) throw data(null, { status: refusalStatus("not-found") });
  const zip = zipSync(Object.fromEntries(files.map((file) => [file.name, strToU8(file.xml)])), { level: 6 });
  return new Response(zip, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": attachmentHeader(`fatture-${month}.zip`, "attachment"),
      "Content-Length": String(zip.byteLength),
      "Cache-Control": "private, no-store",
    },
  });
}
