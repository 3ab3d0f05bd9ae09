import { data } from "react-router";
import { isRefusal } from "#app/domain/refusal.ts";
import { parseRecordId } from "#app/domain/web/record-id.ts";
import { invoicePdfFile, invoicePdfName } from "#app/server/invoices/invoice-files.server.ts";
import { currentUserContext, dbContext, pdfRendererContext } from "#app/server/web/context.server.ts";
import { renderedPdfDownload } from "#app/server/web/pdf-download.server.ts";
import { refusalStatus } from "#app/server/web/refusal-status.server.ts";
import type { Route } from "./+types/order-invoice-pdf";

const notFound = () => data(null, { status: refusalStatus("not-found") });

/**
 * GET /orders/:id/fatture/:invoiceId/pdf: an invoice of the customer's own
 * order, as stored (docs/product/invoices.md#customer); a guest, another
 * customer, another order's id and a malformed id all get the same 404.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const viewer = context.get(currentUserContext);
  const orderId = parseRecordId(params.id);
  const invoiceId = parseRecordId(params.invoiceId);
  if (!viewer || orderId === null || invoiceId === null) throw notFound();
  const db = context.get(dbContext);
  const scope = { staff: false as const, userId: viewer.id, orderId };
  let fileName: string;
  try {
    fileName = await invoicePdfName(db, invoiceId, scope);
  } catch (error) {
    if (isRefusal(error) && error.kind === "not-found") throw notFound();
    throw error;
  }
  return renderedPdfDownload(
    context,
    viewer.id,
    async () => {
      const file = await invoicePdfFile(db, context.get(pdfRendererContext), invoiceId, {
        wait: false,
        viewer: scope,
      });
      return new Uint8Array(file.content);
    },
    fileName,
  );
}
