// `BENCH_ONLY=variants`: several builds of the shop measured side by side in
// one run, to see what a piece of code is worth (docs/PERFORMANCE.md, "Method").
//
//   BENCH_VARIANTS="all-on=2515955 no-boot-rewrite=2515955+f9e7304 …"
//
// Each variant is a commit's tree, exported with `git archive` into a scratch
// folder, with the changes of the commits after `+` applied on top (each one's
// own diff, so a single piece can be taken out of the base), built there, and
// served by its own production server on PGlite. The first variant is the
// baseline. Lighthouse then runs each page on both profiles on every variant in
// turn (A, B, C, A, B, C…), so that the machine's load hits them alike, waiting
// for a quiet machine before each batch; POST /api/price is measured with
// autocannon on each, and a tap on «Calcola Prezzo» on the slow profile
// (tap.ts), variants again taking turns. The tables go to the console and to BENCH_VARIANTS_REPORT
// (default: a file in the temporary folder).
//
// Node runs this file directly (type stripping): erasable TypeScript only.

import { spawnSync } from "node:child_process";
import { mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { onCleanup } from "../support/clean-up.ts";
import { commitId, machineLine, runDate } from "../support/machine.ts";
import { banner, table } from "../support/script-output.ts";
import { startApp } from "./app-server.ts";
import { BUILD_TIMEOUT_MS, LIGHTHOUSE_RUNS, ROOT, TAP_RUNS } from "./config.ts";
import { type LighthousePage, openLighthouse, runLighthouse } from "./lighthouse.ts";
import { firstProductId, firstWindowProductId, measure, priceRequest } from "./load.ts";
import { median, spread } from "./median.ts";
import { calibrate, calibrationLine, MOBILE_PROFILE, slowProfile } from "./profiles.ts";
import { loadSummary, waitForQuietMachine } from "./quiet-machine.ts";
import { measureTaps, type TapResult, tapScenarios } from "./tap.ts";

export interface VariantSpec {
  label: string;
  base: string;
  /** Commits whose own changes are applied on top of the base, in order. */
  applied: string[];
}

/** "label=base+commit+commit …", separated by spaces or commas. */
export function parseVariants(raw: string): VariantSpec[] {
  const specs = raw
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((item) => {
      const [label, refs] = item.split("=");
      const [base, ...applied] = (refs ?? "").split("+");
      if (!label || !base) throw new Error(`BENCH_VARIANTS: "${item}" is not label=commit[+commit…]`);
      return { label, base, applied };
    });
  if (specs.length < 2)
    throw new Error("BENCH_VARIANTS needs at least two variants: a baseline and one to compare");
  return specs;
}

function git(args: string[], options: { cwd?: string; input?: string | Buffer } = {}): Buffer {
  const result = spawnSync("git", args, {
    cwd: options.cwd ?? ROOT,
    input: options.input,
    maxBuffer: 1 << 30,
  });
  if (result.status !== 0)
    throw new Error(
      `git ${args.join(" ")} failed: ${result.stderr?.toString().trim() ?? result.error?.message}`,
    );
  return result.stdout;
}

/** The variant's tree in a scratch folder, with node_modules linked and the production build made. */
function prepareVariant(spec: VariantSpec): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `shop-variant-${spec.label}-`));
  onCleanup(`remove ${dir}`, async () => rmSync(dir, { recursive: true, force: true }));
  const tree = git(["archive", "--format=tar", spec.base]);
  const untar = spawnSync("tar", ["-x", "-C", dir], { input: tree, maxBuffer: 1 << 30 });
  if (untar.status !== 0) throw new Error(`tar failed for ${spec.label}: ${untar.stderr.toString()}`);
  for (const commit of spec.applied) {
    // The code only: the Markdown files of different commits touch the same lines, and do not build.
    const diff = git(["diff", "--binary", `${commit}^`, commit, "--", ".", ":(exclude)*.md"]);
    git(["apply", "--whitespace=nowarn"], { cwd: dir, input: diff });
  }
  symlinkSync(realpathSync(path.join(ROOT, "node_modules")), path.join(dir, "node_modules"));
  console.log(
    `  ${spec.label}: ${spec.base}${spec.applied.map((commit) => ` + ${commit}`).join("")} in ${dir}, building…`,
  );
  const build = spawnSync("npx", ["react-router", "build"], {
    cwd: dir,
    timeout: BUILD_TIMEOUT_MS,
    encoding: "utf8",
  });
  if (build.status !== 0)
    throw new Error(`the build of ${spec.label} failed:\n${build.stdout}\n${build.stderr}`);
  return dir;
}

