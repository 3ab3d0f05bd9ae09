// The machine's load before each batch of browser runs: other engineers' test
// suites share these CPUs, and Lighthouse's blocking time grows with their
// load. Before each batch the bench waits, up to BENCH_QUIET_WAIT_S seconds, for
// the 1-minute load average (`uptime`) to fall below BENCH_QUIET_LOAD, then
// runs anyway and records the load it ran under.
//
// Node runs this file directly (type stripping): erasable TypeScript only.

import os from "node:os";

const QUIET_LOAD = Number(process.env.BENCH_QUIET_LOAD || 1.5);
const QUIET_WAIT_MS = Number(process.env.BENCH_QUIET_WAIT_S ?? 180) * 1000;
const STEP_MS = 10_000;

export interface BatchLoad {
  batch: string;
  /** The 1-, 5- and 15-minute load averages when the batch started. */
  loadavg: [number, number, number];
  /** How long the batch waited for a quieter machine. */
  waitedMs: number;
}

export const batchLoads: BatchLoad[] = [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitForQuietMachine(batch: string): Promise<void> {
  const started = Date.now();
  while ((os.loadavg()[0] ?? 0) >= QUIET_LOAD && Date.now() - started < QUIET_WAIT_MS) {
    process.stdout.write(`  load ${(os.loadavg()[0] ?? 0).toFixed(2)} ≥ ${QUIET_LOAD}: waiting… `);
    await sleep(STEP_MS);
  }
  const [one = 0, five = 0, fifteen = 0] = os.loadavg();
  const waitedMs = Date.now() - started;
  batchLoads.push({ batch, loadavg: [one, five, fifteen], waitedMs });
  if (waitedMs > 0 && one >= QUIET_LOAD)
    console.log(`\n  still ${one.toFixed(2)} after ${Math.round(waitedMs / 1000)} s: running anyway`);
}

/** "1-minute load 0.42–2.10 (median 1.03) over 20 batches, 3 of them at or above 1.5". */
export function loadSummary(loads: BatchLoad[] = batchLoads): string {
  if (loads.length === 0) return "no batch ran";
  const ones = loads.map((load) => load.loadavg[0]).sort((a, b) => a - b);
  const median = ones[Math.floor(ones.length / 2)] ?? Number.NaN;
  const busy = ones.filter((value) => value >= QUIET_LOAD).length;
  const waited = Math.round(loads.reduce((sum, load) => sum + load.waitedMs, 0) / 1000);
  return `1-minute load average (uptime) at the start of each batch ${ones[0]?.toFixed(2)}–${ones.at(-1)?.toFixed(2)} (median ${median.toFixed(2)}) over ${loads.length} batches, ${busy} of them at or above ${QUIET_LOAD}; ${waited} s spent waiting for a quieter machine`;
}
