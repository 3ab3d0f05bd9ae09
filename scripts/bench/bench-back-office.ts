// `npm run bench:back-office`: the back office at scale on PostgreSQL
// (docs/PERFORMANCE.md#back-office-at-scale). Two parts, each on its own
// database filled with the demo history (scripts/demo-history.ts), each with
// the production server started on it with a first admin, signed in:
//
// - lists: 10,000 orders, 50,000 quote requests and leads (60,000 jobs),
//   5,000 customers: the order list, the request inbox, the customer list and
//   the job list with autocannon, 5 connections as one signed-in staff member,
//   p50/p97.5/p99 per URL;
// - offers (docs/PERFORMANCE.md#offers-and-jobs-at-scale): 10,000 jobs (4,000
//   orders, 6,000 requests), 2,000 offers of 5–30 lines: the job list and the
//   offer list the same way; a 30-line offer's editor page (its loader prices
//   the draft) and one line saved (POST intent `line`, then the redirect's
//   GET), one request at a time by the bench's own timer; a 30-line version's
//   PDF through the render pool, first rendered, then stored; and the offers
//   issue's targets, PASS or MISS (scripts/bench/back-office-targets.ts);
// - workshop (docs/PERFORMANCE.md#workshop-documents): a fresh database, one
//   customer's order of 30 windows placed through the API, and its work order
//   and cut list downloaded by staff one at a time, each rendered by the pool.
//
// Figures are printed, never asserted.
//
// Environment:
//   BENCH_DURATION=10            seconds per URL
//   BACK_OFFICE_ONLY=lists|offers|workshop|calendar|invoices  run one part only
//   (calendar, docs/PERFORMANCE.md#calendar-at-scale: 200 appointments in one
//   week among 4,200: the week view, the day view and a job page)
//   BACK_OFFICE_DATABASE_URL     measure the lists on this database (filled first when it has no demo history)
//                                instead of a throw-away one
//   BACK_OFFICE_OFFERS_DATABASE_URL  the same for the offers part
//   BACK_OFFICE_EDITOR_RUNS=30   saves (and editor GETs) timed, after 3 warm-up ones
//   BACK_OFFICE_PDF_RUNS=5       30-line versions whose PDF is rendered cold, then read back stored
//   BACK_OFFICE_INVOICES=500     paid orders invoiced one at a time (then their month's ZIP)
//   BACK_OFFICE_WORKSHOP_RUNS=10 downloads of each workshop document timed, after one warm-up (at most 14)
//   BENCH_DATABASE_URL           PostgreSQL admin URL for the throw-away databases (default: embedded PostgreSQL)
//   BENCH_SKIP_BUILD=1           reuse the existing build/
//
// App code is TypeScript beyond type stripping: the npm script runs this file
// with --experimental-transform-types.
import os from "node:os";
import { count, sql } from "drizzle-orm";
import { openDatabase } from "#app/server/platform/db.server.ts";
import * as schema from "#db/schema.ts";
import { fillDemoHistory } from "../demo-history/fill.ts";
import { cleanUp, cleanUpOnSignals } from "../support/clean-up.ts";
import { ensureProductionBuild } from "../support/production-build.ts";
import { createScriptDatabase } from "../support/script-database.ts";
import { banner, errorMessage, table } from "../support/script-output.ts";
import { startApp } from "./app-server.ts";
import { offerTargetChecks } from "./back-office-targets.ts";
import { seedCalendar } from "./calendar-at-scale.ts";
import { BUILD_TIMEOUT_MS, DURATION, ROOT } from "./config.ts";
import {
  copyPaidOrders,
  INVOICE_ISSUE_TARGET_MS,
  MONTH_ZIP_TARGET_MS,
  measureInvoiceIssue,
  measureMonthZip,
} from "./invoices-at-scale.ts";
import { autocannon } from "./load.ts";
import {
  editorTarget,
  measureEditor,
  measureVersionPdfs,
  pdfTargets,
  processCpuMs,
} from "./offers-at-scale.ts";
import { measureWorkshopPdfs, placeWorkshopOrder, WORKSHOP_PDF_TARGET_MS } from "./workshop-at-scale.ts";

