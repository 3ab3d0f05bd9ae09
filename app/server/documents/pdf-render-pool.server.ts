import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { Refusal } from "#app/domain/refusal.ts";
import type { PdfRenderJob, PdfRenderResult, RenderedDocument } from "./pdf-render-worker.server.ts";

// The PDF render pool (docs/decisions/026-pdf-render-pool.md): a few worker
// threads render the documents, so a long one never holds the thread that
// answers every other request. A download waits in a short queue, or is told
// to come back (503 with Retry-After) when the queue is full; the mail worker
// waits for its turn however long the queue is.

export interface PdfRenderSettings {
  /** Worker threads (PDF_RENDER_THREADS). */
  threads: number;
  /** Downloads that may wait for a thread beyond those rendering (PDF_RENDER_QUEUE). */
  queue: number;
}

/** max(1, min(2, CPUs − 1)): one core stays for the requests; two threads are plenty for a shop. */
export function defaultPdfRenderThreads(cpus = availableParallelism()): number {
  return Math.max(1, Math.min(2, cpus - 1));
}

export const DEFAULT_PDF_RENDER_QUEUE = 4;

/** Seconds a refused download is told to wait: about one long document's render. */
export const PDF_BUSY_RETRY_AFTER_SECONDS = 10;

export const PDF_BUSY_MESSAGE =
  "In questo momento stiamo preparando molti documenti: riprova a scaricare il PDF tra qualche secondo.";

/** The refusal of a download that found the queue full: the shop cannot now, worth retrying (503). */
export class PdfRenderBusyError extends Refusal {
  constructor() {
    super("unavailable", PDF_BUSY_MESSAGE, { retryAfterSeconds: PDF_BUSY_RETRY_AFTER_SECONDS });
  }
}

export interface PdfRenderer {
  /** Renders now or after a short wait; throws PdfRenderBusyError when the queue is full (downloads). */
  tryRender(document: RenderedDocument): Promise<Uint8Array>;
  /** Renders when a thread is free, however long that takes (the mail worker). */
  render(document: RenderedDocument): Promise<Uint8Array>;
  /** Ends the threads; waiting renders fail. */
  close(): Promise<void>;
}

interface QueuedJob {
  document: RenderedDocument;
  /** Counts against the download queue's bound. */
  bounded: boolean;
  resolve(pdf: Uint8Array): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  job: (QueuedJob & { id: number }) | null;
}

export function createPdfRenderPool(workerUrl: URL, settings: PdfRenderSettings): PdfRenderer {
  const threads: Thread[] = [];
  const queue: QueuedJob[] = [];
  let nextId = 1;
  let closed = false;

  function startThread(): Thread {
    const thread: Thread = { worker: new Worker(workerUrl), job: null };
    // Idle threads never keep the process alive (tests, shutdown).
    thread.worker.unref();
    thread.worker.on("message", (result: PdfRenderResult) => {
      const job = thread.job;
      if (!job || job.id !== result.id) return;
      thread.job = null;
      if ("pdf" in result) job.resolve(result.pdf);
      else job.reject(new Error(`PDF non generato: ${result.error}`));
      next();
    });
    const lose = (error: Error) => {
      // A thread that died takes only its own document with it; the next job gets a new thread.
      threads.splice(threads.indexOf(thread), 1);
      thread.job?.reject(error);
      thread.job = null;
      next();
    };
    thread.worker.on("error", lose);
    thread.worker.on("exit", (code) => {
      if (threads.includes(thread)) lose(new Error(`PDF render thread ended (${code})`));
    });
    threads.push(thread);
    return thread;
  }

  function next(): void {
    while (!closed && queue.length > 0) {
      const thread =
        threads.find((candidate) => candidate.job === null) ??
        (threads.length < settings.threads ? startThread() : null);
      if (!thread) return;
      const job = queue.shift() as QueuedJob;
      const id = nextId++;
      thread.job = { ...job, id };
      thread.worker.ref();
      thread.worker.postMessage({ id, document: job.document } satisfies PdfRenderJob);
    }
    for (const thread of threads) if (thread.job === null) thread.worker.unref();
  }

  function enqueue(document: RenderedDocument, bounded: boolean): Promise<Uint8Array> {
    if (closed) return Promise.reject(new Error("PDF render pool closed"));
    return new Promise((resolve, reject) => {
      queue.push({ document, bounded, resolve, reject });
      next();
    });
  }

  return {
    tryRender(document) {
      const busy = threads.length >= settings.threads && threads.every((thread) => thread.job !== null);
      const waiting = queue.filter((job) => job.bounded).length;
      if (busy && waiting >= settings.queue) return Promise.reject(new PdfRenderBusyError());
      return enqueue(document, true);
    },
    render: (document) => enqueue(document, false),
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error("PDF render pool closed"));
      await Promise.all(threads.splice(0).map((thread) => thread.worker.terminate()));
    },
  };
}

// The process's pool, shared by the downloads and the mail worker. The
// server bundle's entry says where the thread's module is; server.ts gives
// the settings from the environment before the first render.
let workerUrl: URL | null = null;
let settings: PdfRenderSettings = { threads: defaultPdfRenderThreads(), queue: DEFAULT_PDF_RENDER_QUEUE };
let shared: PdfRenderer | null = null;

/** Where the render thread's module is, and (from server.ts) the pool's size; before the first render. */
export function configurePdfRendering(change: { workerUrl?: URL } & Partial<PdfRenderSettings>): void {
  if (change.workerUrl) workerUrl = change.workerUrl;
  settings = {
    threads: change.threads ?? settings.threads,
    queue: change.queue ?? settings.queue,
  };
}

/** The process's pool, started at the first render. */
export function sharedPdfRenderer(): PdfRenderer {
  if (!workerUrl) throw new Error("PDF render thread not configured (configurePdfRendering)");
  shared ??= createPdfRenderPool(workerUrl, settings);
  return shared;
}
