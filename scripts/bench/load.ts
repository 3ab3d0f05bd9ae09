// Throughput and latency with autocannon: the app's four targets, and the
// bare node:http + pg reference server that sets the ceiling.
//
// Node runs this file directly (type stripping): erasable TypeScript only.

import { isDeepStrictEqual } from "node:util";
// @ts-expect-error autocannon 9 ships no type declarations; the shape used here is typed below.
import autocannonUntyped from "autocannon";
import { productConfigurator } from "#app/domain/catalogue/catalogue.ts";
import { windowOptionTypes } from "#app/domain/configurator/window-configuration.ts";
import { freeLoopbackPort, waitUntilReady } from "../support/child-server.ts";
import { cpuBusy, peakRssMb, resetPeakRss } from "../support/machine.ts";
import { loudNotice } from "../support/script-output.ts";
import { get, startBenchChild } from "./app-server.ts";
import { CONNECTIONS, DURATION, STARTUP_TIMEOUT_MS, WARMUP } from "./config.ts";
import { percent } from "./format.ts";

export interface AutocannonOptions {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  duration: number;
  warmup?: { connections: number; duration: number };
}
export interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}
export const autocannon = autocannonUntyped as (options: AutocannonOptions) => Promise<AutocannonResult>;

export interface Measurement {
  target: string;
  database: string;
  statuses: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  requests: number;
  /** Share of all CPUs busy during the second before the run, with the server idle: other processes' load. */
  busyBefore: number | undefined;
}

/** A GET of `path`, or a POST of `json` to it. */
export interface BenchRequest {
  path: string;
  json?: unknown;
}

export const requestLabel = (request: BenchRequest) =>
  request.json === undefined ? request.path : `POST ${request.path}`;

export async function measure(base: string, request: BenchRequest, database: string): Promise<Measurement> {
  const target = requestLabel(request);
  const busyBefore = await cpuBusy();
  const load = busyBefore === undefined ? "" : `CPU ${percent(busyBefore)} busy before, `;
  process.stdout.write(`  ${target} on ${database}: ${load}${WARMUP} s warm-up + ${DURATION} s… `);
  const result = await autocannon({
    url: `${base}${request.path}`,
    ...(request.json === undefined
      ? {}
      : {
          method: "POST" as const,
          headers: { "content-type": "application/json" },
          body: JSON.stringify(request.json),
        }),
    connections: CONNECTIONS,
    duration: DURATION,
    warmup: { connections: CONNECTIONS, duration: WARMUP },
  });
  const statuses = Object.entries(result.statusCodeStats)
    .map(([code, { count }]) => (Object.keys(result.statusCodeStats).length > 1 ? `${code}×${count}` : code))
    .join(", ");
  const measurement: Measurement = {
    target,
    database,
    statuses: statuses || "none",
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    requests: result.requests.total,
    busyBefore,
  };
  console.log(
    `${Math.round(measurement.rps)} req/s, p50 ${measurement.p50} ms, status ${measurement.statuses}`,
  );
  return measurement;
}

export async function firstProductId(base: string): Promise<number> {
  const { status, body } = await get(`${base}/api/products`);
  const products = JSON.parse(body.toString("utf8")) as { id: number }[];
  if (status !== 200 || !Array.isArray(products) || products.length === 0 || !products[0]) {
    throw new Error(`GET /api/products answered ${status} without products`);
  }
  return products[0].id;
}

/** The first product whose page has the window configurator (and «Calcola Prezzo»). */
export async function firstWindowProductId(base: string): Promise<number> {
  const products = JSON.parse((await get(`${base}/api/products`)).body.toString("utf8")) as {
    id: number;
    subcategory: { slug: string } | null;
  }[];
  const product = products.find((candidate) => productConfigurator(candidate) === "window");
  if (!product) throw new Error("no window product");
  return product.id;
}

/**
 * A fixed valid POST /api/price body: the first window product with the first
 * value of each of the spec's options, and every further option of its set
 * chosen too (the last glazing, an outside colour of its own, the first hand,
 * the last net and box), so the budget holds with the whole formula at work.
 */
