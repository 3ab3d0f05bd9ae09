import { data, type RouterContextProvider } from "react-router";
import type { PublicUser } from "#app/domain/public-user.ts";
import { parseRecordId } from "#app/domain/record-id.ts";
import { type SalesDocument, salesDocumentFileName } from "#app/domain/sales-document.ts";
import type { Database } from "../db.server.ts";
import { currentUserContext, dbContext } from "../http/context.server.ts";
import { attachmentHeader } from "../http/downloads.server.ts";
import { HttpError } from "../http/responses.server.ts";
import { renderSalesDocumentPdf } from "./sales-document-pdf.server.ts";

/**
 * The loader of a document's PDF (/preventivi/:id/pdf, /orders/:id/pdf): the
 * owner and staff get the file; a guest, another customer, a malformed or a
 * missing id all get the same 404, so nothing tells whether it exists.
 */
export async function pdfDownload(
  { context, params }: { context: Readonly<RouterContextProvider>; params: { id?: string } },
  load: (db: Database, viewer: PublicUser, id: number) => Promise<SalesDocument>,
): Promise<Response> {
  const viewer = context.get(currentUserContext);
  const id = parseRecordId(params.id);
  if (!viewer || id === null) throw data(null, { status: 404 });
  let document: SalesDocument;
  try {
    document = await load(context.get(dbContext), viewer, id);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
  const pdf = await renderSalesDocumentPdf(document);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": attachmentHeader(salesDocumentFileName(document), "inline"),
      "Content-Length": String(pdf.length),
    },
  });
}
