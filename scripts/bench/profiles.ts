// The two phones the bench measures: Lighthouse's default mobile profile and
// a slower one. Lighthouse slows the CPU by a fixed factor (4×) whatever the
// host, so the same page on a fast host simulates a faster phone: on a host
// with benchmark index 3.800 the 4× phone is about three times as fast as on
// one with 1.300. The slow profile raises the factor with the host, so that it
// simulates what the default 4× gives on a host of index SLOW_HOST_INDEX: a
// mid-range phone, whatever machine runs the bench (docs/PERFORMANCE.md,
// "Method").
//
// Node runs this file directly (type stripping): erasable TypeScript only.

import { errorMessage } from "../support/script-output.ts";

/** Lighthouse's default CPU slow-down on its mobile profile. */
export const DEFAULT_CPU_SLOWDOWN = 4;
/** The host index whose default 4× run the slow profile reproduces: the middle of 1.000–1.600. */
export const SLOW_HOST_INDEX = 1300;
/** The band of host indexes the slow profile aims at; outside it the report says so. */
export const SLOW_HOST_INDEX_BAND = { low: 1000, high: 1600 } as const;
/** How many benchmark readings the calibration takes; their median is the host's index. */
const CALIBRATION_READINGS = 3;

export interface LighthouseProfile {
  name: "mobile" | "slow";
  cpuSlowdownMultiplier: number;
}

export interface Calibration {
  /** The median of the readings of Lighthouse's CPU benchmark in this Chromium, before the runs. */
  hostIndex: number;
  readings: number[];
  /** Set by BENCH_SLOW_CPU_MULTIPLIER instead of the readings. */
  fixed: boolean;
}

export const MOBILE_PROFILE: LighthouseProfile = {
  name: "mobile",
  cpuSlowdownMultiplier: DEFAULT_CPU_SLOWDOWN,
};

/** The slow profile's CPU slow-down for a host of `hostIndex`: never below the default 4×. */
export function slowCpuMultiplier(hostIndex: number): number {
  const raised = (DEFAULT_CPU_SLOWDOWN * hostIndex) / SLOW_HOST_INDEX;
  return Math.max(DEFAULT_CPU_SLOWDOWN, Math.round(raised * 2) / 2);
}

/**
 * The host index the default 4× would need to simulate the same phone as a run with
 * `multiplier` on a host of `hostIndex`: hostIndex ÷ (multiplier ÷ 4).
 */
export function effectiveHostIndex(hostIndex: number, multiplier: number): number {
  return (hostIndex * DEFAULT_CPU_SLOWDOWN) / multiplier;
}

export function slowProfile(calibration: Calibration): LighthouseProfile {
  const fixed = Number(process.env.BENCH_SLOW_CPU_MULTIPLIER);
  return {
    name: "slow",
    cpuSlowdownMultiplier: calibration.fixed && fixed > 0 ? fixed : slowCpuMultiplier(calibration.hostIndex),
  };
}

/** Lighthouse's mobile network (its "slow 4G" preset) with the given CPU slow-down. */
export async function lighthouseThrottling(cpuSlowdownMultiplier: number): Promise<Record<string, number>> {
  const constants = (await import("lighthouse/core/config/constants.js")) as {
    throttling: { mobileSlow4G: Record<string, number> };
  };
  return { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier };
}

/**
 * Lighthouse's own CPU benchmark, run CALIBRATION_READINGS times in a blank tab of
 * the Chromium at `port` (over the DevTools protocol), before any run: the slow
 * profile's multiplier is fixed from it for the whole bench run.
 */
export async function calibrate(port: number): Promise<Calibration> {
  const fixed = Number(process.env.BENCH_SLOW_CPU_MULTIPLIER);
  if (process.env.BENCH_SLOW_CPU_MULTIPLIER && !(fixed > 0)) {
    throw new Error(
      `BENCH_SLOW_CPU_MULTIPLIER must be a positive number, got "${process.env.BENCH_SLOW_CPU_MULTIPLIER}"`,
    );
  }
  const { pageFunctions } = (await import("lighthouse/core/lib/page-functions.js")) as {
    pageFunctions: { computeBenchmarkIndex: () => number };
  };
  const target = (await (
    await fetch(`http://127.0.0.1:${port}/json/new?about:blank`, { method: "PUT" })
  ).json()) as { id: string; webSocketDebuggerUrl: string };
  const readings: number[] = [];
  try {
    const session = await devtoolsSession(target.webSocketDebuggerUrl);
    try {
      for (let reading = 0; reading < CALIBRATION_READINGS; reading += 1) {
        const answer = (await session.send("Runtime.evaluate", {
          expression: `(${pageFunctions.computeBenchmarkIndex.toString()})()`,
          returnByValue: true,
        })) as { result?: { value?: number } };
        if (typeof answer.result?.value === "number") readings.push(answer.result.value);
      }
    } finally {
      session.close();
    }
  } catch (error) {
    throw new Error(`the CPU benchmark could not run in Chromium: ${errorMessage(error)}`);
  } finally {
    await fetch(`http://127.0.0.1:${port}/json/close/${target.id}`).catch(() => undefined);
  }
  if (readings.length === 0) throw new Error("the CPU benchmark gave no reading");
  const sorted = [...readings].sort((a, b) => a - b);
  return { hostIndex: sorted[Math.floor(sorted.length / 2)]!, readings, fixed: fixed > 0 };
}

interface DevtoolsSession {
  send(method: string, params: object): Promise<unknown>;
  close(): void;
}

/** A minimal DevTools protocol client over Node's WebSocket: one command at a time. */
function devtoolsSession(url: string): Promise<DevtoolsSession> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const pending = new Map<number, (message: { result?: unknown; error?: { message: string } }) => void>();
    let nextId = 1;
    socket.addEventListener("message", (event) => {
      const message = JSON.parse(String(event.data)) as {
        id?: number;
        result?: unknown;
        error?: { message: string };
      };
      if (message.id !== undefined) pending.get(message.id)?.(message);
    });
    socket.addEventListener("error", () => reject(new Error(`cannot connect to ${url}`)));
    socket.addEventListener("open", () =>
      resolve({
        send: (method, params) =>
          new Promise((answer, fail) => {
            const id = nextId++;
            pending.set(id, (message) => {
              pending.delete(id);
              if (message.error) fail(new Error(message.error.message));
              else answer(message.result);
            });
            socket.send(JSON.stringify({ id, method, params }));
          }),
        close: () => socket.close(),
      }),
    );
  });
}

/** "host index 3.782 (readings 3.701, 3.782, 3.840): slow profile 11.5× CPU, a host of 1.316 at 4×". */
export function calibrationLine(calibration: Calibration, slow: LighthouseProfile): string {
  const readings = calibration.readings.map((value) => Math.round(value)).join(", ");
  const effective = Math.round(effectiveHostIndex(calibration.hostIndex, slow.cpuSlowdownMultiplier));
  const source = calibration.fixed
    ? `BENCH_SLOW_CPU_MULTIPLIER=${slow.cpuSlowdownMultiplier}`
    : `${DEFAULT_CPU_SLOWDOWN}× × ${Math.round(calibration.hostIndex)} ÷ ${SLOW_HOST_INDEX}, to the nearest 0.5, at least ${DEFAULT_CPU_SLOWDOWN}×`;
  return `Lighthouse's CPU benchmark in this Chromium before the runs: ${Math.round(calibration.hostIndex)} (median of ${readings}); slow profile: CPU slowed ${slow.cpuSlowdownMultiplier}× (${source}), as the default 4× on a host of index ${effective}`;
}
