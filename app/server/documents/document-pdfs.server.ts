import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { SalesDocument } from "#app/domain/documents/sales-document.ts";
import { shopCalendarDay } from "#app/domain/italian-formats/dates.ts";
import * as schema from "#db/schema.ts";
import type { Database } from "../platform/db.server.ts";
import type { PdfRenderer } from "./pdf-render-pool.server.ts";

// Where a document's PDF comes from (docs/product/documents.md#issued-documents):
// an issued document (a quote once staff sent its offer, an offer's sent
// version) is rendered once and its bytes kept in the database, so every
// instance serves it exactly as it was sent; any other document is rendered by the pool and kept a
// while in this process's memory, per version of its content.

/** A document with what names it: which kind, and the quote's, order's or offer version's id. */
export interface PdfSource {
  kind: SalesDocument["kind"];
  id: number;
  document: SalesDocument;
}

/**
 * The stored PDF's key of an issued document, or null: a quote's offer, by the
 * quote and the offer's time; an offer's version, by its row, since a version
 * never changes (docs/product/offers.md#versions).
 */
export function issuedDocumentKey({ kind, id, document }: PdfSource): string | null {
  if (kind === "offer") return `offer-version:${id}`;
  return kind === "quote" && document.offer ? `quote:${id}:offer:${Date.parse(document.issuedAt)}` : null;
}

/**
 * The in-memory key of any other document: its content's hash, and the shop's
 * calendar day, because an unpaid order counts its delivery from today
 * (lead-times.server.ts): yesterday's file must not be served today.
 */
export function renderedDocumentKey({ kind, id, document }: PdfSource, now = new Date()): string {
  const hash = createHash("sha256").update(JSON.stringify(document)).digest("base64url");
  return `${kind}:${id}:${shopCalendarDay(now)}:${hash}`;
}

/** At most this many files, and this many bytes, kept per process. */
const MEMORY_ENTRIES = 64;
const MEMORY_BYTES = 32 * 1024 * 1024;
const recent = new Map<string, Uint8Array>();
let recentBytes = 0;

function remember(key: string, pdf: Uint8Array): void {
  if (pdf.byteLength > MEMORY_BYTES / 4) return;
  const previous = recent.get(key);
  if (previous) recentBytes -= previous.byteLength;
  recent.delete(key);
  recent.set(key, pdf);
  recentBytes += pdf.byteLength;
  // A Map keeps insertion order: the first key is the least recently used.
  for (const [oldest, bytes] of recent) {
    if (recent.size <= MEMORY_ENTRIES && recentBytes <= MEMORY_BYTES) break;
    recent.delete(oldest);
    recentBytes -= bytes.byteLength;
  }
}

function recall(key: string): Uint8Array | undefined {
  const pdf = recent.get(key);
  if (pdf) {
    recent.delete(key);
    recent.set(key, pdf);
  }
  return pdf;
}

/**
 * The document's PDF: stored, remembered or rendered now. `wait` is the mail
 * worker's way (wait for a free thread); a download tries, and a full queue
 * is refused as unavailable (PdfRenderBusyError).
 */
export async function documentPdf(
  db: Database,
  renderer: PdfRenderer,
  source: PdfSource,
  { wait }: { wait: boolean },
): Promise<Uint8Array> {
  const render = () => (wait ? renderer.render(source.document) : renderer.tryRender(source.document));
  const issuedKey = issuedDocumentKey(source);
  if (issuedKey) {
    const [stored] = await db
      .select({ pdf: schema.issuedDocumentPdfs.pdf })
      .from(schema.issuedDocumentPdfs)
      .where(eq(schema.issuedDocumentPdfs.documentKey, issuedKey));
    if (stored) return new Uint8Array(stored.pdf);
    const pdf = await render();
    // Two first renders at once on two instances: the first stored wins, and both serve it.
    const [kept] = await db
      .insert(schema.issuedDocumentPdfs)
      .values({ documentKey: issuedKey, pdf: Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength) })
      .onConflictDoNothing()
      .returning({ pdf: schema.issuedDocumentPdfs.pdf });
    if (kept) return pdf;
    return documentPdf(db, renderer, source, { wait });
  }
  const key = renderedDocumentKey(source);
  const remembered = recall(key);
  if (remembered) return remembered;
  const pdf = await render();
  remember(key, pdf);
  return pdf;
}
