// What the bench and the load test record about the machine and the code they
// measured, beside their figures in docs/PERFORMANCE.md.
//
// Node runs this file directly (type stripping): erasable TypeScript only.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Busy share of all CPUs over one second, from /proc/stat; undefined off Linux. */
export async function cpuBusy(): Promise<number | undefined> {
  const sample = () => {
    const line = /^cpu\s+(.+)$/m.exec(readFileSync("/proc/stat", "utf8"))?.[1] ?? "";
    // user nice system idle iowait irq softirq steal; guest time is already counted in user.
    const fields = line.split(/\s+/).slice(0, 8).map(Number);
    const total = fields.reduce((sum, value) => sum + value, 0);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0); // idle + iowait
    return { total, idle };
  };
  try {
    const before = sample();
    await sleep(1_000);
    const after = sample();
    const total = after.total - before.total;
    return total > 0 ? 1 - (after.idle - before.idle) / total : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts a process's peak RSS (VmHWM) again from its present RSS, so that the
 * next reading covers only what happens from now on (Linux `clear_refs`).
 * False when it could not: off Linux, or another user's process.
 */
export function resetPeakRss(pid: number | undefined): boolean {
  if (pid === undefined) return false;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}

/** The most memory a process has held since it started or since `resetPeakRss` (VmHWM), in MB; undefined off Linux or once it has exited. */
export function peakRssMb(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const kB = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kB === undefined ? undefined : Math.round(Number(kB) / 1024);
  } catch {
    return undefined;
  }
}

interface Machine {
  nproc: string;
  memory: string;
  cpu: string;
  node: string;
}

function machine(): Machine {
  const nproc = spawnSync("nproc", { encoding: "utf8" }).stdout?.trim() || String(os.availableParallelism());
  let cpu = os.cpus()[0]?.model ?? "unknown";
  try {
    cpu = /^model name\s*:\s*(.+)$/m.exec(readFileSync("/proc/cpuinfo", "utf8"))?.[1]?.trim() ?? cpu;
  } catch {
    // not Linux: keep os.cpus()
  }
  return { nproc, memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`, cpu, node: process.version };
}

/** "CPUs, RAM, CPU model; Node version", as the reports print it. */
export function machineLine(m: Machine = machine()): string {
  return `${m.nproc} CPUs (nproc), ${m.memory} RAM, ${m.cpu}; Node ${m.node}`;
}

/** The checked-out commit, marked when the tree has uncommitted changes. */
export function commitId(root: string): string {
  const git = spawnSync("git", ["rev-parse", "--short", "HEAD"], {
    cwd: root,
    encoding: "utf8",
  }).stdout?.trim();
  const dirty = spawnSync("git", ["status", "--porcelain"], { cwd: root, encoding: "utf8" }).stdout?.trim();
  return git ? `${git}${dirty ? " (with uncommitted changes)" : ""}` : "unknown";
}

/** Now, to the second, for a report's "Run:" line. */
export function runDate(): string {
  return new Date().toISOString().replace(/\.\d+Z$/, "Z");
}