const CONNECTIONS = 5;
const ADMIN = { username: "bench.admin", password: "Banco-Prova-Misure-2026!" };

cleanUpOnSignals("stopping the server and dropping the bench database");

/** The lists' history: 60,000 jobs (one per order, request and lead). */
const LISTS_HISTORY = { orders: 10_000, requests: 50_000, offers: 2_000, customers: 5_000 };
/** The offers' history: 10,000 jobs, a fifth of them with an offer of 5–30 lines. */
const OFFERS_HISTORY = { orders: 4_000, requests: 6_000, offers: 2_000, customers: 2_000 };

type History = typeof LISTS_HISTORY;

/** The database to measure, with the demo history in it; the search terms are read from it. */
async function preparedDatabase(
  variable: string,
  history: History,
): Promise<{
  url: string;
  email: string;
  surname: string;
  leadEmail: string;
  jobEmail: string;
}> {
  const url =
    process.env[variable] || (await createScriptDatabase("BENCH_DATABASE_URL", "shop_back_office")).url;
  const handle = await openDatabase({ databaseUrl: url, dataDir: "memory://", poolSize: 2 });
  try {
    const started = performance.now();
    const outcome = await fillDemoHistory(handle.db, {
      ...history,
      seed: 2026,
      until: new Date(),
      force: false,
    });
    if (outcome.outcome === "filled")
      console.log(`demo history filled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    else console.log("demo history already there: measuring it as it is");
    // Statistics and the visibility map after the bulk load, as autovacuum would leave them.
    await handle.db.execute(sql`vacuum analyze`);
    // A real customer's e-mail (the order list's and the customer list's search) and a lead's.
    const [order] = await handle.db
      .select({ email: schema.orders.shippingEmail })
      .from(schema.orders)
      .orderBy(schema.orders.id)
      .limit(1)
      .offset(Math.floor(history.orders / 2));
    const [lead] = await handle.db
      .select({ email: schema.contactMessages.email })
      .from(schema.contactMessages)
      .orderBy(schema.contactMessages.id)
      .limit(1)
      .offset(Math.floor(history.requests / 5));
    const [job] = await handle.db
      .select({ email: schema.jobs.customerEmail })
      .from(schema.jobs)
      .orderBy(schema.jobs.id)
      .limit(1)
      .offset(Math.floor((history.orders + history.requests) / 2));
    return {
      url,
      email: order?.email ?? "rossi",
      surname: "Rossi",
      leadEmail: lead?.email ?? "rossi",
      jobEmail: job?.email ?? "rossi",
    };
  } finally {
    await handle.close();
  }
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify(ADMIN),
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (response.status !== 200 || !cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie;
}

interface Row {
  url: string;
  statuses: string;
  rps: number;
  p50: number;
  p975: number;
  p99: number;
  /** The app server's CPU ms per request (warm-up included in the CPU, not in the count). */
  cpuPerRequest?: number;
}

async function measure(base: string, cookie: string, url: string, pid?: number): Promise<Row> {
  const [load] = os.loadavg();
  const cpuBefore = processCpuMs(pid);
  process.stdout.write(`  ${url}: ${DURATION} s… `);
  const result = (await autocannon({
    url: `${base}${url}`,
    headers: { cookie },
    connections: CONNECTIONS,
    duration: DURATION,
    warmup: { connections: CONNECTIONS, duration: 1 },
  })) as Awaited<ReturnType<typeof autocannon>> & { latency: { p97_5: number } };
  const statuses = Object.keys(result.statusCodeStats).join(", ") || "none";
  const cpuAfter = processCpuMs(pid);
  // The warm-up's requests are not in result.requests.total: a little more CPU per request than true.
  const cpuPerRequest =
    cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0
      ? Math.round(((cpuAfter - cpuBefore) / result.requests.total) * 10) / 10
      : undefined;
  const row = {
    url,
    statuses,
    rps: result.requests.average,
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    cpuPerRequest,
  };
  console.log(
    `p50 ${row.p50} ms, p99 ${row.p99} ms, status ${statuses}, server CPU ${row.cpuPerRequest ?? "-"} ms/request (1-min load before: ${load?.toFixed(2)})`,
  );
  return row;
}

function printRows(rows: Row[]) {
  banner("results (ms)");
  console.log(
    table(
      ["URL", "status", "req/s", "p50", "p97.5", "p99", "server CPU ms/req"],
      rows.map((row) => [
        `\`${row.url}\``,
        row.statuses,
        String(Math.round(row.rps)),
        String(row.p50),
        String(row.p975),
        String(row.p99),
        row.cpuPerRequest === undefined ? "-" : String(row.cpuPerRequest),
      ]),
      [2, 3, 4, 5, 6],
    ),
  );
}

