// The production server under measurement, as a child process on a fresh
// PGlite folder or PostgreSQL database, and plain GETs against it.
//
// Node runs this file directly (type stripping): erasable TypeScript only.

import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  type ChildServer,
  freeLoopbackPort,
  startChildServer,
  waitUntilReady,
} from "../support/child-server.ts";
import { onCleanup } from "../support/clean-up.ts";
import { startProductionServer } from "../support/production-command.ts";
import { ROOT, SESSION_SECRET, STARTUP_TIMEOUT_MS } from "./config.ts";

export async function get(url: string): Promise<{ status: number; body: Buffer; contentType: string }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, body, contentType: response.headers.get("content-type") ?? "" };
}

/** The bench server's own settings; the rest comes from package.json's `serve` script. */
function appSettings(
  port: number,
  dataDir: string,
  databaseUrl?: string,
): Record<string, string | undefined> {
  return {
    PORT: String(port),
    SESSION_SECRET,
    SHOP_IBAN: "IT60X0542811101000000123456",
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
  };
}

/** A child server whose stop is registered with the bench's clean-up. */
export function startBenchChild(name: string, script: string, env: NodeJS.ProcessEnv): ChildServer {
  const child = startChildServer({ name, script, cwd: ROOT, env, keepLines: 80 });
  onCleanup(`stop ${name}`, async () => void (await child.stop()));
  return child;
}

/** The production server of the build in `root` (the checkout's own by default; variants.ts passes scratch builds). */
export async function startApp(
  name: string,
  databaseUrl?: string,
  root = ROOT,
): Promise<{ base: string; child: ChildServer }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-bench-"));
  onCleanup(`remove ${dataDir}`, async () => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freeLoopbackPort();
  // Started as `npm run serve` starts it: its environment and Node flags (the memory settings) included.
  const child = startProductionServer({
    name,
    root,
    settings: appSettings(port, dataDir, databaseUrl),
  });
  onCleanup(`stop ${name}`, async () => void (await child.stop()));
  const base = `http://127.0.0.1:${port}`;
  await waitUntilReady(child, `${base}/readyz`, { timeoutMs: STARTUP_TIMEOUT_MS });
  console.log(`${name} ready on ${base}`);
  return { base, child };
}
