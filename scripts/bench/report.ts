// The bench's results as Markdown: printed to the console and written between
// the bench markers of docs/PERFORMANCE.md.
//
// Node runs this file directly (type stripping): erasable TypeScript only.

import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { table } from "../support/script-output.ts";
import {
  budgetChecks,
  ceilingRatio,
  gzipTotal,
  jsWithinBudget,
  lighthouseChecks,
  type Report,
  rawTotal,
} from "./budgets.ts";
import {
  BUDGET,
  CHROME_PATH,
  CONNECTIONS,
  DURATION,
  GZIP_LEVEL,
  LIGHTHOUSE_RUNS,
  ROOT,
  WARMUP,
} from "./config.ts";
import { kB, passMiss, percent, seconds } from "./format.ts";
import type { PageWeight } from "./initial-js.ts";
import { CHROME_FLAGS, type LighthousePage } from "./lighthouse.ts";
import type { Measurement } from "./load.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function measurementTable(rows: Measurement[]): string {
  return table(
    ["target", "database", "status", "req/s (avg)", "p50 ms", "p99 ms", "non-2xx", "errors"],
    rows.map((row) => [
      `\`${row.target}\``,
      row.database,
      row.statuses,
      Math.round(row.rps).toString(),
      row.p50.toString(),
      row.p99.toString(),
      row.non2xx.toString(),
      row.errors.toString(),
    ]),
    [3, 4, 5, 6, 7],
  );
}

export function weightSection(weights: PageWeight[]): string {
  const weighed = weights.filter((weight) => weight.status === 200);
  const summary = table(
    ["route", "files", "raw kB", "gzip kB", `≤ ${BUDGET.initialJsKb} kB`],
    weights.map((weight) => {
      if (weight.status !== 200)
        return [`\`${weight.page}\``, "-", "-", `answered ${weight.status}`, passMiss(undefined)];
      const missing = weight.files.filter((file) => file.status !== 200).length;
      return [
        `\`${weight.page}\``,
        weight.files.length.toString(),
        kB(rawTotal(weight)),
        `${kB(gzipTotal(weight))}${missing ? ` (${missing} file(s) not 200: build/ rebuilt?)` : ""}`,
        passMiss(jsWithinBudget(weight)),
      ];
    }),
    [1, 2, 3],
  );
  const shared = (weighed[0]?.files ?? []).filter((file) =>
    weighed.every((weight) => weight.files.some((other) => other.url === file.url)),
  );
  const sharedUrls = new Set(shared.map((file) => file.url));
  const sharedGzip = shared.reduce((sum, file) => sum + file.gzip, 0);
  const sharedRaw = shared.reduce((sum, file) => sum + file.raw, 0);
  const sharedTable = table(
    ["file", "raw kB", "gzip kB"],
    [
      ...shared.map((file) => [`\`${file.url}\``, kB(file.raw), kB(file.gzip)]),
      ["**total**", `**${kB(sharedRaw)}**`, `**${kB(sharedGzip)}**`],
    ],
    [1, 2],
  );
  const ownRows: string[][] = [];
  for (const weight of weighed) {
    for (const file of weight.files.filter((candidate) => !sharedUrls.has(candidate.url))) {
      ownRows.push(
        file.status === 200
          ? [`\`${weight.page}\``, `\`${file.url}\``, kB(file.raw), kB(file.gzip)]
          : [`\`${weight.page}\``, `\`${file.url}\``, `status ${file.status}`, "-"],
      );
    }
  }
  return [
    summary,
    "",
    `Loaded by every route above (${shared.length} files, **${kB(sharedGzip)} kB gzipped**):`,
    "",
    sharedTable,
    "",
    "Each route's own files:",
    "",
    table(["route", "file", "raw kB", "gzip kB"], ownRows, [2, 3]),
  ].join("\n");
}

