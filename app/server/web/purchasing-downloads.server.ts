import { data, type RouterContextProvider } from "react-router";
import { isRefusal } from "#app/domain/refusal.ts";
import { PdfRenderBusyError, type PdfRenderer } from "../documents/pdf-render-pool.server.ts";
import type { Database } from "../platform/db.server.ts";
import { tooManyRequests } from "../platform/rate-limit.server.ts";
import type { PurchasingFile } from "../purchasing/purchase-order-files.server.ts";
import { currentUserContext, dbContext, pdfRendererContext, rateLimitersContext } from "./context.server.ts";
import { attachmentHeader } from "./downloads.server.ts";
import { refusalAnswer } from "./pdf-download.server.ts";
import { refusalStatus } from "./refusal-status.server.ts";

// The files of purchasing for staff (docs/product/production.md#purchase-orders,
// docs/product/production.md#delivery-notes): a purchase order's PDF and CSV,
// a delivery note's PDF. As every document download: a missing one is 404,
// each user may download so many in a while (429), and a full render queue
// says when to come back (503).

/** The file `load` answers; the route has already made sure the viewer is staff. */
export async function purchasingFileDownload(
  context: Readonly<RouterContextProvider>,
  load: (db: Database, renderer: PdfRenderer) => Promise<PurchasingFile>,
): Promise<Response> {
  const viewer = context.get(currentUserContext);
  if (!viewer) throw data(null, { status: refusalStatus("not-found") });
  const verdict = await context.get(rateLimitersContext).pdfDownloads.hit(`user:${viewer.id}`);
  if (!verdict.allowed) return refusalAnswer(tooManyRequests(verdict));
  let file: PurchasingFile;
  try {
    file = await load(context.get(dbContext), context.get(pdfRendererContext));
  } catch (error) {
    if (error instanceof PdfRenderBusyError) return refusalAnswer(error);
    if (isRefusal(error) && error.kind === "not-found")
      throw data(null, { status: refusalStatus("not-found") });
    throw error;
  }
  const pdf = file.contentType === "application/pdf";
  return new Response(new Uint8Array(file.content), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": attachmentHeader(file.filename, pdf ? "inline" : "attachment"),
      "Content-Length": String(file.content.byteLength),
      "Cache-Control": "private, no-store",
    },
  });
}