const ms = (value: number) => (Number.isNaN(value) ? "-" : String(Math.round(value)));
const range = (values: number[]) =>
  values.length === 0 ? "-" : `${ms(Math.min(...values))}–${ms(Math.max(...values))}`;
const loadRange = (values: number[]) =>
  values.length === 0 ? "-" : `${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)}`;

/** Per page and profile, each variant's medians and the spread of its runs. */
export function variantTable(results: LighthousePage[], labels: string[]): string {
  const rows: string[][] = [];
  const pages = [...new Set(results.map((result) => result.page))];
  for (const profile of ["mobile", "slow"]) {
    for (const page of pages) {
      for (const label of labels) {
        const result = results.find((r) => r.page === page && r.profile === profile && r.variant === label);
        if (!result) continue;
        rows.push([
          profile,
          `\`${page}\``,
          label,
          ms(median(result.runTbtMs)),
          range(result.runTbtMs),
          ms(median(result.runLcpMs)),
          range(result.runLcpMs),
          result.error && result.runScores.length === 0
            ? `error: ${result.error}`
            : `${result.runScores.join(", ")}${result.error ? ` (a run failed: ${result.error})` : ""}`,
          loadRange(result.runLoad),
        ]);
      }
    }
  }
  return table(
    [
      "profile",
      "page",
      "variant",
      "TBT ms (median)",
      "TBT runs",
      "LCP ms (median)",
      "LCP runs",
      "perf of each run",
      "1-min load",
    ],
    rows,
    [3, 5],
  );
}

export interface Verdict {
  variant: string;
  page: string;
  metric: "TBT" | "LCP";
  /** The variant's median minus the baseline's, ms: positive when the variant is slower. */
  margin: number;
  /** The larger of the two variants' spreads (slowest run minus fastest), ms. */
  spread: number;
}

/** On the slow profile, what each variant changes against the baseline, page by page, beside the spread. */
export function verdicts(results: LighthousePage[], labels: string[]): Verdict[] {
  const [baseline, ...others] = labels;
  const slow = results.filter((result) => result.profile === "slow");
  const found: Verdict[] = [];
  for (const variant of others) {
    for (const page of [...new Set(slow.map((result) => result.page))]) {
      const on = slow.find((result) => result.page === page && result.variant === baseline);
      const off = slow.find((result) => result.page === page && result.variant === variant);
      if (!on || !off) continue;
      for (const [metric, pick] of [
        ["TBT", (result: LighthousePage) => result.runTbtMs],
        ["LCP", (result: LighthousePage) => result.runLcpMs],
      ] as const) {
        found.push({
          variant,
          page,
          metric,
          margin: median(pick(off)) - median(pick(on)),
          spread: Math.max(spread(pick(on)), spread(pick(off))),
        });
      }
    }
  }
  return found;
}

export function verdictTable(found: Verdict[], baseline: string): string {
  return table(
    [
      "variant",
      "page",
      "metric",
      `slow-profile median − ${baseline}'s, ms`,
      "spread, ms",
      "beyond the spread?",
    ],
    found.map((verdict) => [
      verdict.variant,
      `\`${verdict.page}\``,
      verdict.metric,
      `${verdict.margin > 0 ? "+" : ""}${ms(verdict.margin)}`,
      ms(verdict.spread),
      Math.abs(verdict.margin) > verdict.spread ? (verdict.margin > 0 ? "slower" : "faster") : "no",
    ]),
    [3, 4],
  );
}

export function tapTable(taps: Map<string, TapResult[]>): string {
  const rows: string[][] = [];
  for (const [variant, results] of taps) {
    for (const result of results) {
      const feedback = result.runs.map((run) => run.feedbackMs);
      const usable = result.runs.map((run) => run.usableMs);
      rows.push([
        variant,
        result.scenario,
        `${ms(median(feedback))} (${feedback.map(ms).join(", ")})`,
        `${ms(median(usable))} (${usable.map(ms).join(", ")})`,
        result.runs.map((run) => run.hit).join("; "),
        result.error ?? "",
      ]);
    }
  }
  return table(
    ["variant", "scenario", "tap → answer", "tap → configurator usable", "what the tap hit", "error"],
    rows,
  );
}

