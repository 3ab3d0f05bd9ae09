// `npm run bench`: builds the production bundle, starts the production server
// on PGlite (and on a throw-away PostgreSQL database when one is reachable),
// weighs the initial JS of every public page, runs Lighthouse on four pages on
// two profiles (the default mobile one and a slower phone, profiles.ts), times
// a tap on «Calcola Prezzo» on the slower phone (tap.ts), measures
// /api/products, POST /api/price, / and /product/:id with autocannon, measures
// a bare node:http + pg server for /api/products as the ceiling, checks
// everything against the performance budgets (config.ts), prints it and writes
// docs/PERFORMANCE.md. A missed budget is reported, not an error.
//
// Environment:
//   BENCH_DURATION=10        seconds per measured run (a shorter run is a quick check)
//   BENCH_SKIP_BUILD=1       reuse the existing build/
//   BENCH_DATABASE_URL       PostgreSQL admin URL (default: a throw-away embedded PostgreSQL)
//   BENCH_WRITE_DOCS=0|1     write docs/PERFORMANCE.md (default: only for the full 10 s runs); "busy"
//                            writes it even when other processes kept the CPUs busy, saying so
//   BENCH_LIGHTHOUSE_RUNS=5  Lighthouse runs per page and profile (the median run is reported); 0 skips
//                            Lighthouse and the taps
//   BENCH_SLOW_CPU_MULTIPLIER  the slow profile's CPU slow-down (default: from the host's benchmark index)
//   BENCH_TAP_RUNS=5         taps per scenario
//   BENCH_QUIET_LOAD=1.5     before each batch of browser runs, wait for a 1-minute load average below this…
//   BENCH_QUIET_WAIT_S=180   …for at most this long
//   CHROME_PATH              the Chromium Lighthouse drives (default /usr/bin/chromium)
//   BENCH_ONLY=pdf           only the PDF documents on PGlite (the largest order's render, the
//                            home page while 5 render); rewrites only that part of docs/PERFORMANCE.md
//   BENCH_ONLY=browser       only the initial JS, Lighthouse and the taps, on PGlite; prints, writes nothing
//   BENCH_ONLY=variants      builds compared side by side (variants.ts, BENCH_VARIANTS)
//
// Node runs this file directly (type stripping): erasable TypeScript only.

import { abortAfter, cleanUp, cleanUpOnSignals } from "../support/clean-up.ts";
import { cpuBusy } from "../support/machine.ts";
import { ensureProductionBuild } from "../support/production-build.ts";
import { banner, errorMessage, loudNotice } from "../support/script-output.ts";
import { startApp } from "./app-server.ts";
import type { Report } from "./budgets.ts";
import {
  BUILD_TIMEOUT_MS,
  DEADLINE_MS,
  DURATION,
  GZIP_LEVEL,
  LIGHTHOUSE_RUNS,
  MAX_OTHER_CPU_SHARE,
  ROOT,
  WRITE_DOCS,
  WRITE_WHEN_BUSY,
} from "./config.ts";
import { createBenchDatabase } from "./database.ts";
import { writeDocs, writeDocumentsSection } from "./docs-file.ts";
import { documentTimingLines, measureDocuments } from "./documents.ts";
import { percent } from "./format.ts";
import { publicRoutes, weighPage } from "./initial-js.ts";
import { openLighthouse, runLighthouse } from "./lighthouse.ts";
import { firstProductId, firstWindowProductId, measureApp, measureCeiling } from "./load.ts";
import { calibrate, calibrationLine, MOBILE_PROFILE, slowProfile } from "./profiles.ts";
import { waitForQuietMachine } from "./quiet-machine.ts";
import {
  budgetTable,
  documentsSection,
  generatedSection,
  lighthouseSection,
  mainThreadSection,
  measurementTable,
  peakRssLine,
  ratioLine,
  tapSection,
  weightSection,
} from "./report.ts";
import { measureTaps, tapScenarios } from "./tap.ts";
import { measureVariants } from "./variants.ts";

cleanUpOnSignals("stopping servers and dropping the bench database");
const watchdog = abortAfter(DEADLINE_MS, "The benchmark");

