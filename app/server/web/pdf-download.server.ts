import { data, type RouterContextProvider } from "react-router";
import type { PublicUser } from "#app/domain/accounts/public-user.ts";
import { type SalesDocument, salesDocumentFileName } from "#app/domain/documents/sales-document.ts";
import { isRefusal, type Refusal } from "#app/domain/refusal.ts";
import { parseRecordId } from "#app/domain/web/record-id.ts";
import { documentPdf, type PdfSource } from "../documents/document-pdfs.server.ts";
import { PdfRenderBusyError } from "../documents/pdf-render-pool.server.ts";
import type { Database } from "../platform/db.server.ts";
import { tooManyRequests } from "../platform/rate-limit.server.ts";
import { currentUserContext, dbContext, pdfRendererContext, rateLimitersContext } from "./context.server.ts";
import { attachmentHeader } from "./downloads.server.ts";
import { refusalHeaders, refusalStatus } from "./refusal-status.server.ts";

type LoaderContext = Readonly<RouterContextProvider>;
const notFound = () => data(null, { status: refusalStatus("not-found") });

/**
 * The loader of a document's PDF (/preventivi/:id/pdf, /orders/:id/pdf): the
 * owner and staff get the file; a guest, another customer, a malformed or a
 * missing id all get the same 404, so nothing tells whether it exists. Each
 * user may download so many files in a while (429), and a file is rendered
 * off the request thread; when too many wait for it, 503 says when to come
 * back (docs/product/documents.md#downloads).
 */
export function pdfDownload(
  { context, params }: { context: LoaderContext; params: { id?: string } },
  load: (db: Database, viewer: PublicUser, id: number) => Promise<SalesDocument>,
): Promise<Response> {
  const id = parseRecordId(params.id);
  if (id === null) throw notFound();
  return pdfSourceDownload(context, async (db, viewer) => {
    const document = await load(db, viewer, id);
    return { kind: document.kind, id, document };
  });
}

/**
 * The same download for a document named otherwise than by one id (an
 * offer's version, by the offer's number and the version's): `load` answers
 * the document with the id that keys its file, or refuses it as not found.
 */
export async function pdfSourceDownload(
  context: LoaderContext,
  load: (db: Database, viewer: PublicUser) => Promise<PdfSource>,
): Promise<Response> {
  const viewer = context.get(currentUserContext);
  if (!viewer) throw notFound();
  const db = context.get(dbContext);
  let source: PdfSource;
  try {
    source = await load(db, viewer);
  } catch (error) {
    if (isRefusal(error) && error.kind === "not-found") throw notFound();
    throw error;
  }
  return renderedPdfDownload(
    context,
    viewer.id,
    () => documentPdf(db, context.get(pdfRendererContext), source, { wait: false }),
    salesDocumentFileName(source.document),
  );
}

/**
 * The rendered file as the answer to a download: the user's download limit
 * first (429), then the render, refused when the pool's queue is full (503),
 * then the bytes, shown in the browser's tab under `fileName`.
 */
export async function renderedPdfDownload(
  context: LoaderContext,
  userId: number,
  render: () => Promise<Uint8Array>,
  fileName: string,
): Promise<Response> {
  const verdict = await context.get(rateLimitersContext).pdfDownloads.hit(`user:${userId}`);
  if (!verdict.allowed) return refusalAnswer(tooManyRequests(verdict));
  let pdf: Uint8Array;
  try {
    pdf = await render();
  } catch (error) {
    if (error instanceof PdfRenderBusyError) return refusalAnswer(error);
    throw error;
  }
  return new Response(pdf as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": attachmentHeader(fileName, "inline"),
      "Content-Length": String(pdf.byteLength),
    },
  });
}

/** A refusal a person reads in the browser tab the link opened, with when to try again. */
export function refusalAnswer(refusal: Refusal): Response {
  return new Response(refusal.message, {
    status: refusalStatus(refusal.kind),
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      ...refusalHeaders(refusal),
      "Cache-Control": "no-store",
    },
  });
}