export async function measureVariants(raw: string | undefined): Promise<void> {
  if (!raw) throw new Error('BENCH_ONLY=variants needs BENCH_VARIANTS="label=commit[+commit…] …"');
  const specs = parseVariants(raw);
  banner(`variants: ${specs.map((spec) => spec.label).join(", ")}`);
  const dirs = specs.map(prepareVariant);
  const targets: { variant: string; base: string }[] = [];
  for (const [index, spec] of specs.entries()) {
    const { base } = await startApp(`app (${spec.label})`, undefined, dirs[index]);
    targets.push({ variant: spec.label, base });
  }
  const productId = await firstProductId(targets[0]!.base);
  const pages = ["/", "/category/finestre", `/product/${productId}`, "/contatti"];
  const browser = await openLighthouse();
  if (typeof browser === "string") throw new Error(browser);
  const calibration = await calibrate(browser.port);
  const slow = slowProfile(calibration);
  console.log(calibrationLine(calibration, slow));
  banner(`Lighthouse, ${LIGHTHOUSE_RUNS} run(s) per page, profile and variant, interleaved`);
  const results = await runLighthouse(browser, targets, pages, [MOBILE_PROFILE, slow], waitForQuietMachine);
  await browser.close();

  banner("POST /api/price on each variant");
  const price: string[][] = [];
  for (const target of targets) {
    await waitForQuietMachine(`price ${target.variant}`);
    const row = await measure(target.base, await priceRequest(target.base), target.variant);
    price.push([target.variant, String(Math.round(row.rps)), String(row.p50), String(row.p99), row.statuses]);
  }

  banner(`A tap on «Calcola Prezzo» on the slow profile, ${TAP_RUNS} run(s) per scenario and variant`);
  const scenarios = tapScenarios(await firstWindowProductId(targets[0]!.base));
  const taps = new Map<string, TapResult[]>();
  for (let run = 1; run <= TAP_RUNS; run += 1) {
    await waitForQuietMachine(`taps, run ${run}/${TAP_RUNS}`);
    for (const target of targets) {
      const once = await measureTaps(target.base, scenarios, slow, async () => {}, 1);
      const kept =
        taps.get(target.variant) ?? once.map((result) => ({ ...result, runs: [] as TapResult["runs"] }));
      for (const [index, result] of once.entries()) {
        kept[index]!.runs.push(...result.runs);
        kept[index]!.error ??= result.error;
      }
      taps.set(target.variant, kept);
    }
  }

  const labels = specs.map((spec) => spec.label);
  const report = [
    `Variants measured ${runDate()} from ${commitId(ROOT)}: ${specs
      .map((spec) => `${spec.label} = ${spec.base}${spec.applied.map((commit) => ` + ${commit}`).join("")}`)
      .join("; ")}.`,
    "",
    `${machineLine()}. ${calibrationLine(calibration, slow)}. ${loadSummary()}.`,
    "",
    variantTable(results, labels),
    "",
    `On the slow profile, against ${labels[0]} (a difference counts only beyond the larger spread of the two):`,
    "",
    verdictTable(verdicts(results, labels), labels[0]!),
    "",
    "`POST /api/price`, guests, 20 connections (autocannon, as the bench's load runs):",
    "",
    table(["variant", "req/s", "p50 ms", "p99 ms", "status"], price, [1, 2, 3]),
    "",
    `A tap on «Calcola Prezzo» as soon as it shows, slow profile (CPU ${slow.cpuSlowdownMultiplier}×, real throttling, tap.ts); median and each run, ms:`,
    "",
    tapTable(taps),
  ].join("\n");
  banner("results");
  console.log(report);
  const out = process.env.BENCH_VARIANTS_REPORT || path.join(os.tmpdir(), `bench-variants-${Date.now()}.md`);
  writeFileSync(out, `${report}\n`);
  console.log(`\nwrote ${out}`);
}