// ---- main ------------------------------------------------------------------------------------

/** `BENCH_ONLY=pdf`: the PDF part alone, without the load runs and Lighthouse. */
async function pdfOnly() {
  ensureProductionBuild(ROOT, "BENCH_SKIP_BUILD", BUILD_TIMEOUT_MS);
  banner("PDF documents on PGlite");
  const pglite = await startApp("app (PGlite)");
  const busyBefore = await cpuBusy();
  const documents = await measureDocuments(pglite.base);
  await pglite.child.stop();
  console.log(documentTimingLines(documents).join("\n"));
  const tooBusy = busyBefore !== undefined && busyBefore > MAX_OTHER_CPU_SHARE;
  if (!WRITE_DOCS) console.log("\ndocs/PERFORMANCE.md left alone (BENCH_WRITE_DOCS=1 writes it).");
  else if (tooBusy && !WRITE_WHEN_BUSY)
    loudNotice(
      `Other processes kept ${percent(busyBefore ?? 0)} of the CPUs busy before the run (more than ${percent(MAX_OTHER_CPU_SHARE)}): docs/PERFORMANCE.md left alone.`,
    );
  else writeDocumentsSection(documentsSection(documents).join("\n"));
}

/** The initial JS of every public route, Lighthouse on both profiles, and the taps on the slow one. */
async function browserMeasurements(report: Report, base: string) {
  const productId = await firstProductId(base);
  for (const page of await publicRoutes(base, productId)) report.weights.push(await weighPage(base, page));
  if (LIGHTHOUSE_RUNS === 0) {
    report.lighthouse = "BENCH_LIGHTHOUSE_RUNS=0";
    return;
  }
  const browser = await openLighthouse();
  if (typeof browser === "string") {
    report.lighthouse = browser;
    return;
  }
  try {
    const calibration = await calibrate(browser.port);
    const slow = slowProfile(calibration);
    report.calibration = { ...calibration, slow };
    console.log(calibrationLine(calibration, slow));
    banner(`Lighthouse (mobile and slow), ${LIGHTHOUSE_RUNS} run(s) per page and profile`);
    report.lighthouse = await runLighthouse(
      browser,
      [{ base }],
      ["/", "/category/finestre", `/product/${productId}`, "/contatti"],
      [MOBILE_PROFILE, slow],
      waitForQuietMachine,
    );
    await browser.close();
    banner(`A tap on «Calcola Prezzo» on the slow profile (CPU ${slow.cpuSlowdownMultiplier}×)`);
    report.taps = await measureTaps(
      base,
      tapScenarios(await firstWindowProductId(base)),
      slow,
      waitForQuietMachine,
    );
  } finally {
    await browser.close();
  }
}

function printBrowserMeasurements(report: Report) {
  console.log(`\nInitial JS (gzip level ${GZIP_LEVEL}):\n`);
  console.log(weightSection(report.weights));
  if (Array.isArray(report.lighthouse)) {
    console.log("\nLighthouse (median run):\n");
    console.log(lighthouseSection(report.lighthouse));
    console.log("\nMain-thread work of each reported run, ms:\n");
    console.log(mainThreadSection(report.lighthouse));
  }
  if (report.taps) console.log(`\n${tapSection(report)}`);
}

/** `BENCH_ONLY=browser`: the initial JS, Lighthouse and the taps on PGlite, and the budgets they decide. */
async function browserOnly() {
  const report: Report = { app: [], weights: [], lighthouse: "not run", notices: [] };
  ensureProductionBuild(ROOT, "BENCH_SKIP_BUILD", BUILD_TIMEOUT_MS);
  banner("app on PGlite");
  const pglite = await startApp("app (PGlite)");
  await browserMeasurements(report, pglite.base);
  await pglite.child.stop();
  banner("results");
  printBrowserMeasurements(report);
  console.log("\nBudgets:\n");
  console.log(budgetTable(report));
  console.log("\nBENCH_ONLY=browser: docs/PERFORMANCE.md left alone.");
}

