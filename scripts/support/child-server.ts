// One harness for every server these scripts and the system tests start as a
// child process (the production server, the bench's reference server): start
// it, collect its output line by line, wait until it answers, stop it with
// SIGTERM (SIGKILL when it does not go). Only loopback addresses are used.
//
// Node runs this file directly (type stripping): erasable TypeScript only.
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { createInterface } from "node:readline";

export type ProcessExit = { code: number | null; signal: NodeJS.Signals | null };

export interface ChildServer {
  name: string;
  process: ChildProcess;
  readonly running: boolean;
  /** Resolves once the process has exited, however that happened (a failed spawn too). */
  exited: Promise<ProcessExit>;
  /** The kept output lines (stdout and stderr), joined for a failure message. */
  output(): string;
  /** Called with every complete stdout or stderr line, as it arrives. */
  onLine(listener: (line: string, stream: "stdout" | "stderr") => void): void;
  /** SIGTERM, then SIGKILL when it has not exited within `graceMs`. */
  stop(graceMs?: number): Promise<ProcessExit>;
  /** SIGKILL (when still running) and wait for the exit. */
  kill(): Promise<ProcessExit>;
}

export interface StartChildServerOptions {
  name: string;
  /** A Node script, run with this process's Node: `node <script> ...args`. */
  script: string;
  args?: string[];
  /** Node's own flags, before the script. */
  nodeArgs?: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** How many of the latest output lines to keep for output(); all of them by default. */
  keepLines?: number;
}

const started = new Set<ChildServer>();

// If the parent itself ends, whatever the reason, no server may outlive it.
process.once("exit", () => {
  for (const child of started) if (child.running) child.process.kill("SIGKILL");
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function startChildServer(options: StartChildServerOptions): ChildServer {
  const { name, script, args = [], nodeArgs = [], cwd, env, keepLines = Number.POSITIVE_INFINITY } = options;
  const proc = spawn(process.execPath, [...nodeArgs, script, ...args], {
    cwd,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const listeners = new Set<(line: string, stream: "stdout" | "stderr") => void>();
  let running = true;

  const keep = (line: string, stream: "stdout" | "stderr") => {
    lines.push(line);
    if (lines.length > keepLines) lines.splice(0, lines.length - keepLines);
    for (const listener of listeners) listener(line, stream);
  };
  createInterface({ input: proc.stdout! }).on("line", (line) => keep(line, "stdout"));
  createInterface({ input: proc.stderr! }).on("line", (line) => keep(line, "stderr"));

  const exited = new Promise<ProcessExit>((resolve) => {
    proc.once("exit", (code, signal) => resolve({ code, signal }));
    proc.once("error", (error) => {
      lines.push(`spawn error: ${error.message}`);
      resolve({ code: null, signal: null });
    });
  });
  void exited.then(() => {
    running = false;
    started.delete(child);
  });

  const kill = async () => {
    if (running) proc.kill("SIGKILL");
    return exited;
  };
  const stop = async (graceMs = 12_000) => {
    if (!running) return exited;
    proc.kill("SIGTERM");
    const stopped = await Promise.race([exited.then(() => true), sleep(graceMs).then(() => false)]);
    if (stopped) return exited;
    console.error(`${name} did not stop within ${Math.round(graceMs / 1000)} s: SIGKILL`);
    proc.kill("SIGKILL");
    return exited;
  };

  const child: ChildServer = {
    name,
    process: proc,
    get running() {
      return running;
    },
    exited,
    output: () => lines.join("\n"),
    onLine: (listener) => {
      listeners.add(listener);
    },
    stop,
    kill,
  };
  started.add(child);
  return child;
}

/** SIGKILL every child server still running and wait for them to go. */
export async function killAllChildServers(): Promise<void> {
  await Promise.all([...started].map((child) => child.kill()));
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // fetch() hides the socket error in `cause`.
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.message}${cause}`;
}

/** Polls `url` until it answers 200; throws with the last answer and the output when the child exits or time runs out. */
export async function waitUntilReady(
  child: ChildServer,
  url: string,
  { timeoutMs, intervalMs = 250 }: { timeoutMs: number; intervalMs?: number },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  while (Date.now() < deadline && child.running) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      const body = await response.text();
      if (response.status === 200) return;
      last = `${response.status} ${body.slice(0, 200)}`;
    } catch (error) {
      last = describeError(error); // not listening yet
    }
    await sleep(intervalMs);
  }
  const why = child.running ? "timed out" : `exited with ${JSON.stringify(await child.exited)}`;
  throw new Error(
    `${child.name} did not become ready (${why}; last GET ${url}: ${last}). Last output:\n${child.output()}`,
  );
}

export async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