const search = (text: string) => encodeURIComponent(text);

async function measureLists() {
  banner("lists: database with the demo history");
  const { url, email, surname, leadEmail } = await preparedDatabase(
    "BACK_OFFICE_DATABASE_URL",
    LISTS_HISTORY,
  );
  const { base, child } = await startApp("app (PostgreSQL)", url);
  const cookie = await signIn(base);
  const urls = [
    "/gestione/ordini",
    "/gestione/ordini?pagina=300",
    "/gestione/ordini?stato=processing",
    `/gestione/ordini?q=${search(surname)}`,
    `/gestione/ordini?q=${search(email)}`,
    "/gestione/ordini?ordina=totale-desc",
    "/gestione/richieste",
    "/gestione/richieste?pagina=1500",
    "/gestione/richieste?stato=in-lavorazione",
    `/gestione/richieste?cerca=${search(surname)}`,
    `/gestione/richieste?cerca=${search(leadEmail)}`,
    "/gestione/richieste?tipo=preventivo&pagina=300",
    `/gestione/clienti?cerca=${search(surname)}`,
    `/gestione/clienti?cerca=${search(email)}`,
    "/gestione/commesse",
    "/gestione/commesse?pagina=300",
    `/gestione/commesse?cerca=${search(surname)}`,
    `/gestione/commesse?cerca=${search(email)}`,
  ];
  banner(`${CONNECTIONS} connections, ${DURATION} s per URL`);
  const rows: Row[] = [];
  for (const target of urls) rows.push(await measure(base, cookie, target, child.process.pid));
  printRows(rows);
  await child.stop();
}

