// The bench's settings (from the environment) and the performance budgets it
// checks. See the header of scripts/bench/bench.ts for the variables.
//
// Node runs this file directly (type stripping): erasable TypeScript only.

import { randomBytes } from "node:crypto";
import path from "node:path";
import { constants as zlibConstants } from "node:zlib";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const DOCS_FILE = path.join(ROOT, "docs", "PERFORMANCE.md");
export const CONNECTIONS = 20;
export const FULL_DURATION = 10;
export const DURATION = positiveNumber(process.env.BENCH_DURATION, FULL_DURATION, "BENCH_DURATION");
export const WARMUP = DURATION >= 5 ? 2 : 1;
export const GZIP_LEVEL = zlibConstants.Z_BEST_COMPRESSION; // 9
/** `BENCH_WRITE_DOCS=busy`: write docs/PERFORMANCE.md even from a busy machine, saying so at the top of the figures. */
export const WRITE_WHEN_BUSY = process.env.BENCH_WRITE_DOCS === "busy";
export const WRITE_DOCS = process.env.BENCH_WRITE_DOCS
  ? process.env.BENCH_WRITE_DOCS !== "0"
  : DURATION === FULL_DURATION;
export const SESSION_SECRET = randomBytes(30).toString("hex").slice(0, 40);
export const STARTUP_TIMEOUT_MS = 90_000;
export const BUILD_TIMEOUT_MS = 5 * 60_000;
export const LIGHTHOUSE_RUNS = nonNegativeInteger(
  process.env.BENCH_LIGHTHOUSE_RUNS,
  5,
  "BENCH_LIGHTHOUSE_RUNS",
);
export const LIGHTHOUSE_RUN_TIMEOUT_MS = 120_000;
export const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";
export const LIGHTHOUSE_PAGES = 4;
const LIGHTHOUSE_PROFILES = 2;
/** Taps per scenario on «Calcola Prezzo» (tap.ts). */
export const TAP_RUNS = nonNegativeInteger(process.env.BENCH_TAP_RUNS, 5, "BENCH_TAP_RUNS");
/** The taps: 2 scenarios, at most 90 s each. */
const TAPS_MS = 2 * TAP_RUNS * 90_000;
/** The builds measured side by side (BENCH_ONLY=variants); one otherwise. */
const BUILDS = Math.max(1, (process.env.BENCH_VARIANTS ?? "").split(/[\s,]+/).filter(Boolean).length);
/** What each batch of browser runs may wait for a quiet machine (quiet-machine.ts). */
const QUIET_WAIT_MS = Number(process.env.BENCH_QUIET_WAIT_S ?? 180) * 1000;
// Builds, startups, Lighthouse, the taps and 9 measured runs; anything beyond this is a hang.
export const DEADLINE_MS =
  BUILDS * BUILD_TIMEOUT_MS +
  (4 + BUILDS) * STARTUP_TIMEOUT_MS +
  LIGHTHOUSE_PAGES *
    LIGHTHOUSE_RUNS *
    (BUILDS * LIGHTHOUSE_PROFILES * LIGHTHOUSE_RUN_TIMEOUT_MS + QUIET_WAIT_MS) +
  TAPS_MS +
  9 * (DURATION + WARMUP + 30) * 1000;

// The performance budgets, listed with their figures in docs/PERFORMANCE.md; the bench prints PASS or
// MISS for each.
export const BUDGET = {
  lighthouse: { performance: 98, accessibility: 100, bestPractices: 100, seo: 100 },
  lcpMs: 1800,
  tbtMs: 50,
  cls: 0.02,
  /** The framework chunk (React, React DOM, React Router), gzip, kB = 1000 bytes (ADR 025). */
  frameworkChunkKb: 110,
  /** Per public route, the initial JS but the framework chunk, the bundler's runtime and the browser entry (ADR 025). */
  ownInitialJsKb: 30,
  /** /api/products on each database, app req/s ÷ bare node:http + pg req/s. */
  apiCeilingRatio: 0.7,
  /** Guest pages (/ and /product/:id) on each database, app req/s ÷ the same reference's req/s. */
  guestPageCeilingRatio: 0.6,
  /** POST /api/price at CONNECTIONS connections on PostgreSQL. */
  priceP99Ms: 10,
  /** Guest pages, kept in memory, at CONNECTIONS connections on each database. */
  guestPageP99Ms: 20,
  /** The PGlite server's peak RSS (VmHWM) during its load runs, MB. */
  pglitePeakRssMb: 400,
  /** A tap on «Calcola Prezzo» on the slow profile: to a visible answer, and to a usable configurator (median run). */
  tapFeedbackMs: 100,
  tapUsableMs: 1000,
} as const;

export function nonNegativeInteger(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`${name} must be a whole number, got "${raw}"`);
    process.exit(2);
  }
  return value;
}

export function positiveNumber(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`${name} must be a positive number of seconds, got "${raw}"`);
    process.exit(2);
  }
  return value;
}

/** Above this share of the CPUs busy with other processes before a run, the bench will not write docs/PERFORMANCE.md. */
export const MAX_OTHER_CPU_SHARE = 0.2;
