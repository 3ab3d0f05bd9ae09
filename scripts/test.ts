// `npm test`: builds the production bundle once, then runs every part of the
// suite in turn and prints each part's own counts. A part that cannot run here
// (no PostgreSQL URL, no Chromium) is announced loudly; under CI it is a failure.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const ci = Boolean(process.env.CI);
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const parts: { name: string; status: "passed" | "failed" | "skipped" }[] = [];

function banner(text: string) {
  const line = "=".repeat(Math.max(60, text.length + 4));
  console.log(`\n${line}\n  ${text}\n${line}`);
}

function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  banner(name);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const passed = result.status === 0;
  parts.push({ name, status: passed ? "passed" : "failed" });
  return passed;
}

function skip(name: string, reason: string) {
  banner(`!!! ${name} NOT RUN: ${reason}`);
  console.log(
    ci ? "CI=true: every part must run, so this counts as a failure." : "Set it up to run the whole suite.",
  );
  parts.push({ name, status: ci ? "failed" : "skipped" });
}

if (!process.env.SKIP_BUILD) {
  if (!run("build (production bundle)", "npx", ["react-router", "build"])) {
    console.error("The build failed; no test can run.");
    process.exit(1);
  }
}

const vitest = (project: string, env: NodeJS.ProcessEnv = {}) =>
  run(project, "npx", ["vitest", "run", "--project", project], env);

vitest("unit");
vitest("integration-pglite");
if (process.env.TEST_DATABASE_URL) vitest("integration-postgres");
else
  skip("integration-postgres", "TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test)");
// Real server processes: graceful shutdown, two instances on one database, crash consistency.
if (process.env.TEST_DATABASE_URL) vitest("system");
else skip("system", "TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test)");

if (existsSync(chromiumPath)) run("e2e (Playwright, Chromium)", "npx", ["playwright", "test"]);
else skip("e2e (Playwright, Chromium)", `no Chromium at ${chromiumPath} (apt-get install -y chromium)`);

banner("Summary");
for (const part of parts) console.log(`${part.status.padEnd(8)} ${part.name}`);
const failed = parts.filter((part) => part.status === "failed").length;
const passed = parts.filter((part) => part.status === "passed").length;
const skipped = parts.filter((part) => part.status === "skipped").length;
console.log(`parts: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 ? 1 : 0);
