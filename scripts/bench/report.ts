// The bench's results as Markdown: printed to the console and written between
// the bench markers of docs/PERFORMANCE.md.
//
// Node runs this file directly (type stripping): erasable TypeScript only.

import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { commitId, machineLine, runDate } from "../support/machine.ts";
import { table } from "../support/script-output.ts";
import {
  budgetChecks,
  ceilingRatio,
  gzipTotal,
  lighthouseChecks,
  ownGzipTotal,
  ownJsWithinBudget,
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
  TAP_RUNS,
  WARMUP,
} from "./config.ts";
import { type DocumentTimings, documentTimingLines } from "./documents.ts";
import { kB, passMiss, percent, seconds } from "./format.ts";
import { jsFileRole, type PageWeight } from "./initial-js.ts";
import { CHROME_FLAGS, type LighthousePage } from "./lighthouse.ts";
import type { Measurement } from "./load.ts";
import { median } from "./median.ts";
import { calibrationLine } from "./profiles.ts";
import { loadSummary } from "./quiet-machine.ts";

export function measurementTable(rows: Measurement[]): string {
  return table(
    [
      "target",
      "database",
      "status",
      "req/s (avg)",
      "p50 ms",
      "p99 ms",
      "non-2xx",
      "errors",
      "CPU busy before",
    ],
    rows.map((row) => [
      `\`${row.target}\``,
      row.database,
      row.statuses,
      Math.round(row.rps).toString(),
      row.p50.toString(),
      row.p99.toString(),
      row.non2xx.toString(),
      row.errors.toString(),
      row.busyBefore === undefined ? "-" : percent(row.busyBefore),
    ]),
    [3, 4, 5, 6, 7, 8],
  );
}

/** `eachFile`: each route's own files too, file by file (the console's copy; docs/PERFORMANCE.md keeps the totals). */
export function weightSection(weights: PageWeight[], eachFile = true): string {
  const weighed = weights.filter((weight) => weight.status === 200);
  const summary = table(
    ["route", "files", "raw kB", "gzip kB", "the shop's own, gzip kB", `own ≤ ${BUDGET.ownInitialJsKb} kB`],
    weights.map((weight) => {
      if (weight.status !== 200)
        return [`\`${weight.page}\``, "-", "-", `answered ${weight.status}`, "-", passMiss(undefined)];
      const missing = weight.files.filter((file) => file.status !== 200).length;
      return [
        `\`${weight.page}\``,
        weight.files.length.toString(),
        kB(rawTotal(weight)),
        `${kB(gzipTotal(weight))}${missing ? ` (${missing} file(s) not 200: build/ rebuilt?)` : ""}`,
        kB(ownGzipTotal(weight)),
        passMiss(ownJsWithinBudget(weight)),
      ];
    }),
    [1, 2, 3, 4],
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
    `Of those, the framework chunk, the bundler's runtime and the browser entry (${kB(
      shared.filter((file) => jsFileRole(file.url) !== "own").reduce((sum, file) => sum + file.gzip, 0),
    )} kB gzipped) are not the shop's own code (ADR 025).`,
    ...(eachFile
      ? ["", "Each route's own files:", "", table(["route", "file", "raw kB", "gzip kB"], ownRows, [2, 3])]
      : []),
  ].join("\n");
}

/** One table per profile: the default mobile one, which the budgets judge, then the slow one. */
export function lighthouseSection(pages: LighthousePage[]): string {
  const profiles = [...new Set(pages.map((page) => page.profile))];
  return profiles
    .map((profile) => {
      const ofProfile = pages.filter((page) => page.profile === profile);
      const title =
        profile === "mobile"
          ? "Default mobile profile (CPU slowed 4×; the budgets judge these runs):"
          : "Slow profile (the CPU slowed more, see Method; reported, not judged):";
      return [title, "", lighthouseTable(ofProfile, profile === "mobile")].join("\n");
    })
    .join("\n\n");
}

/** Where the main thread's time goes in each page's reported run: what is left to take out. */
export function mainThreadSection(pages: LighthousePage[]): string {
  const measured = pages.filter((page) => page.mainThread.length > 0);
  const labels = [...new Set(measured.flatMap((page) => page.mainThread.map((item) => item.label)))];
  return table(
    ["profile", "page", "total ms", ...labels],
    measured.map((page) => [
      page.profile,
      `\`${page.page}\``,
      String(Math.round(page.mainThread.reduce((sum, item) => sum + item.ms, 0))),
      ...labels.map((label) =>
        String(Math.round(page.mainThread.find((item) => item.label === label)?.ms ?? 0)),
      ),
    ]),
    labels.map((_, index) => index + 3).concat([2]),
  );
}

