// Lighthouse (mobile) on a few pages in Debian's Chromium, several runs each,
// the median run reported, on two profiles: Lighthouse's default mobile run
// and a slower phone (profiles.ts).
//
// Node runs this file directly (type stripping): erasable TypeScript only.

import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import { pathToFileURL } from "node:url";
import { onCleanup } from "../support/clean-up.ts";
import { errorMessage, loudNotice } from "../support/script-output.ts";
import { CHROME_PATH, LIGHTHOUSE_RUN_TIMEOUT_MS, LIGHTHOUSE_RUNS } from "./config.ts";
import { type LighthouseProfile, lighthouseThrottling } from "./profiles.ts";

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
  details?: { items?: Record<string, unknown>[] };
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
  config?: { extends: "lighthouse:default"; settings: { throttling: Record<string, number> } },
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
  /** The profile's name (profiles.ts): "mobile" or "slow". */
  profile: string;
  /** Which build answered, when several are compared (variants.ts); the bench's own run leaves it out. */
  variant?: string;
  /** 0–100 per category, of the median run. */
  scores: Record<LighthouseCategory, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Performance scores of every run, in order. */
  runScores: number[];
  /** Total blocking time of every run, in order, ms: how far the reported run sits from the others. */
  runTbtMs: number[];
  /** Largest contentful paint of every run, in order, ms. */
  runLcpMs: number[];
  /** The machine's 1-minute load average just before each run (`uptime`). */
  runLoad: number[];
  /** Audits below a full score, other than the metrics: where the points went. */
  flagged: string[];
  /** The median run's main-thread work by kind (Lighthouse's breakdown, at the profile's slow-down), largest first. */
  mainThread: { label: string; ms: number }[];
  /** Lighthouse's CPU benchmark of this machine in the median run (a fast desktop is around 1500-2500). */
  benchmarkIndex: number;
  /** The same for every run, in order. */
  runBenchmarkIndex: number[];
  error?: string;
}

/** One server under measurement; several when builds are compared side by side. */
export interface LighthouseTarget {
  variant?: string;
  base: string;
}

export interface LighthouseBrowser {
  run(url: string, profile: LighthouseProfile): Promise<LighthouseResultJson | string>;
  /** Chromium's DevTools port, for measurements of our own (profiles.ts). */
  port: number;
  close(): Promise<void>;
}

