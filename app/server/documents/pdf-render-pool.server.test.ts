import { afterEach, describe, expect, it } from "vitest";
import type { SalesDocument } from "#app/domain/documents/sales-document.ts";
import { renderedDocumentKey } from "./document-pdfs.server.ts";
import {
  createPdfRenderPool,
  defaultPdfRenderThreads,
  PDF_BUSY_MESSAGE,
  PdfRenderBusyError,
  type PdfRenderer,
} from "./pdf-render-pool.server.ts";

// The pool's rules with a stand-in thread that "renders" a document in as many
// milliseconds as its total says, answering its title's bytes: the real
// renderer runs in the integration and system tests.
const STAND_IN_THREAD = new URL(
  `data:text/javascript,${encodeURIComponent(`
    import { parentPort } from "node:worker_threads";
    parentPort.on("message", ({ id, document }) => {
      setTimeout(() => {
        const pdf = new TextEncoder().encode(document.title);
        parentPort.postMessage({ id, pdf }, [pdf.buffer]);
      }, document.totalCents);
    });
  `)}`,
);

const document = (title: string, renderMs: number): SalesDocument => ({
  kind: "order",
  number: "A-2026-000001",
  title,
  issuedAt: "2026-12-01T10:00:00.000Z",
  validUntil: null,
  customer: { name: "Mario Rossi", email: null, phone: null, address: [] },
  lines: [],
  offer: null,
  customerNotes: null,
  totalCents: renderMs,
  details: [],
  delivery: null,
});

const text = (pdf: Uint8Array) => new TextDecoder().decode(pdf);

let pool: PdfRenderer | undefined;
afterEach(async () => {
  await pool?.close();
});

describe("PDF render pool", () => {
  it("sizes itself from the CPUs: one core stays for the requests, two threads at most", () => {
    expect([1, 2, 3, 4, 16].map((cpus) => defaultPdfRenderThreads(cpus))).toEqual([1, 1, 2, 2, 2]);
  });

  it("renders in its threads and hands back each document's own bytes", async () => {
    pool = createPdfRenderPool(STAND_IN_THREAD, { threads: 2, queue: 2 });
    const files = await Promise.all(
      ["uno", "due", "tre"].map((title) => pool!.tryRender(document(title, 5))),
    );
    expect(files.map(text)).toEqual(["uno", "due", "tre"]);
  });

  it("refuses a download, worth retrying, when its thread is busy and the queue is full", async () => {
    pool = createPdfRenderPool(STAND_IN_THREAD, { threads: 1, queue: 1 });
    const rendering = pool.tryRender(document("in corso", 300));
    const queued = pool.tryRender(document("in coda", 1));
    const refused = await pool.tryRender(document("di troppo", 1)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PdfRenderBusyError);
    expect(refused).toMatchObject({ kind: "unavailable", message: PDF_BUSY_MESSAGE, retryAfterSeconds: 10 });
    expect((await Promise.all([rendering, queued])).map(text)).toEqual(["in corso", "in coda"]);
    // Once the queue has room, downloads are taken again.
    expect(text(await pool.tryRender(document("dopo", 1)))).toBe("dopo");
  });

  it("lets the mail worker wait for a free thread, however full the queue is", async () => {
    pool = createPdfRenderPool(STAND_IN_THREAD, { threads: 1, queue: 0 });
    const rendering = pool.tryRender(document("download", 200));
    await expect(pool.tryRender(document("download rifiutato", 1))).rejects.toBeInstanceOf(
      PdfRenderBusyError,
    );
    const mails = [pool.render(document("e-mail 1", 1)), pool.render(document("e-mail 2", 1))];
    expect((await Promise.all([rendering, ...mails])).map(text)).toEqual([
      "download",
      "e-mail 1",
      "e-mail 2",
    ]);
  });
});

describe("remembered PDFs", () => {
  it("a document's key changes with its content and with the shop's calendar day", () => {
    const source = { kind: "order" as const, id: 7, document: document("Conferma d'ordine", 0) };
    const evening = new Date("2026-12-01T22:30:00Z"); // 23:30 in Rome
    const sameDay = renderedDocumentKey(source, new Date("2026-12-01T08:00:00Z"));
    expect(renderedDocumentKey(source, evening)).toBe(sameDay);
    // 00:30 in Rome on 2 December: the next day, a delivery counted from today moves.
    expect(renderedDocumentKey(source, new Date("2026-12-01T23:30:00Z"))).not.toBe(sameDay);
    const changed = {
      ...source,
      document: { ...source.document, delivery: "Consegna stimata: 6 settimane" },
    };
    expect(renderedDocumentKey(changed, evening)).not.toBe(sameDay);
  });
});