const runsFrom = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number ≥ 1`);
  return value;
};

async function measureOffers() {
  banner("offers: database with 10,000 jobs and offers of 5–30 lines");
  const { url, jobEmail, surname } = await preparedDatabase(
    "BACK_OFFICE_OFFERS_DATABASE_URL",
    OFFERS_HISTORY,
  );
  const handle = await openDatabase({ databaseUrl: url, dataDir: "memory://", poolSize: 2 });
  let jobs: number;
  let editor: Awaited<ReturnType<typeof editorTarget>>;
  let versions: Awaited<ReturnType<typeof pdfTargets>>;
  try {
    const [counted] = await handle.db.select({ jobs: count() }).from(schema.jobs);
    jobs = counted?.jobs ?? 0;
    editor = await editorTarget(handle.db);
    versions = await pdfTargets(handle.db, runsFrom("BACK_OFFICE_PDF_RUNS", 5));
  } finally {
    await handle.close();
  }
  console.log(
    `${jobs} jobs; editor: ${editor.number} (${editor.lines} lines, ${editor.status}); ` +
      `PDFs: ${versions.map((version) => `${version.number} v${version.versionNumber} (${version.lines} lines)`).join(", ")}`,
  );
  const { base, child } = await startApp("app (PostgreSQL)", url);
  const cookie = await signIn(base);
  const jobUrls = [
    "/gestione/commesse",
    "/gestione/commesse?pagina=200",
    `/gestione/commesse?cerca=${search(surname)}`,
    `/gestione/commesse?cerca=${search(jobEmail)}`,
  ];
  const urls = [
    ...jobUrls,
    "/gestione/offerte",
    "/gestione/offerte?stato=inviata",
    "/gestione/offerte?scadenza=1",
    `/gestione/offerte/${search(editor.number)}`,
  ];
  banner(`${CONNECTIONS} connections, ${DURATION} s per URL`);
  const rows: Row[] = [];
  for (const target of urls) rows.push(await measure(base, cookie, target, child.process.pid));
  printRows(rows);

  const editorRuns = runsFrom("BACK_OFFICE_EDITOR_RUNS", 30);
  banner(
    `the ${editor.lines}-line offer's editor, one request at a time, ${editorRuns} runs after 3 warm-up`,
  );
  const [loadBefore] = os.loadavg();
  const timings = await measureEditor(base, cookie, editor, {
    warmUp: 3,
    runs: editorRuns,
    pid: child.process.pid,
  });
  const timingRow = (name: string, summary: typeof timings.get) => [
    name,
    String(summary.runs),
    String(summary.p50),
    String(summary.p95),
    String(summary.p99),
    String(summary.max),
  ];
  console.log(
    table(
      ["request", "runs", "p50", "p95", "p99", "max"],
      [
        timingRow("GET editor (prices the draft)", timings.get),
        timingRow("POST intent line", timings.post),
        timingRow("GET after the redirect", timings.redirectGet),
        timingRow("save: POST + GET", timings.save),
      ],
      [1, 2, 3, 4, 5],
    ),
  );
  console.log(
    `editor page ${Math.round(timings.bytes / 1000)} kB; 1-min load before: ${loadBefore?.toFixed(2)}; ` +
      `app server CPU per editor GET ${timings.cpuPerGetMs ?? "-"} ms, per save (POST + GET) ${timings.cpuPerSaveMs ?? "-"} ms`,
  );

  banner(
    `${versions.length} version PDFs of ${Math.min(...versions.map((version) => version.lines))}+ lines, one at a time`,
  );
  const pdfs = await measureVersionPdfs(base, cookie, versions, child.process.pid);
  console.log(
    table(
      ["PDF", "runs", "p50", "p95", "p99", "max"],
      [
        timingRow("first download (rendered in the pool, stored)", pdfs.cold),
        timingRow("again (stored)", pdfs.stored),
      ],
      [1, 2, 3, 4, 5],
    ),
  );
  console.log(
    `${Math.round(pdfs.bytes / 1000)} kB each; app server CPU per first render (pool workers included) ${pdfs.cpuPerColdMs ?? "-"} ms`,
  );

  banner("the offers issue's targets");
  const checks = offerTargetChecks({
    jobs,
    jobListP99: Object.fromEntries(
      rows.filter((row) => jobUrls.includes(row.url)).map((row) => [row.url, row.p99]),
    ),
    save: timings.save,
    pdfCold: pdfs.cold,
  });
  console.log(
    table(
      ["target", "measured", "result"],
      checks.map((entry) => [
        entry.target,
        entry.measured,
        entry.pass === undefined ? "-" : entry.pass ? "PASS" : "MISS",
      ]),
      [],
    ),
  );
  await child.stop();
}

async function measureWorkshop() {
  const positions = 30;
  banner(`workshop: a fresh database, one order of ${positions} windows`);
  const { url } = await createScriptDatabase("BENCH_DATABASE_URL", "shop_workshop");
  const { base, child } = await startApp("app (PostgreSQL)", url);
  const cookie = await signIn(base);
  const orderId = await placeWorkshopOrder(base, positions);
  const runs = runsFrom("BACK_OFFICE_WORKSHOP_RUNS", 10);
  if (runs > 14) throw new Error("BACK_OFFICE_WORKSHOP_RUNS must be at most 14 (30 downloads per user)");
  banner(`the ${positions}-position work order and cut list, ${runs} runs each after 1 warm-up`);
  const [loadBefore] = os.loadavg();
  const pdfs = await measureWorkshopPdfs(base, cookie, orderId, runs);
  const row = (name: string, summary: typeof pdfs.workOrder, bytes: number) => [
    name,
    String(summary.runs),
    String(summary.p50),
    String(summary.p95),
    String(summary.max),
    `${Math.round(bytes / 1000)} kB`,
    summary.max <= WORKSHOP_PDF_TARGET_MS ? "PASS" : "MISS",
  ];
  console.log(
    table(
      ["PDF (rendered in the pool)", "runs", "p50", "p95", "max", "size", `≤ ${WORKSHOP_PDF_TARGET_MS} ms`],
      [
        row("scheda di lavorazione", pdfs.workOrder, pdfs.workOrderBytes),
        row("distinta di taglio e vetri", pdfs.cutList, pdfs.cutListBytes),
      ],
      [1, 2, 3, 4],
    ),
  );
  console.log(`1-min load before: ${loadBefore?.toFixed(2)}`);
  await child.stop();
}