function lighthouseTable(pages: LighthousePage[], judged: boolean): string {
  const { lighthouse } = BUDGET;
  const headers = [
    "page",
    `perf ≥ ${lighthouse.performance}`,
    `a11y ${lighthouse.accessibility}`,
    `best pr. ${lighthouse.bestPractices}`,
    `SEO ${lighthouse.seo}`,
    `LCP s ≤ ${BUDGET.lcpMs / 1000}`,
    `TBT ms ≤ ${BUDGET.tbtMs}`,
    `CLS ≤ ${BUDGET.cls}`,
    "perf of each run",
    "TBT ms of each run",
    "LCP s of each run",
    "budgets",
  ];
  const rows = pages.map((page) => {
    // A page without a finished run: a dash under every figure, the error under "budgets".
    if (page.error)
      return [`\`${page.page}\``, ...headers.slice(1, -1).map(() => "-"), `error: ${page.error}`];
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
      page.runTbtMs.map((tbt) => Math.round(tbt)).join(", "),
      page.runLcpMs.map(seconds).join(", "),
      !judged ? "-" : misses.length === 0 ? "PASS" : `MISS: ${misses.join(", ")}`,
    ];
  });
  const flagged = pages
    .filter((page) => page.flagged.length > 0)
    .map((page) => `- \`${page.page}\`: ${page.flagged.map((audit) => `\`${audit}\``).join(", ")}`);
  return [
    table(headers, rows, [1, 2, 3, 4, 5, 6, 7]),
    ...(flagged.length > 0
      ? ["", "Audits below a full score in the reported runs (metrics aside):", "", ...flagged]
      : []),
  ].join("\n");
}

export function ratioLine(report: Report): string | undefined {
  if (!report.ceiling) return undefined;
  const ratios = report.app
    .filter(
      (row) => row.target === "/api/products" || row.target === "/" || row.target.startsWith("/product/"),
    )
    .map((row) => ({ row, ratio: ceilingRatio(report, row.target, row.database) }))
    .filter((entry) => entry.ratio !== undefined)
    .map(
      ({ row, ratio }) =>
        `\`${row.target}\` on ${row.database} **${ratio?.toFixed(2)}** (${Math.round(row.rps)} req/s)`,
    );
  if (ratios.length === 0) return undefined;
  return `Ratio app / reference (${Math.round(report.ceiling.measurement.rps)} req/s for \`/api/products\` on PostgreSQL): ${ratios.join(", ")}.`;
}

export function peakRssLine(report: Report): string | undefined {
  if (!report.peakRss?.length) return undefined;
  const each = report.peakRss.map(
    (entry) =>
      `${entry.database} ${entry.mb} MB${entry.beforeMb === undefined ? " (counted from start-up)" : ` (${entry.beforeMb} MB from start-up to the first run)`}`,
  );
  return `Peak RSS of the app server during its load runs (VmHWM, started again before the first run): ${each.join(", ")}.`;
}

export function budgetTable(report: Report): string {
  return table(
    ["budget", "measured", "result"],
    budgetChecks(report).map((check) => [check.budget, check.measured, passMiss(check.pass)]),
  );
}

/** A tap on «Calcola Prezzo» on the slow profile: each scenario's runs. */
export function tapSection(report: Report): string {
  const taps = report.taps ?? [];
  const rows = taps.map((tap) =>
    tap.error
      ? [tap.scenario, "-", "-", "-", "-", `error: ${tap.error}`]
      : [
          tap.scenario,
          `${Math.round(median(tap.runs.map((run) => run.feedbackMs)))} (${tap.runs.map((run) => Math.round(run.feedbackMs)).join(", ")})`,
          `${seconds(median(tap.runs.map((run) => run.usableMs)))} (${tap.runs.map((run) => seconds(run.usableMs)).join(", ")})`,
          tap.runs.map((run) => Math.round(run.afterFcpMs)).join(", "),
          tap.runs.map((run) => run.hit).join(", "),
          tap.runs.map((run) => run.load.toFixed(2)).join(", "),
        ],
  );
  return [
    `A tap on «Calcola Prezzo» as soon as the page shows, on the slow profile (CPU ${taps[0]?.cpuSlowdownMultiplier ?? "?"}×, real throttling; median, then each run):`,
    "",
    table(
      [
        "scenario",
        `tap → answer, ms (≤ ${BUDGET.tapFeedbackMs})`,
        `tap → configurator usable, s (≤ ${BUDGET.tapUsableMs / 1000})`,
        "tap after the first paint, ms",
        "what the tap hit",
        "1-min load",
      ],
      rows,
    ),
  ].join("\n");
}