export function lighthouseSection(pages: LighthousePage[]): string {
  const { lighthouse } = BUDGET;
  const rows = pages.map((page) => {
    if (page.error)
      return [`\`${page.page}\``, "-", "-", "-", "-", "-", "-", "-", "-", `error: ${page.error}`];
    const misses = lighthouseChecks(page)
      .filter((check) => !check.pass)
      .map((check) => check.label);
    return [
      `\`${page.page}\``,
      page.scores.performance.toString(),
      page.scores.accessibility.toString(),
      page.scores.bestPractices.toString(),
      page.scores.seo.toString(),
      seconds(page.lcpMs),
      Math.round(page.tbtMs).toString(),
      page.cls.toFixed(3),
      page.runScores.join(", "),
      misses.length === 0 ? "PASS" : `MISS: ${misses.join(", ")}`,
    ];
  });
  const flagged = pages
    .filter((page) => page.flagged.length > 0)
    .map((page) => `- \`${page.page}\`: ${page.flagged.map((audit) => `\`${audit}\``).join(", ")}`);
  return [
    table(
      [
        "page",
        `perf ≥ ${lighthouse.performance}`,
        `a11y ${lighthouse.accessibility}`,
        `best pr. ${lighthouse.bestPractices}`,
        `SEO ${lighthouse.seo}`,
        `LCP s ≤ ${BUDGET.lcpMs / 1000}`,
        `TBT ms ≤ ${BUDGET.tbtMs}`,
        `CLS ≤ ${BUDGET.cls}`,
        "perf of each run",
        "budgets",
      ],
      rows,
      [1, 2, 3, 4, 5, 6, 7],
    ),
    ...(flagged.length > 0
      ? ["", "Audits below a full score in the reported runs (metrics aside):", "", ...flagged]
      : []),
  ].join("\n");
}

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

export function machine() {
  const nproc = spawnSync("nproc", { encoding: "utf8" }).stdout?.trim() || String(os.availableParallelism());
  let cpu = os.cpus()[0]?.model ?? "unknown";
  try {
    cpu = /^model name\s*:\s*(.+)$/m.exec(readFileSync("/proc/cpuinfo", "utf8"))?.[1]?.trim() ?? cpu;
  } catch {
    // not Linux: keep os.cpus()
  }
  const git = spawnSync("git", ["rev-parse", "--short", "HEAD"], {
    cwd: ROOT,
    encoding: "utf8",
  }).stdout?.trim();
  const dirty = spawnSync("git", ["status", "--porcelain"], { cwd: ROOT, encoding: "utf8" }).stdout?.trim();
  return {
    nproc,
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    cpu,
    node: process.version,
    date: new Date().toISOString().replace(/\.\d+Z$/, "Z"),
    commit: git ? `${git}${dirty ? " (with uncommitted changes)" : ""}` : "unknown",
  };
}

export function ratioLine(report: Report): string | undefined {
  const ratio = ceilingRatio(report);
  if (ratio === undefined || !report.ceiling) return undefined;
  const appRps = ratio * report.ceiling.measurement.rps;
  return `Ratio app / reference on \`/api/products\` (PostgreSQL): **${ratio.toFixed(2)}** (${Math.round(appRps)} vs ${Math.round(report.ceiling.measurement.rps)} req/s).`;
}

export function budgetTable(report: Report): string {
  return table(
    ["budget", "measured", "result"],
    budgetChecks(report).map((check) => [check.budget, check.measured, passMiss(check.pass)]),
  );
}

