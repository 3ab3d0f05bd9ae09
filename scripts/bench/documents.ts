// The PDF documents' render time (docs/product/documents.md): a customer
// orders 10 different windows, then the order confirmation's PDF is asked for
// one at a time, as a person downloads it. Reported, never asserted.
//
// Node runs this file directly (type stripping): erasable TypeScript only.
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { productConfigurator } from "#app/domain/catalogue.ts";
import { validShipping } from "../../tests/support/api-client.ts";
import { defaultOptionValuesOf, windowConfiguration } from "../../tests/support/window-configuration.ts";

const LINES = 10;
const WARM_UP = 5;
const RUNS = 30;

export interface DocumentTiming {
  lines: number;
  runs: number;
  bytes: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

async function call(base: string, cookie: string, method: string, pathname: string, body?: unknown) {
  const response = await fetch(`${base}${pathname}`, {
    method,
    headers: { cookie, origin: base, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${pathname} answered ${response.status}: ${await response.text()}`);
  return response;
}

function quantile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

/** Orders 10 windows as a new customer and times `GET /orders/:id/pdf`, one request at a time. */
export async function measureDocuments(base: string): Promise<DocumentTiming> {
  const username = `bench_pdf_${randomBytes(4).toString("hex")}`;
  const registered = await fetch(`${base}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ username, password: "Bench-Documenti-2026!", email: `${username}@example.it` }),
  });
  const cookie = registered.headers.get("set-cookie")?.split(";")[0];
  if (!registered.ok || !cookie) throw new Error(`POST /api/register answered ${registered.status}`);

  const products = (await fetch(`${base}/api/products`).then((r) => r.json())) as ({
    id: number;
  } & Parameters<typeof productConfigurator>[0])[];
  const windows = products.filter((product) => productConfigurator(product) === "window").slice(0, LINES);
  if (windows.length < LINES)
    throw new Error(`only ${windows.length} configurable products in the catalogue`);
  for (const product of windows) {
    // Each product from its own option set's defaults (ADR 015).
    const entries = (await fetch(`${base}/api/calculator-options?productId=${product.id}`).then((r) =>
      r.json(),
    )) as Parameters<typeof defaultOptionValuesOf>[0];
    await call(
      base,
      cookie,
      "POST",
      "/api/cart",
      windowConfiguration(product.id, defaultOptionValuesOf(entries)),
    );
  }
  const order = (await (
    await call(base, cookie, "POST", "/api/orders", {
      shipping: validShipping,
      paymentMethod: "bonifico",
      withdrawalExclusionAccepted: true,
    })
  ).json()) as { id: number };

  const timings: number[] = [];
  let bytes = 0;
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    const started = performance.now();
    const response = await call(base, cookie, "GET", `/orders/${order.id}/pdf`);
    bytes = (await response.arrayBuffer()).byteLength;
    if (run >= WARM_UP) timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    lines: LINES,
    runs: RUNS,
    bytes,
    p50Ms: round(quantile(timings, 0.5)),
    p95Ms: round(quantile(timings, 0.95)),
    maxMs: round(timings.at(-1) ?? Number.NaN),
  };
}

/** The line the bench prints and writes to docs/PERFORMANCE.md. */
export function documentTimingLine(timing: DocumentTiming): string {
  return `Order confirmation PDF with ${timing.lines} lines (\`GET /orders/:id/pdf\`, ${timing.runs} requests one at a time after 5 warm-up ones, PGlite, whole request from the bench process): p50 ${timing.p50Ms} ms, p95 ${timing.p95Ms} ms, max ${timing.maxMs} ms; ${Math.round(timing.bytes / 1000)} kB. Target: under 300 ms.`;
}
