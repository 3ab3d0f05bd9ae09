// The offers issue's performance targets (docs/product/offers.md,
// docs/PERFORMANCE.md#offers-and-jobs-at-scale) against one run of
// `npm run bench:back-office`: PASS or MISS, and by how much. Reported,
// never asserted: the bench prints them, no test fails on a slow machine.
//
// Node runs this file directly (type stripping): erasable TypeScript only.

/** p50/p95/p99/max of one series of timings, in ms. */
export interface TimingSummary {
  runs: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** The nearest-rank quantile of ascending values (NaN when there are none). */
export function quantile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;
}

const tenth = (ms: number) => Math.round(ms * 10) / 10;

export function summarize(timings: readonly number[]): TimingSummary {
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    runs: sorted.length,
    p50: tenth(quantile(sorted, 0.5)),
    p95: tenth(quantile(sorted, 0.95)),
    p99: tenth(quantile(sorted, 0.99)),
    max: tenth(sorted.at(-1) ?? Number.NaN),
  };
}

export const OFFER_TARGETS = {
  /** A 30-line offer: one line saved and the draft priced again (POST, then the redirect's GET). */
  saveAndRepriceP99Ms: 150,
  /** A 30-line version's PDF, rendered by the worker pool. */
  pdfMs: 1000,
  /** `/gestione/commesse` with 10,000 jobs. */
  jobListP99Ms: 100,
} as const;

export interface TargetCheck {
  target: string;
  measured: string;
  pass: boolean | undefined;
  /** How far over the target, in ms (0 when met). */
  overMs: number;
}

function check(target: string, limit: number, value: number | undefined, what: string): TargetCheck {
  if (value === undefined || Number.isNaN(value))
    return { target, measured: "not measured", pass: undefined, overMs: 0 };
  const over = Math.max(0, Math.round((value - limit) * 10) / 10);
  return {
    target,
    measured: `${what} ${value} ms${over > 0 ? ` (${over} ms over, ${Math.round((value / limit) * 100)} %)` : ""}`,
    pass: value <= limit,
    overMs: over,
  };
}

export interface OfferFigures {
  jobs: number;
  /** p99 per job-list URL (autocannon), by URL. */
  jobListP99: Record<string, number>;
  /** The editor's save (POST + the redirect's GET), one staff member, one request at a time. */
  save?: TimingSummary;
  /** The version PDF rendered for the first time (the pool), one at a time. */
  pdfCold?: TimingSummary;
}

/** Each target against the run's figures; the job list's worst URL is the one judged. */
export function offerTargetChecks(figures: OfferFigures): TargetCheck[] {
  const lists = Object.entries(figures.jobListP99).sort((a, b) => b[1] - a[1]);
  const worst = lists[0];
  return [
    check(
      `job list p99 ≤ ${OFFER_TARGETS.jobListP99Ms} ms with ${figures.jobs.toLocaleString("en")} jobs (worst URL)`,
      OFFER_TARGETS.jobListP99Ms,
      worst?.[1],
      worst ? `\`${worst[0]}\`` : "",
    ),
    check(
      `30-line offer: save and re-price p99 ≤ ${OFFER_TARGETS.saveAndRepriceP99Ms} ms`,
      OFFER_TARGETS.saveAndRepriceP99Ms,
      figures.save?.p99,
      "POST + GET",
    ),
    check(
      `30-line version PDF ≤ ${OFFER_TARGETS.pdfMs} ms in the pool (cold, slowest run)`,
      OFFER_TARGETS.pdfMs,
      figures.pdfCold?.max,
      "max",
    ),
  ];
}
