// Every performance budget against one run's figures: PASS, MISS or not measured.
//
// Node runs this file directly (type stripping): erasable TypeScript only.

import { BUDGET, CONNECTIONS } from "./config.ts";
import type { BenchDatabase } from "./database.ts";
import type { DocumentTimings } from "./documents.ts";
import { kB, seconds } from "./format.ts";
import { jsFileRole, type PageWeight } from "./initial-js.ts";
import type { LighthousePage } from "./lighthouse.ts";
import type { Ceiling, Measurement, PeakRss } from "./load.ts";
import { median } from "./median.ts";
import type { Calibration, LighthouseProfile } from "./profiles.ts";
import type { TapResult } from "./tap.ts";

export const gzipTotal = (weight: PageWeight) => weight.files.reduce((sum, file) => sum + file.gzip, 0);
export const rawTotal = (weight: PageWeight) => weight.files.reduce((sum, file) => sum + file.raw, 0);

/** The shop's own initial JS of a page (ADR 025): all but the framework chunk, the runtime and the entry. */
export const ownGzipTotal = (weight: PageWeight) =>
  weight.files.filter((file) => jsFileRole(file.url) === "own").reduce((sum, file) => sum + file.gzip, 0);

/** Whether the page was weighed in full: it and each of its files answered 200. */
export const fullyWeighed = (weight: PageWeight) =>
  weight.status === 200 && weight.files.every((file) => file.status === 200);

export function ownJsWithinBudget(weight: PageWeight): boolean | undefined {
  if (!fullyWeighed(weight)) return undefined;
  return ownGzipTotal(weight) <= BUDGET.ownInitialJsKb * 1000;
}

/** The framework chunk as the pages load it, once per distinct file (one per build). */
export function frameworkChunks(weights: PageWeight[]): { page: string; value: number }[] {
  const seen = new Map<string, { page: string; value: number }>();
  for (const weight of weights.filter(fullyWeighed)) {
    for (const file of weight.files) {
      if (jsFileRole(file.url) === "framework" && !seen.has(file.url))
        seen.set(file.url, { page: file.url, value: file.gzip });
    }
  }
  return [...seen.values()];
}

/** One line per route, then the files every route shares, then each route's own files. */

export function lighthouseChecks(page: LighthousePage): { label: string; pass: boolean }[] {
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

export interface BudgetCheck {
  budget: string;
  measured: string;
  pass: boolean | undefined;
}

/** One budget over several pages: the misses when there are any, otherwise the closest call. */
export function addBudget(
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

/** Every performance budget against this run's figures; `pass` undefined: not measured. */
export function budgetChecks(report: Report): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  // The Lighthouse budgets judge the default mobile profile; the slow one is reported beside it.
  const pages = Array.isArray(report.lighthouse)
    ? report.lighthouse.filter((page) => !page.error && page.profile === "mobile")
    : [];
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
    `framework chunk ≤ ${BUDGET.frameworkChunkKb} kB gzip`,
    frameworkChunks(report.weights),
    (value) => value <= BUDGET.frameworkChunkKb * 1000,
    (value) => `${kB(value)} kB`,
    "highest",
    "not measured",
  );
  addBudget(
    checks,
    `the shop's own initial JS ≤ ${BUDGET.ownInitialJsKb} kB gzip per public route`,
    report.weights.filter(fullyWeighed).map((weight) => ({ page: weight.page, value: ownGzipTotal(weight) })),
    (value) => value <= BUDGET.ownInitialJsKb * 1000,
    (value) => `${kB(value)} kB`,
    "highest",
    "not measured",
  );
  addTapBudgets(checks, report);
  addThroughputBudgets(checks, report);
  const pglitePeak = report.peakRss?.find((entry) => entry.database === "pglite")?.mb;
  checks.push({
    budget: `PGlite server's peak RSS < ${BUDGET.pglitePeakRssMb} MB during its load runs`,
    measured: pglitePeak === undefined ? "not measured" : `${pglitePeak} MB`,
    pass: pglitePeak === undefined ? undefined : pglitePeak < BUDGET.pglitePeakRssMb,
  });
  return checks;
}