/** The calendar's history: a few thousand jobs for the appointments to belong to. */
const CALENDAR_HISTORY = { orders: 1_000, requests: 1_000, offers: 100, customers: 500 };

async function measureCalendar() {
  banner("calendar: 200 appointments in one week among 4,200");
  const { url } = await preparedDatabase("BACK_OFFICE_CALENDAR_DATABASE_URL", CALENDAR_HISTORY);
  const handle = await openDatabase({ databaseUrl: url, dataDir: "memory://", poolSize: 2 });
  const targets = await seedCalendar(handle.db).finally(() => handle.close());
  const { base, child } = await startApp("app (PostgreSQL)", url);
  const cookie = await signIn(base);
  const urls = [
    `/gestione/calendario?settimana=${targets.week}`,
    `/gestione/calendario?giorno=${targets.day}`,
    // The loader alone (its data, no HTML): what the query and the grouping cost.
    `/gestione/calendario.data?settimana=${targets.week}`,
    `/gestione/commesse/${search(targets.jobNumber)}`,
  ];
  banner(`${CONNECTIONS} connections, ${DURATION} s per URL`);
  const rows: Row[] = [];
  for (const target of urls) rows.push(await measure(base, cookie, target, child.process.pid));
  printRows(rows);
  await child.stop();
}

async function measureInvoices() {
  const count = runsFrom("BACK_OFFICE_INVOICES", 500);
  banner(`invoices: a fresh database, ${count} paid orders, «Emetti» on each, then the month's ZIP`);
  const { url } = await createScriptDatabase("BENCH_DATABASE_URL", "shop_invoices");
  const { base, child } = await startApp("app (PostgreSQL)", url);
  const cookie = await signIn(base);
  const orderIds = await copyPaidOrders(url, await placeWorkshopOrder(base, 3), count);
  const issue = await measureInvoiceIssue(base, cookie, orderIds);
  const month = new Date().toISOString().slice(0, 7);
  const zip = await measureMonthZip(base, cookie, month);
  console.log(
    table(
      ["measure", "runs", "p50", "p95", "p99", "max", "target", ""],
      [
        [
          "«Emetti» (final invoice)",
          String(issue.runs),
          String(issue.p50),
          String(issue.p95),
          String(issue.p99),
          String(issue.max),
          `p99 ≤ ${INVOICE_ISSUE_TARGET_MS} ms`,
          issue.p99 <= INVOICE_ISSUE_TARGET_MS ? "PASS" : "MISS",
        ],
        [
          `month's ZIP (${Math.round(zip.bytes / 1000)} kB)`,
          "1",
          String(Math.round(zip.ms)),
          "",
          "",
          "",
          `≤ ${MONTH_ZIP_TARGET_MS} ms`,
          zip.ms <= MONTH_ZIP_TARGET_MS ? "PASS" : "MISS",
        ],
      ],
      [1, 2, 3, 4, 5],
    ),
  );
  await child.stop();
}

const PARTS = ["lists", "offers", "workshop", "calendar", "invoices"];

async function main() {
  const only = process.env.BACK_OFFICE_ONLY;
  if (only && !PARTS.includes(only))
    throw new Error(`BACK_OFFICE_ONLY must be one of ${PARTS.join(", ")}, not "${only}"`);
  ensureProductionBuild(ROOT, "BENCH_SKIP_BUILD", BUILD_TIMEOUT_MS);
  process.env.ADMIN_USERNAME = ADMIN.username;
  process.env.ADMIN_PASSWORD = ADMIN.password;
  if (!only || only === "lists") await measureLists();
  if (!only || only === "offers") await measureOffers();
  if (!only || only === "workshop") await measureWorkshop();
  if (!only || only === "calendar") await measureCalendar();
  if (!only || only === "invoices") await measureInvoices();
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  console.error(`\nbench:back-office failed: ${errorMessage(error)}`);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