async function main() {
  const report: Report = { app: [], weights: [], lighthouse: "not run", notices: [] };

  ensureProductionBuild(ROOT, "BENCH_SKIP_BUILD", BUILD_TIMEOUT_MS);

  banner("app on PGlite");
  const pglite = await startApp("app (PGlite)");
  const pgliteBase = pglite.base;
  await browserMeasurements(report, pgliteBase);
  const onPglite = await measureApp(pgliteBase, "pglite", pglite.child.process.pid);
  report.app.push(...onPglite.rows);
  if (onPglite.peakRss) report.peakRss = [onPglite.peakRss];
  banner("PDF documents");
  report.documents = await measureDocuments(pgliteBase);
  console.log(documentTimingLines(report.documents).join("\n"));
  await pglite.child.stop();

  banner("app on PostgreSQL");
  const database = await createBenchDatabase();
  if (typeof database === "string") {
    report.notices.push(`${database}: the PostgreSQL rows and the ceiling were skipped.`);
  } else {
    report.postgres = database;
    const { base: pgBase, child } = await startApp("app (PostgreSQL)", database.url);
    const onPostgres = await measureApp(pgBase, "postgresql", child.process.pid);
    report.app.push(...onPostgres.rows);
    if (onPostgres.peakRss) report.peakRss = [...(report.peakRss ?? []), onPostgres.peakRss];
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

  // Numbers from a busy machine mislead: the CPU load before each run decides whether they are kept.
  const loads = [...report.app, ...(report.ceiling ? [report.ceiling.measurement] : [])]
    .map((row) => row.busyBefore)
    .filter((share): share is number => share !== undefined);
  report.busyBefore = loads.length > 0 ? Math.max(...loads) : undefined;
  const tooBusy = report.busyBefore !== undefined && report.busyBefore > MAX_OTHER_CPU_SHARE;
  if (tooBusy) {
    report.notices.push(
      `Other processes kept up to ${percent(report.busyBefore ?? 0)} of the CPUs busy before a run (more than ${percent(MAX_OTHER_CPU_SHARE)}): the figures are pessimistic${WRITE_WHEN_BUSY ? " (written anyway: BENCH_WRITE_DOCS=busy)" : " and docs/PERFORMANCE.md is left alone"}.`,
    );
  }

  banner("results");
  console.log(measurementTable(report.app));
  if (report.ceiling) {
    console.log(`\nCeiling (bare node:http + pg):\n${measurementTable([report.ceiling.measurement])}`);
    console.log(`\n${ratioLine(report) ?? ""}`);
    console.log(peakRssLine(report) ?? "");
    if (!report.ceiling.sameBody) console.log("WARNING: the reference body differs from the app's.");
  }
  printBrowserMeasurements(report);
  console.log("\nBudgets:\n");
  console.log(budgetTable(report));
  for (const notice of report.notices) loudNotice(notice);

  const section = generatedSection(report);
  if (WRITE_DOCS && tooBusy && !WRITE_WHEN_BUSY)
    console.log(
      "\nThe machine was busy: docs/PERFORMANCE.md left alone (BENCH_WRITE_DOCS=busy writes it anyway).",
    );
  else if (WRITE_DOCS) writeDocs(section);
  else
    console.log(
      process.env.BENCH_WRITE_DOCS === "0"
        ? "\nBENCH_WRITE_DOCS=0: docs/PERFORMANCE.md left alone."
        : `\nBENCH_DURATION=${DURATION} is a quick check: docs/PERFORMANCE.md left alone (BENCH_WRITE_DOCS=1 writes it).`,
    );
}

let exitCode = 0;
try {
  if (process.env.BENCH_ONLY === "pdf") await pdfOnly();
  else if (process.env.BENCH_ONLY === "browser") await browserOnly();
  else if (process.env.BENCH_ONLY === "variants") await measureVariants(process.env.BENCH_VARIANTS);
  else if (process.env.BENCH_ONLY)
    throw new Error(`BENCH_ONLY=${process.env.BENCH_ONLY}: only "pdf", "browser" and "variants" are known`);
  else await main();
} catch (error) {
  console.error(`\nbench failed: ${errorMessage(error)}`);
  exitCode = 1;
} finally {
  await cleanUp();
  clearTimeout(watchdog);
}
process.exit(exitCode);
