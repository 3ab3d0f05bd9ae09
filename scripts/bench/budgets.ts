// Every performance budget against one run's figures: PASS, MISS or not measured.
//
// Node runs this file directly (type stripping): erasable TypeScript only.

import { BUDGET, CONNECTIONS } from "./config.ts";
import type { BenchDatabase } from "./database.ts";
import type { DocumentTiming } from "./documents.ts";
import { kB, seconds } from "./format.ts";
import type { PageWeight } from "./initial-js.ts";
import type { LighthousePage } from "./lighthouse.ts";
import type { Ceiling, Measurement } from "./load.ts";

export const gzipTotal = (weight: PageWeight) => weight.files.reduce((sum, file) => sum + file.gzip, 0);
export const rawTotal = (weight: PageWeight) => weight.files.reduce((sum, file) => sum + file.raw, 0);

export function jsWithinBudget(weight: PageWeight): boolean | undefined {
  if (weight.status !== 200 || weight.files.some((file) => file.status !== 200)) return undefined;
  return gzipTotal(weight) <= BUDGET.initialJsKb * 1000;
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

export interface Report {
  /** The largest share of the machine's CPU time busy during the 1 s before a run, with our servers idle. */
  busyBefore?: number;
  app: Measurement[];
  ceiling?: Ceiling;
  weights: PageWeight[];
  /** Per page; or why Lighthouse did not run. */
  lighthouse: LighthousePage[] | string;
  postgres?: BenchDatabase;
  /** The 10-line PDF document's render time (scripts/bench/documents.ts). */
  documents?: DocumentTiming;
  notices: string[];
}

export function ceilingRatio(report: Report): number | undefined {
  const appRow = report.app.find((row) => row.target === "/api/products" && row.database === "postgresql");
  if (!report.ceiling || !appRow || report.ceiling.measurement.rps === 0) return undefined;
  return appRow.rps / report.ceiling.measurement.rps;
}
