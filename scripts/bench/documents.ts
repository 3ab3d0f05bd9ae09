// The PDF documents' render time (docs/product/documents.md): the order
// confirmation of a 10-line order and of the largest order the shop takes
// (50 positions, 150 lines), each asked for one at a time as a person
// downloads it, each a different order so that every file is rendered afresh
// (an unchanged file is served again from memory, and each customer may
// download 30 in 10 minutes); then a guest's `GET /` while 5 of the largest
// render at once (docs/decisions/026-pdf-render-pool.md). Reported, never asserted.
//
// Node runs this file directly (type stripping): erasable TypeScript only.
import { performance } from "node:perf_hooks";
import { MAX_ORDER_LINES, MAX_ORDER_POSITIONS } from "#app/domain/orders/order-totals.ts";
import {
  type PlacedOrder,
  placeLargestOrder,
  placeWindowOrder,
  registerCustomer,
  windowBodies,
} from "../support/largest-order.ts";

const SMALL_LINES = 10;
const SMALL = { warmUp: 3, runs: 20 };
const LARGEST = { warmUp: 1, runs: 6 };
const AT_ONCE = 5;
/** Guests asking for the home page side by side while the PDFs render. */
const GUESTS = 10;

export interface DocumentTiming {
  lines: number;
  runs: number;
  bytes: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export interface LoadedHome {
  /** PDFs of the largest order rendering at once. */
  pdfs: number;
  /** How many of them answered 200. */
  served: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  /** The whole time until the last PDF arrived. */
  spanMs: number;
}

export interface DocumentTimings {
  small: DocumentTiming;
  largest: DocumentTiming;
  home: LoadedHome;
}

function quantile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

async function download(base: string, { cookie, orderId }: PlacedOrder) {
  const response = await fetch(`${base}/orders/${orderId}/pdf`, { headers: { cookie } });
  const bytes = (await response.arrayBuffer()).byteLength;
  if (response.status !== 200) throw new Error(`GET /orders/${orderId}/pdf answered ${response.status}`);
  return bytes;
}

/**
 * Places `count` orders one after another as one customer: sign-ups per
 * address are limited, and each customer may download 30 PDFs in 10 minutes.
 */
async function placeOrders(count: number, place: () => Promise<PlacedOrder>): Promise<PlacedOrder[]> {
  const orders: PlacedOrder[] = [];
  while (orders.length < count) orders.push(await place());
  return orders;
}

async function timeDownloads(
  base: string,
  lines: number,
  { warmUp, runs }: { warmUp: number; runs: number },
  place: () => Promise<PlacedOrder>,
): Promise<DocumentTiming> {
  const orders = await placeOrders(warmUp + runs, place);
  const timings: number[] = [];
  let bytes = 0;
  for (const [index, order] of orders.entries()) {
    const started = performance.now();
    bytes = await download(base, order);
    if (index >= warmUp) timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return {
    lines,
    runs,
    bytes,
    p50Ms: round(quantile(timings, 0.5)),
    p95Ms: round(quantile(timings, 0.95)),
    maxMs: round(timings.at(-1) ?? Number.NaN),
  };
}

/** Guests' `GET /`, side by side, from the moment 5 of the largest PDFs are asked for until the last arrives. */
async function homeWhileRendering(base: string, orders: PlacedOrder[]): Promise<LoadedHome> {
  const started = performance.now();
  let rendering = true;
  const pdfs = Promise.all(
    orders.map((order) =>
      fetch(`${base}/orders/${order.orderId}/pdf`, { headers: { cookie: order.cookie } }).then(
        async (response) => {
          await response.arrayBuffer();
          return response.status;
        },
      ),
    ),
  ).finally(() => {
    rendering = false;
  });
  const latencies: number[] = [];
  const guest = async () => {
    while (rendering) {
      const asked = performance.now();
      const response = await fetch(`${base}/`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`GET / answered ${response.status}`);
      latencies.push(performance.now() - asked);
    }
  };
  const [statuses] = await Promise.all([pdfs, ...Array.from({ length: GUESTS }, guest)]);
  const spanMs = performance.now() - started;
  latencies.sort((a, b) => a - b);
  return {
    pdfs: orders.length,
    served: statuses.filter((status) => status === 200).length,
    requests: latencies.length,
    p50Ms: round(quantile(latencies, 0.5)),
    p99Ms: round(quantile(latencies, 0.99)),
    spanMs: Math.round(spanMs),
  };
}

export async function measureDocuments(base: string): Promise<DocumentTimings> {
  const bodies = await windowBodies(base);
  if (bodies.length < SMALL_LINES)
    throw new Error(`only ${bodies.length} configurable products in the catalogue`);
  const first = await registerCustomer(base);
  const second = await registerCustomer(base);
  const third = await registerCustomer(base);
  const small = await timeDownloads(base, SMALL_LINES, SMALL, () =>
    placeWindowOrder(base, first, bodies, SMALL_LINES),
  );
  const largest = await timeDownloads(base, MAX_ORDER_LINES, LARGEST, () =>
    placeLargestOrder(base, bodies, second),
  );
  const home = await homeWhileRendering(
    base,
    await placeOrders(AT_ONCE, () => placeLargestOrder(base, bodies, third)),
  );
  return { small, largest, home };
}

function timingLine(timing: DocumentTiming, what: string): string {
  return `Order confirmation PDF ${what} (\`GET /orders/:id/pdf\`, ${timing.runs} orders one at a time after ${timing.runs === SMALL.runs ? SMALL.warmUp : LARGEST.warmUp} warm-up one(s), each rendered afresh, PGlite, whole request from the bench process): p50 ${timing.p50Ms} ms, p95 ${timing.p95Ms} ms, max ${timing.maxMs} ms; ${Math.round(timing.bytes / 1000)} kB.`;
}

/** The lines the bench prints and writes to docs/PERFORMANCE.md. */
export function documentTimingLines({ small, largest, home }: DocumentTimings): string[] {
  return [
    `${timingLine(small, `with ${small.lines} lines`)} Target: under 300 ms.`,
    timingLine(
      largest,
      `of the largest order allowed (${MAX_ORDER_POSITIONS} positions, ${largest.lines} lines with their services)`,
    ),
    `A guest's \`GET /\` while ${home.pdfs} of those largest PDFs render at once (${GUESTS} guests side by side until the last PDF arrived, ${home.requests} requests in ${home.spanMs} ms; ${home.served === home.pdfs ? `all ${home.pdfs} PDFs served` : `${home.served} of ${home.pdfs} PDFs served, the rest told to come back`}): p50 ${home.p50Ms} ms, p99 ${home.p99Ms} ms.`,
  ];
}