function lighthouseMethod(report: Report): string {
  if (typeof report.lighthouse === "string") return `- Lighthouse: not run (${report.lighthouse}).`;
  const slow = report.calibration?.slow;
  const profiles = slow
    ? `two profiles, each page's runs taking turns (mobile, slow, mobile…): Lighthouse's default mobile settings (simulated throttling: 150 ms RTT, about 1.6 Mbit/s down, CPU slowed 4×; 412 × 823 viewport), and the same with the CPU slowed ${slow.cpuSlowdownMultiplier}× (scripts/bench/profiles.ts: ${calibrationLine(report.calibration!, slow)})`
    : "Lighthouse's default mobile settings";
  return `- Lighthouse: ${packageVersion("lighthouse")} through its Node API, ${profiles}; categories performance, accessibility, best practices and SEO; ${chromiumVersion()} headless (\`${CHROME_FLAGS.join(" ")}\`); ${LIGHTHOUSE_RUNS} run(s) per page and profile on the PGlite server, cold cache each time, the run with the median performance score reported (among equal scores, the one with the median LCP), with every run's performance score, TBT and LCP beside it; Lighthouse's CPU benchmark index in the runs: ${benchmarkIndexes(report.lighthouse)}; ${loadSummary()}. The contact page's map tiles come from openstreetmap.org, which this machine cannot reach: those requests fail, as expected here.`;
}

function tapMethod(report: Report): string | undefined {
  if (!report.taps || !report.calibration) return undefined;
  return `- Taps: scripts/bench/tap.ts, Playwright driving the same Chromium with real throttling over the DevTools protocol: the CPU slowed ${report.calibration.slow.cpuSlowdownMultiplier}× (the slow profile) and Lighthouse's DevTools figures for its mobile network (562.5 ms per request, about 1.4 Mbit/s down); 412 × 823, touch. A touch on «Calcola Prezzo» (the product page's, and the first card's on \`/category/finestre\`) as soon as the render-blocking stylesheet has arrived; from the touch's own time stamp to the first frame that shows a busy control or a pending status (\`aria-busy="true"\`, \`data-pending\`), and to the first frame with the configurator's fields enabled, across the page the tap leads to; ${TAP_RUNS} runs per scenario, each in a new browser context.`;
}

export function generatedSection(report: Report): string {
  const ceiling = report.ceiling;
  const lines = [
    "## Method",
    "",
    `- Load: autocannon ${autocannonVersion()} run programmatically from the bench process, ${CONNECTIONS} connections, ${DURATION} s per target after a ${WARMUP} s warm-up, no pipelining, no \`Accept-Encoding\` (bodies are not compressed). \`POST /api/price\` sends one fixed valid configuration (the first window product, the first value of each option, 1200 × 1400 mm).`,
    "- Server: the production build as a child process, started as `npm run serve` starts it (the environment and Node flags of package.json's `serve` script: `NODE_ENV=production` and the memory settings), on a fresh PGlite data folder and on a fresh PostgreSQL database (`shop_bench_<random>`, dropped afterwards); the demo catalogue is the seed.",
    "- Ceiling: `scripts/bench/bench-reference-server.ts`, a bare `node:http` server with a `pg` Pool (max 10, like the app) answering `GET /api/products` with the same SQL and the same JSON, as a child process on the same database.",
    `- Initial JS: the page's \`<script type="module" src>\`, \`<link rel="modulepreload">\` and inline \`import\` URLs, each fetched once and gzipped with node:zlib level ${GZIP_LEVEL}; kB = 1000 bytes.`,
    lighthouseMethod(report),
    ...[tapMethod(report)].filter((line): line is string => line !== undefined),
    `- Machine: ${machineLine()}${report.postgres ? `; PostgreSQL ${report.postgres.serverVersion}` : ""}. The load generator, the server, Chromium and PostgreSQL share these CPUs${report.busyBefore === undefined ? "" : `; the most CPU other processes kept busy just before an autocannon run: ${percent(report.busyBefore)} (each run's in the tables)`}.`,
    `- Run: ${runDate()}, commit ${commitId(ROOT)}.`,
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
    "Latencies are autocannon's whole milliseconds; `status` lists the status codes answered during the run. The pages are asked for as a guest (no cookie), so after the first request they come from the guest-page cache.",
    "",
    peakRssLine(report) ?? "",
    "",
  ];
  if (report.documents) lines.push(...documentsSection(report.documents), "");
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
    lines.push(
      "### Lighthouse",
      "",
      lighthouseSection(report.lighthouse),
      "",
      "Main-thread work of each reported run, ms at the profile's CPU slow-down (Lighthouse's `mainthread-work-breakdown`):",
      "",
      mainThreadSection(report.lighthouse),
      "",
    );
  }
  if (report.taps) lines.push("### A tap on «Calcola Prezzo»", "", tapSection(report), "");
  lines.push("### Initial JS (gzipped)", "", weightSection(report.weights, false), "");
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

/** The "PDF documents" subsection, also rewritten alone by `BENCH_ONLY=pdf`. */
export function documentsSection(documents: DocumentTimings): string[] {
  return ["### PDF documents", "", ...documentTimingLines(documents).flatMap((line) => [line, ""])].slice(
    0,
    -1,
  );
}
