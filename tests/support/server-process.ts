import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type Product, productConfigurator } from "#app/domain/catalogue/catalogue.ts";
import type { OptionSetEntry } from "#app/domain/catalogue/option-set-entries.ts";
import {
  killAllChildServers,
  type ProcessExit,
  startChildServer,
  waitUntilReady,
} from "../../scripts/support/child-server.ts";
import { type JsonInit, sendWithSession, statusAndJson } from "./api-client.ts";
import { defaultOptionValuesOf, referenceSize, windowConfiguration } from "./window-configuration.ts";

// System tests run the real production server (`node server.ts`) as a child
// process, so that signals, exits and several instances sharing one database
// behave exactly as in deployment. Only loopback addresses are ever used.

export type LogLine = Record<string, unknown>;
export type { ProcessExit };

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

/**
 * Starts `node server.ts` in production mode on a port the kernel picks
 * (PORT=0, read back from the "server listening" log line, so parallel runs
 * never race for a port) and resolves once /readyz answers 200.
 */
export async function startServer(options: StartServerOptions = {}): Promise<ServerProcess> {
  const { databaseUrl, dataDir, env = {}, readyTimeoutMs = 60_000 } = options;
  if (!databaseUrl && !dataDir) throw new Error("startServer needs databaseUrl or dataDir");
  const child = startChildServer({
    name: "server.ts",
    script: "server.ts",
    cwd: PROJECT_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      PORT: "0",
      SESSION_SECRET: SYSTEM_SESSION_SECRET,
      // A fictional IBAN with a valid checksum: production requires one.
      SHOP_IBAN: "IT60X0542811101000000123456",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
      ...env,
    },
  });

  const logs: LogLine[] = [];
  const listeners = new Set<(line: LogLine) => void>();
  child.onLine((text, stream) => {
    if (stream !== "stdout") return;
    let line: LogLine;
    try {
      line = JSON.parse(text) as LogLine;
    } catch {
      return;
    }
    logs.push(line);
    for (const listener of listeners) listener(line);
  });

  const waitForLog = (predicate: (line: LogLine) => boolean, timeoutMs = 15_000) =>
    new Promise<LogLine>((resolve, reject) => {
      const found = logs.find(predicate);
      if (found) return resolve(found);
      const timer = setTimeout(() => {
        listeners.delete(listener);
        reject(new Error(`log line not seen within ${timeoutMs} ms; output:\n${child.output()}`));
      }, timeoutMs);
      const listener = (line: LogLine) => {
        if (!predicate(line)) return;
        clearTimeout(timer);
        listeners.delete(listener);
        resolve(line);
      };
      listeners.add(listener);
    });

  try {
    const listening = await Promise.race([
      waitForLog((line) => line.msg === "server listening", readyTimeoutMs),
      child.exited.then((exit) => {
        throw new Error(`server exited before listening (${JSON.stringify(exit)}):\n${child.output()}`);
      }),
    ]);
    const port = Number(new URL(String(listening.url)).port);
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitUntilReady(child, `${baseUrl}/readyz`, { timeoutMs: readyTimeoutMs, intervalMs: 100 });
    return {
      pid: child.process.pid!,
      port,
      baseUrl,
      logs,
      output: child.output,
      get running() {
        return child.running;
      },
      exited: child.exited,
      request: (pathname, init) => fetch(new URL(pathname, baseUrl), init),
      waitForLog,
      signal: (signal) => {
        child.process.kill(signal);
      },
      kill: child.kill,
    };
  } catch (error) {
    await child.kill();
    throw error;
  }
}

const freshDataDirs = new Set<string>();

/** A server on PGlite in a new temporary data folder, which `stopAllServers` removes. */
export async function startServerOnFreshData(name: string): Promise<ServerProcess> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `shop-system-${name}-`));
  freshDataDirs.add(dataDir);
  return startServer({ dataDir });
}

/**
 * For afterEach/afterAll: SIGKILL every server a test left running, wait for
 * them to go, and remove the data folders of `startServerOnFreshData`.
 */
export async function stopAllServers(): Promise<void> {
  await killAllChildServers();
  const dataDirs = [...freshDataDirs];
  freshDataDirs.clear();
  await Promise.all(dataDirs.map((dataDir) => rm(dataDir, { recursive: true, force: true })));
}

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
    request: (server, pathname, init = {}) =>
      sendWithSession(self, init, (prepared) => fetch(new URL(pathname, server.baseUrl), prepared)),
    json: async (server, pathname, init) => statusAndJson(await self.request(server, pathname, init)),
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
  const products = await fetch(`${server.baseUrl}/api/products`).then((r) => r.json() as Promise<Product[]>);
  // Only products of the window configurator (doors have their own configurator or a survey), each with its defaults.
  const configurable = products.filter((product) => productConfigurator(product) === "window");
  return Promise.all(
    configurable.map(async (product) => {
      const entries = (await fetch(`${server.baseUrl}/api/calculator-options?productId=${product.id}`).then(
        (r) => r.json(),
      )) as OptionSetEntry[];
      return windowConfiguration(product.id, defaultOptionValuesOf(entries), referenceSize(product));
    }),
  );
}