export async function priceRequest(base: string): Promise<BenchRequest> {
  const products = JSON.parse((await get(`${base}/api/products`)).body.toString("utf8")) as {
    id: number;
    subcategory: { slug: string } | null;
  }[];
  const product = products.find((candidate) => productConfigurator(candidate) === "window");
  if (!product) throw new Error("no window product to price");
  const options = JSON.parse(
    (await get(`${base}/api/calculator-options?productId=${product.id}`)).body.toString("utf8"),
  ) as { type: string; value: string }[];
  const valuesOf = (type: string) => options.filter((option) => option.type === type).map((o) => o.value);
  const chosen: Record<string, string | boolean> = { sopraluce: false, sottoluce: false };
  for (const type of windowOptionTypes) {
    const [first] = valuesOf(type);
    if (!first) throw new Error(`no calculator option of type ${type}`);
    chosen[type] = first;
  }
  for (const type of new Set(options.map((option) => option.type))) {
    if (type in chosen) continue;
    const values = valuesOf(type);
    if (type === "outsideColor")
      chosen[type] = values.find((v) => v !== "come-interno" && v !== chosen.color)!;
    else if (type === "openingSide") chosen[type] = values[0]!;
    else chosen[type] = values.at(-1)!;
  }
  const json = { productId: product.id, options: chosen, dimensions: { width: 1200, height: 1400 } };
  const response = await fetch(`${base}/api/price`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(json),
    signal: AbortSignal.timeout(15_000),
  });
  const answer = await response.text();
  if (response.status !== 200) throw new Error(`POST /api/price answered ${response.status}: ${answer}`);
  return { path: "/api/price", json };
}

/** Peak RSS (VmHWM) of one app server, MB: over its load runs, and from its start to the first of them. */
export interface PeakRss {
  database: string;
  /** The most the server held during its load runs. */
  mb: number;
  /** The most it held from its start to the first run: migrations and seed (on PGlite a new data folder), and Lighthouse's page loads where they ran. */
  beforeMb?: number;
}

/**
 * The app's four targets, then the server's peak memory during them (when its
 * process id is known). The peak is started again before the first run: the
 * start-up (on PGlite: initdb on a new data folder and the compilation of PostgreSQL's WebAssembly) is reported
 * beside it, not in it.
 */
export async function measureApp(
  base: string,
  database: string,
  pid?: number,
): Promise<{ rows: Measurement[]; peakRss?: PeakRss }> {
  const productId = await firstProductId(base);
  const requests: BenchRequest[] = [
    { path: "/api/products" },
    await priceRequest(base),
    { path: "/" },
    { path: `/product/${productId}` },
  ];
  const beforeMb = peakRssMb(pid);
  const reset = resetPeakRss(pid);
  const results: Measurement[] = [];
  for (const request of requests) results.push(await measure(base, request, database));
  const mb = peakRssMb(pid);
  if (mb === undefined) return { rows: results };
  const peakRss: PeakRss = { database, mb, ...(reset && beforeMb !== undefined ? { beforeMb } : {}) };
  console.log(
    `  peak RSS on ${database}: ${mb} MB during the load runs${reset ? `, ${beforeMb} MB before them` : " (since start-up: the peak could not be started again)"}`,
  );
  return { rows: results, peakRss };
}

export interface Ceiling {
  measurement: Measurement;
  sameBody: boolean;
  sameBytes: boolean;
  difference?: string;
}

export async function measureCeiling(appBase: string, databaseUrl: string): Promise<Ceiling> {
  const port = await freeLoopbackPort();
  const child = startBenchChild(
    "reference server (node:http + pg)",
    "scripts/bench/bench-reference-server.ts",
    {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
    },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitUntilReady(child, `${base}/readyz`, { timeoutMs: STARTUP_TIMEOUT_MS });
  const [app, reference] = await Promise.all([get(`${appBase}/api/products`), get(`${base}/api/products`)]);
  const appJson: unknown = JSON.parse(app.body.toString("utf8"));
  const referenceJson: unknown = JSON.parse(reference.body.toString("utf8"));
  const sameBody =
    app.status === 200 && reference.status === 200 && isDeepStrictEqual(appJson, referenceJson);
  const sameBytes = app.body.equals(reference.body);
  let difference: string | undefined;
  if (!sameBody) {
    difference = describeDifference(appJson, referenceJson);
    loudNotice(`The reference /api/products body differs from the app's: ${difference}`);
  } else {
    console.log(
      `reference body deep-equals the app's /api/products (${app.body.length} bytes${sameBytes ? ", byte for byte" : ""})`,
    );
  }
  const measurement = await measure(base, { path: "/api/products" }, "postgresql (reference)");
  await child.stop();
  return { measurement, sameBody, sameBytes, difference };
}

export function describeDifference(app: unknown, reference: unknown): string {
  if (!Array.isArray(app) || !Array.isArray(reference)) return "one of the bodies is not an array";
  if (app.length !== reference.length)
    return `${app.length} products in the app, ${reference.length} in the reference`;
  const index = app.findIndex((item, i) => !isDeepStrictEqual(item, reference[i]));
  return `first difference at index ${index}: app ${JSON.stringify(app[index])} vs reference ${JSON.stringify(reference[index])}`;
}