/** A tap on «Calcola Prezzo» on the slow profile, each scenario's median run (tap.ts). */
function addTapBudgets(checks: BudgetCheck[], report: Report) {
  const measured = (report.taps ?? []).filter((tap) => !tap.error && tap.runs.length > 0);
  const unmeasured = report.taps
    ? (report.taps.find((tap) => tap.error)?.error ?? "not measured")
    : `not measured (${typeof report.lighthouse === "string" ? report.lighthouse : "no taps"})`;
  const profile = report.calibration
    ? ` (slow profile, CPU ${report.calibration.slow.cpuSlowdownMultiplier}×)`
    : "";
  addBudget(
    checks,
    `a tap on «Calcola Prezzo» answers visibly ≤ ${BUDGET.tapFeedbackMs} ms${profile}`,
    measured.map((tap) => ({ page: tap.scenario, value: median(tap.runs.map((run) => run.feedbackMs)) })),
    (value) => value <= BUDGET.tapFeedbackMs,
    (value) => `${Math.round(value)} ms`,
    "highest",
    unmeasured,
  );
  addBudget(
    checks,
    `the configurator is usable ≤ ${BUDGET.tapUsableMs / 1000} s after that tap${profile}`,
    measured.map((tap) => ({ page: tap.scenario, value: median(tap.runs.map((run) => run.usableMs)) })),
    (value) => value <= BUDGET.tapUsableMs,
    (value) => `${seconds(value)} s`,
    "highest",
    unmeasured,
  );
}

const DATABASES = ["pglite", "postgresql"] as const;
const isGuestPage = (target: string) => target === "/" || target.startsWith("/product/");

/** Each database's app against the bare reference, and the latencies of the price API and the kept guest pages. */
function addThroughputBudgets(checks: BudgetCheck[], report: Report) {
  for (const database of DATABASES) {
    const rows = report.app.filter((row) => row.database === database);
    const ratios = (targets: (target: string) => boolean) =>
      rows
        .filter((row) => targets(row.target))
        .map((row) => ({ page: row.target, value: ceilingRatio(report, row.target, database) }))
        .filter((entry): entry is { page: string; value: number } => entry.value !== undefined);
    const asPercent = (value: number) => `${Math.round(value * 100)}%`;
    addBudget(
      checks,
      `\`/api/products\` ≥ ${BUDGET.apiCeilingRatio * 100}% of the bare node:http + pg reference (${database})`,
      ratios((target) => target === "/api/products"),
      (value) => value >= BUDGET.apiCeilingRatio,
      asPercent,
      "lowest",
      "not measured",
    );
    addBudget(
      checks,
      `guest SSR \`/\` and \`/product/:id\` ≥ ${BUDGET.guestPageCeilingRatio * 100}% of the reference (${database})`,
      ratios(isGuestPage),
      (value) => value >= BUDGET.guestPageCeilingRatio,
      asPercent,
      "lowest",
      "not measured",
    );
    addBudget(
      checks,
      `guest pages (kept) p99 ≤ ${BUDGET.guestPageP99Ms} ms at ${CONNECTIONS} connections (${database})`,
      rows
        .filter((row) => isGuestPage(row.target))
        .map((row) => ({ page: row.target, value: row.non2xx === 0 ? row.p99 : Number.POSITIVE_INFINITY })),
      (value) => value <= BUDGET.guestPageP99Ms,
      (value) => (Number.isFinite(value) ? `${value} ms` : "non-2xx answers"),
      "highest",
      "not measured",
    );
    const price = rows.find((row) => row.target === "POST /api/price");
    checks.push({
      budget: `\`POST /api/price\` p99 ≤ ${BUDGET.priceP99Ms} ms at ${CONNECTIONS} connections (${database})`,
      measured: price ? `${price.p99} ms` : "not measured",
      pass: price ? price.p99 <= BUDGET.priceP99Ms && price.non2xx === 0 && price.errors === 0 : undefined,
    });
  }
}

export interface Report {
  /** The largest share of the machine's CPU time busy during the 1 s before a run, with our servers idle. */
  busyBefore?: number;
  app: Measurement[];
  ceiling?: Ceiling;
  weights: PageWeight[];
  /** Per page and profile; or why Lighthouse did not run. */
  lighthouse: LighthousePage[] | string;
  /** The host's CPU benchmark before the runs, and the slow profile it gave (profiles.ts). */
  calibration?: Calibration & { slow: LighthouseProfile };
  /** A tap on «Calcola Prezzo» on the slow profile (tap.ts). */
  taps?: TapResult[];
  postgres?: BenchDatabase;
  /** Each server's peak RSS (VmHWM) during its load runs, and before them. */
  peakRss?: PeakRss[];
  /** The PDF documents' render times and the home page while they render (scripts/bench/documents.ts). */
  documents?: DocumentTimings;
  notices: string[];
}

/** A target's req/s on one database ÷ the bare reference's /api/products req/s (on PostgreSQL). */
export function ceilingRatio(
  report: Report,
  target = "/api/products",
  database = "postgresql",
): number | undefined {
  const appRow = report.app.find((row) => row.target === target && row.database === database);
  if (!report.ceiling || !appRow || report.ceiling.measurement.rps === 0) return undefined;
  return appRow.rps / report.ceiling.measurement.rps;
}
