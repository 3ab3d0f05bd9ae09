import { data, type RouterContextProvider } from "react-router";
import { isRefusal } from "#app/domain/refusal.ts";
import { parseRecordId } from "#app/domain/web/record-id.ts";
import { type WorkshopDocument, workshopDocumentFileName } from "#app/domain/workshop/workshop-documents.ts";
import type { Database } from "../platform/db.server.ts";
import { requireStaff } from "./auth-guards.server.ts";
import { dbContext, pdfRendererContext } from "./context.server.ts";
import { refusalAnswer, renderedPdfDownload } from "./pdf-download.server.ts";
import { refusalStatus } from "./refusal-status.server.ts";

/**
 * The loader of an order's workshop document (/gestione/ordini/:id/scheda-lavorazione.pdf,
 * …/distinta-taglio.pdf; docs/product/production.md#downloads): staff only,
 * 404 for anyone else and for an unknown order; a position that cannot be cut
 * answers 409 with the sentence naming it, in the tab the link opened.
 * Rendered by the pool each time (never kept): the order may have changed since.
 */
export async function workshopPdfDownload(
  { context, params }: { context: Readonly<RouterContextProvider>; params: { id?: string } },
  load: (db: Database, orderId: number) => Promise<WorkshopDocument>,
): Promise<Response> {
  const staff = requireStaff(context);
  const orderId = parseRecordId(params.id);
  if (orderId === null) throw data(null, { status: refusalStatus("not-found") });
  let document: WorkshopDocument;
  try {
    document = await load(context.get(dbContext), orderId);
  } catch (error) {
    if (!isRefusal(error)) throw error;
    if (error.kind === "not-found") throw data(null, { status: refusalStatus("not-found") });
    return refusalAnswer(error);
  }
  const render = () => context.get(pdfRendererContext).tryRender(document);
  return renderedPdfDownload(context, staff.id, render, workshopDocumentFileName(document));
}
