// Lighthouse (mobile) on a few pages in Debian's Chromium, several runs each,
// the median run reported.
//
// Node runs this file directly (type stripping): erasable TypeScript only.

import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { onCleanup } from "../support/clean-up.ts";
import { errorMessage, loudNotice } from "../support/script-output.ts";
import { CHROME_PATH, LIGHTHOUSE_RUN_TIMEOUT_MS, LIGHTHOUSE_RUNS } from "./config.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
export const LIGHTHOUSE_CATEGORIES = {
  performance: "performance",
  accessibility: "accessibility",
  bestPractices: "best-practices",
  seo: "seo",
} as const;
export type LighthouseCategory = keyof typeof LIGHTHOUSE_CATEGORIES;
export const METRIC_AUDITS = new Set([
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
  "interactive",
  "max-potential-fid",
]);

/** The part of a Lighthouse result (LHR) this bench reads. */
export interface LighthouseAudit {
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
}
export interface LighthouseResultJson {
  lighthouseVersion: string;
  categories: Record<string, { score: number | null }>;
  audits: Record<string, LighthouseAudit>;
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  environment: { benchmarkIndex: number };
}
export type LighthouseRunner = (
  url: string,
  flags: { port: number; output: "json"; logLevel: "error"; onlyCategories: string[] },
) => Promise<{ lhr: LighthouseResultJson } | undefined>;
export interface LaunchedChrome {
  port: number;
  kill(): unknown;
}
export interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<LaunchedChrome>;
}

export interface LighthousePage {
  page: string;
  /** 0–100 per category, of the median run. */
  scores: Record<LighthouseCategory, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Performance scores of every run, in order. */
  runScores: number[];
  /** Total blocking time of every run, in order, ms: how far the reported run sits from the others. */
  runTbtMs: number[];
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
export async function runLighthouse(base: string, pages: string[]): Promise<LighthousePage[] | string> {
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
          runTbtMs: [],
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
        runTbtMs: runs.map((run) => run.audits["total-blocking-time"]?.numericValue ?? Number.NaN),
        flagged: flaggedAudits(median),
        benchmarkIndex: median.environment.benchmarkIndex,
      });
    }
  } finally {
    await kill();
  }
  return results;
}

export function score(lhr: LighthouseResultJson, category: LighthouseCategory): number {
  const value = lhr.categories[LIGHTHOUSE_CATEGORIES[category]]?.score;
  return value === null || value === undefined ? 0 : Math.round(value * 100);
}

export function flaggedAudits(lhr: LighthouseResultJson): string[] {
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
