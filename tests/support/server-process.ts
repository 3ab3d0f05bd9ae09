import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { createInterface } from "node:readline";
import { type CalculatorOption, type Product, productConfigurator } from "#app/domain/catalogue.ts";
import { sessionCookieFrom } from "./api-client.ts";
import { firstWindowOptionValues, windowConfiguration } from "./window-configuration.ts";

// System tests run the real production server (`node server.ts`) as a child
// process, so that signals, exits and several instances sharing one database
// behave exactly as in deployment. Only loopback addresses are ever used.

export type LogLine = Record<string, unknown>;
export type ProcessExit = { code: number | null; signal: NodeJS.Signals | null };

export interface ServerProcess {
  pid: number;
  port: number;
  baseUrl: string;
  /** Every stdout line that parsed as JSON, in order (request logs, "server listening", "shutting down"). */
  logs: LogLine[];
  /** Raw stdout and stderr, for failure messages. */
  output(): string;
  readonly running: boolean;
  /** Resolves once the process has exited, however that happened. */
  exited: Promise<ProcessExit>;
  request(pathname: string, init?: RequestInit): Promise<Response>;
  waitForLog(predicate: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  signal(signal: "SIGTERM" | "SIGKILL"): void;
  /** SIGKILL (when still running) and wait for the exit. */
  kill(): Promise<ProcessExit>;
}

export interface StartServerOptions {
  /** PostgreSQL URL; without it the server uses PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir?: string;
  /** Extra environment variables. */
  env?: Record<string, string>;
  readyTimeoutMs?: number;
}

/** One secret for every instance, so that a session made on one is valid on the others. */
export const SYSTEM_SESSION_SECRET = "system-test-secret-0123456789abcdef0123456789";

const PROJECT_ROOT = path.resolve(import.meta.dirname, "../..");
const started = new Set<ChildProcess>();

// If the test runner itself dies, no server may outlive it.
process.once("exit", () => {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});

/**
 * Starts `node server.ts` in production mode on a port the kernel picks
 * (PORT=0, read back from the "server listening" log line, so parallel runs
 * never race for a port) and resolves once /readyz answers 200.
 */
export async function startServer(options: StartServerOptions = {}): Promise<ServerProcess> {
  const { databaseUrl, dataDir, env = {}, readyTimeoutMs = 60_000 } = options;
  if (!databaseUrl && !dataDir) throw new Error("startServer needs databaseUrl or dataDir");
  const child = spawn(process.execPath, ["server.ts"], {
    cwd: PROJECT_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      PORT: "0",
      SESSION_SECRET: SYSTEM_SESSION_SECRET,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.add(child);

  const logs: LogLine[] = [];
  let rawOutput = "";
  const listeners = new Set<(line: LogLine) => void>();
  createInterface({ input: child.stdout! }).on("line", (text) => {
    rawOutput += `${text}\n`;
    let line: LogLine;
    try {
      line = JSON.parse(text) as LogLine;
    } catch {
      return;
    }
    logs.push(line);
    for (const listener of listeners) listener(line);
  });
  child.stderr!.on("data", (chunk: Buffer) => {
    rawOutput += chunk.toString();
  });

  const exited = new Promise<ProcessExit>((resolve) => {
    child.once("exit", (code, signal) => {
      started.delete(child);
      resolve({ code, signal });
    });
  });
  let running = true;
  void exited.then(() => {
    running = false;
  });

  const waitForLog = (predicate: (line: LogLine) => boolean, timeoutMs = 15_000) =>
    new Promise<LogLine>((resolve, reject) => {
      const found = logs.find(predicate);
      if (found) return resolve(found);
      const timer = setTimeout(() => {
        listeners.delete(listener);
        reject(new Error(`log line not seen within ${timeoutMs} ms; output:\n${rawOutput}`));
      }, timeoutMs);
      const listener = (line: LogLine) => {
        if (!predicate(line)) return;
        clearTimeout(timer);
        listeners.delete(listener);
        resolve(line);
      };
      listeners.add(listener);
    });

  const kill = async () => {
    if (running) child.kill("SIGKILL");
    return exited;
  };

  try {
    const listening = await Promise.race([
      waitForLog((line) => line.msg === "server listening", readyTimeoutMs),
      exited.then((exit) => {
        throw new Error(`server exited before listening (${JSON.stringify(exit)}):\n${rawOutput}`);
      }),
    ]);
    const port = Number(new URL(String(listening.url)).port);
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitUntilReady(baseUrl, readyTimeoutMs, () => running);
    return {
      pid: child.pid!,
      port,
      baseUrl,
      logs,
      output: () => rawOutput,
      get running() {
        return running;
      },
      exited,
      request: (pathname, init) => fetch(new URL(pathname, baseUrl), init),
      waitForLog,
      signal: (signal) => {
        child.kill(signal);
      },
      kill,
    };
  } catch (error) {
    await kill();
    throw error;
  }
}

async function waitUntilReady(baseUrl: string, timeoutMs: number, alive: () => boolean) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error("server exited while waiting for /readyz");
    try {
      const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // Not answering yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${baseUrl}/readyz did not answer 200 within ${timeoutMs} ms`);
}

/** For afterEach/afterAll: SIGKILL every server a test left running and wait for them to go. */
export async function stopAllServers(): Promise<void> {
  const exits = [...started].map(
    (child) =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGKILL");
      }),
  );
  await Promise.all(exits);
}

type JsonInit = RequestInit & { json?: unknown };

/**
 * A customer whose session cookie travels with them from one server instance
 * to another, as a browser's would behind a load balancer.
 */
export interface SessionClient {
  username: string;
  password: string;
  cookie: string | null;
  request(server: Pick<ServerProcess, "baseUrl">, pathname: string, init?: JsonInit): Promise<Response>;
  json<T = unknown>(
    server: Pick<ServerProcess, "baseUrl">,
    pathname: string,
    init?: JsonInit,
  ): Promise<{ status: number; body: T }>;
}

export function sessionClient(username = `sistema_${randomBytes(5).toString("hex")}`): SessionClient {
  const self: SessionClient = {
    username,
    password: "Serramenti-Sicuri-2026",
    cookie: null,
    async request(server, pathname, init = {}) {
      const headers = new Headers(init.headers);
      if (self.cookie) headers.set("cookie", self.cookie);
      let body = init.body;
      if (init.json !== undefined) {
        headers.set("content-type", "application/json");
        body = JSON.stringify(init.json);
      }
      const response = await fetch(new URL(pathname, server.baseUrl), { ...init, headers, body });
      if (response.headers.getSetCookie().some((value) => /^(__Host-)?sid=/.test(value)))
        self.cookie = sessionCookieFrom(response);
      return response;
    },
    async json(server, pathname, init) {
      const response = await self.request(server, pathname, init);
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as never };
    },
  };
  return self;
}

/** Registers (and so signs in) the client through the given instance; returns the new user's id. */
export async function register(server: Pick<ServerProcess, "baseUrl">, client: SessionClient) {
  const { status, body } = await client.json<{ id: number }>(server, "/api/register", {
    method: "POST",
    json: { username: client.username, password: client.password, firstName: "Mario", email: "m@example.it" },
  });
  if (status !== 201) throw new Error(`registration failed: ${status} ${JSON.stringify(body)}`);
  return body.id;
}

/**
 * Valid POST /api/cart bodies for windows, one per configurable product (the
 * first value of every option), read from a running instance.
 */
export async function windowConfigurations(server: Pick<ServerProcess, "baseUrl">) {
  const [options, products] = await Promise.all([
    fetch(`${server.baseUrl}/api/calculator-options`).then((r) => r.json() as Promise<CalculatorOption[]>),
    fetch(`${server.baseUrl}/api/products`).then((r) => r.json() as Promise<Product[]>),
  ]);
  const values = firstWindowOptionValues(options);
  // Only window products take window options (doors have their own configurator or a survey).
  return products
    .filter((product) => productConfigurator(product) === "window")
    .map((product) => windowConfiguration(product.id, values));
}