export function generatedSection(report: Report): string {
  const m = machine();
  const ceiling = report.ceiling;
  const lighthouseMethod =
    typeof report.lighthouse === "string"
      ? `- Lighthouse: not run (${report.lighthouse}).`
      : `- Lighthouse: ${packageVersion("lighthouse")} through its Node API, default mobile settings (simulated throttling: 150 ms RTT, about 1.6 Mbit/s down, CPU slowed 4×; 412 × 823 viewport), categories performance, accessibility, best practices and SEO; ${chromiumVersion()} headless (\`${CHROME_FLAGS.join(" ")}\`); ${LIGHTHOUSE_RUNS} run(s) per page on the PGlite server, cold cache each time, the run with the median performance score reported; Lighthouse's CPU benchmark index of this machine: ${benchmarkIndexes(report.lighthouse)}. The contact page's map tiles come from openstreetmap.org, which this machine cannot reach: those requests fail, as expected here.`;
  const lines = [
    "## Method",
    "",
    `- Load: autocannon ${autocannonVersion()} run programmatically from the bench process, ${CONNECTIONS} connections, ${DURATION} s per target after a ${WARMUP} s warm-up, no pipelining, no \`Accept-Encoding\` (bodies are not compressed). \`POST /api/price\` sends one fixed valid configuration (the first window product, the first value of each option, 1200 × 1400 mm).`,
    "- Server: the production build (`node server.ts`, `NODE_ENV=production`) as a child process, on a fresh PGlite data folder and on a fresh PostgreSQL database (`shop_bench_<random>`, dropped afterwards); the demo catalogue is the seed.",
    "- Ceiling: `scripts/bench-reference-server.ts`, a bare `node:http` server with a `pg` Pool (max 10, like the app) answering `GET /api/products` with the same SQL and the same JSON, as a child process on the same database.",
    `- Initial JS: the page's \`<script type="module" src>\`, \`<link rel="modulepreload">\` and inline \`import\` URLs, each fetched once and gzipped with node:zlib level ${GZIP_LEVEL}; kB = 1000 bytes.`,
    lighthouseMethod,
    `- Machine: ${m.nproc} CPUs (nproc), ${m.memory} RAM, ${m.cpu}; Node ${m.node}${report.postgres ? `; PostgreSQL ${report.postgres.serverVersion}` : ""}. The load generator, the server, Chromium and PostgreSQL share these CPUs${report.busyBefore === undefined ? "" : `; CPU busy with other processes just before the first autocannon run: ${percent(report.busyBefore)}`}.`,
    `- Run: ${m.date}, commit ${m.commit}.`,
    "",
    "## Latest figures",
    "",
    ...report.notices.map((notice) => `> **${notice}**\n`),
    "### Budgets",
    "",
    budgetTable(report),
    "",
    "### Throughput and latency",
    "",
    measurementTable(report.app),
    "",
    "Latencies are autocannon's whole milliseconds; `status` lists the status codes answered during the run.",
    "",
  ];
  if (ceiling) {
    lines.push(
      "### Ceiling: bare node:http + pg",
      "",
      measurementTable([ceiling.measurement]),
      "",
      ratioLine(report) ?? "",
      "",
      ceiling.sameBody
        ? `The reference body deep-equals the app's \`/api/products\`${ceiling.sameBytes ? " (byte for byte)" : ""}.`
        : `**Warning: the reference body differs from the app's** (${ceiling.difference}).`,
      "",
    );
  }
  if (Array.isArray(report.lighthouse)) {
    lines.push("### Lighthouse (mobile)", "", lighthouseSection(report.lighthouse), "");
  }
  lines.push("### Initial JS (gzipped)", "", weightSection(report.weights), "");
  return lines.join("\n");
}

export function benchmarkIndexes(pages: LighthousePage[]): string {
  const values = pages.map((page) => page.benchmarkIndex).filter((value) => !Number.isNaN(value));
  if (values.length === 0) return "unknown";
  return `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;
}

export function chromiumVersion(): string {
  const output = spawnSync(CHROME_PATH, ["--version"], { encoding: "utf8" }).stdout ?? "";
  return output.trim().split("\n")[0] || `Chromium (${CHROME_PATH})`;
}

export function packageVersion(name: string): string {
  try {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, "node_modules", name, "package.json"), "utf8"));
    return `${name} ${pkg.version}`;
  } catch {
    return name;
  }
}

export function autocannonVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, "node_modules/autocannon/package.json"), "utf8"));
    return String(pkg.version);
  } catch {
    return "";
  }
}