/** Debian's Chromium, headless, with Lighthouse's Node API; undefined (and a notice) when there is none. */
export async function openLighthouse(): Promise<LighthouseBrowser | string> {
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
  const close = async () => {
    if (killed) return;
    killed = true;
    await chrome.kill();
  };
  onCleanup("stop Chromium (Lighthouse)", close);
  const run = async (url: string, profile: LighthouseProfile): Promise<LighthouseResultJson | string> => {
    let error = "no result";
    const result = await Promise.race([
      lighthouse(
        url,
        {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: Object.values(LIGHTHOUSE_CATEGORIES),
        },
        {
          extends: "lighthouse:default",
          settings: { throttling: await lighthouseThrottling(profile.cpuSlowdownMultiplier) },
        },
      ),
      sleep(LIGHTHOUSE_RUN_TIMEOUT_MS).then(() => {
        throw new Error(`no result within ${LIGHTHOUSE_RUN_TIMEOUT_MS / 1000} s`);
      }),
    ]).catch((failure: unknown) => {
      error = errorMessage(failure);
      return undefined;
    });
    const lhr = result?.lhr;
    if (lhr?.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
    return lhr ?? error;
  };
  return { run, port: chrome.port, close };
}

/** Called before each batch of runs (variants.ts waits there for a quiet machine); nothing by default. */
export type BeforeBatch = (batch: string) => Promise<void>;

/**
 * LIGHTHOUSE_RUNS runs of each page on each profile and each target, in one
 * headless Chromium. The profiles and the targets take turns run after run
 * (mobile, slow, mobile, slow…; A, B, A, B…), so that a change of the
 * machine's load hits them alike. The run with the median performance score
 * is kept, as Lighthouse itself advises.
 */
export async function runLighthouse(
  browser: LighthouseBrowser,
  targets: LighthouseTarget[],
  pages: string[],
  profiles: LighthouseProfile[],
  beforeBatch: BeforeBatch = async () => {},
): Promise<LighthousePage[]> {
  const runsOf = new Map<string, { lhr: LighthouseResultJson; load: number }[]>();
  const errorOf = new Map<string, string>();
  const key = (target: LighthouseTarget, profile: LighthouseProfile, page: string) =>
    `${target.variant ?? ""}\n${profile.name}\n${page}`;
  for (const page of pages) {
    for (let run = 1; run <= LIGHTHOUSE_RUNS; run += 1) {
      await beforeBatch(`${page}, run ${run}/${LIGHTHOUSE_RUNS}`);
      for (const profile of profiles) {
        // A, B, C then B, C, A…: no target always runs first, right after the other profile.
        const turn = targets.map((_, index) => targets[(index + run - 1) % targets.length]!);
        for (const target of turn) {
          const label = [target.variant, profile.name, page].filter(Boolean).join(" ");
          process.stdout.write(`  Lighthouse ${label} run ${run}/${LIGHTHOUSE_RUNS}… `);
          const load = os.loadavg()[0] ?? Number.NaN;
          let outcome = await browser.run(`${target.base}${page}`, profile);
          // On a loaded machine Chromium sometimes loses the trace (NO_NAVSTART): such a run is taken again, once.
          if (typeof outcome === "string") {
            process.stdout.write(`failed (${outcome.split(":")[0]}), again… `);
            outcome = await browser.run(`${target.base}${page}`, profile);
          }
          if (typeof outcome === "string") {
            errorOf.set(key(target, profile, page), outcome);
            console.log(`failed: ${outcome}`);
            continue;
          }
          const runs = runsOf.get(key(target, profile, page)) ?? [];
          runs.push({ lhr: outcome, load });
          runsOf.set(key(target, profile, page), runs);
          console.log(
            `performance ${score(outcome, "performance")}, TBT ${Math.round(metric(outcome, "total-blocking-time"))} ms, load ${load.toFixed(2)}`,
          );
        }
      }
    }
  }
  const results: LighthousePage[] = [];
  for (const target of targets) {
    for (const profile of profiles) {
      for (const page of pages) {
        const runs = runsOf.get(key(target, profile, page)) ?? [];
        const error = errorOf.get(key(target, profile, page));
        results.push(summarise(page, profile.name, target.variant, runs, error));
      }
    }
  }
  return results;
}

function summarise(
  page: string,
  profile: string,
  variant: string | undefined,
  runs: { lhr: LighthouseResultJson; load: number }[],
  error: string | undefined,
): LighthousePage {
  const common = { page, profile, ...(variant === undefined ? {} : { variant }) };
  if (runs.length === 0) {
    return {
      ...common,
      scores: { performance: 0, accessibility: 0, bestPractices: 0, seo: 0 },
      lcpMs: Number.NaN,
      tbtMs: Number.NaN,
      cls: Number.NaN,
      runScores: [],
      runTbtMs: [],
      runLcpMs: [],
      runLoad: [],
      flagged: [],
      mainThread: [],
      benchmarkIndex: Number.NaN,
      runBenchmarkIndex: [],
      error: error ?? "no run finished",
    };
  }
  const lhrs = runs.map((run) => run.lhr);
  const median = [...lhrs].sort(
    (a, b) =>
      score(a, "performance") - score(b, "performance") ||
      metric(b, "largest-contentful-paint") - metric(a, "largest-contentful-paint"),
  )[Math.floor(lhrs.length / 2)]!;
  return {
    ...common,
    scores: {
      performance: score(median, "performance"),
      accessibility: score(median, "accessibility"),
      bestPractices: score(median, "bestPractices"),
      seo: score(median, "seo"),
    },
    lcpMs: metric(median, "largest-contentful-paint"),
    tbtMs: metric(median, "total-blocking-time"),
    cls: metric(median, "cumulative-layout-shift"),
    runScores: lhrs.map((run) => score(run, "performance")),
    runTbtMs: lhrs.map((run) => metric(run, "total-blocking-time")),
    runLcpMs: lhrs.map((run) => metric(run, "largest-contentful-paint")),
    runLoad: runs.map((run) => run.load),
    flagged: flaggedAudits(median),
    mainThread: mainThreadWork(median),
    benchmarkIndex: median.environment.benchmarkIndex,
    runBenchmarkIndex: lhrs.map((run) => run.environment.benchmarkIndex),
  };
}

/** Lighthouse's main-thread breakdown of a run: script evaluation, style and layout, parsing…, largest first. */
export function mainThreadWork(lhr: LighthouseResultJson): { label: string; ms: number }[] {
  return (lhr.audits["mainthread-work-breakdown"]?.details?.items ?? [])
    .map((item) => ({ label: String(item.groupLabel ?? item.group), ms: Number(item.duration) }))
    .filter((item) => Number.isFinite(item.ms))
    .sort((a, b) => b.ms - a.ms);
}

export function metric(lhr: LighthouseResultJson, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN;
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
