import { describe, expect, it } from "vitest";
import type { LighthousePage } from "./lighthouse.ts";
import { parseVariants, verdicts } from "./variants.ts";

function slowRuns(variant: string, page: string, runTbtMs: number[], runLcpMs: number[]): LighthousePage {
  return {
    page,
    profile: "slow",
    variant,
    scores: { performance: 90, accessibility: 100, bestPractices: 100, seo: 100 },
    lcpMs: runLcpMs[0]!,
    tbtMs: runTbtMs[0]!,
    cls: 0,
    runScores: runTbtMs.map(() => 90),
    runTbtMs,
    runLcpMs,
    runLoad: runTbtMs.map(() => 0.5),
    flagged: [],
    mainThread: [],
    benchmarkIndex: 3800,
    runBenchmarkIndex: runTbtMs.map(() => 3800),
  };
}

describe("builds side by side", () => {
  it("reads each variant as a base commit and the commits whose changes go on top", () => {
    expect(parseVariants("all-on=abc123 no-rewrite=abc123+def456,both-off=abc123+def456+0a1b2c")).toEqual([
      { label: "all-on", base: "abc123", applied: [] },
      { label: "no-rewrite", base: "abc123", applied: ["def456"] },
      { label: "both-off", base: "abc123", applied: ["def456", "0a1b2c"] },
    ]);
    expect(() => parseVariants("all-on=abc123")).toThrow(/at least two/);
    expect(() => parseVariants("all-on abc123")).toThrow(/label=commit/);
  });

  it("sets each variant's median against the baseline's, beside the larger spread of the two", () => {
    const found = verdicts(
      [
        slowRuns("all-on", "/", [300, 320, 340, 310, 330], [1500, 1520, 1490, 1510, 1505]),
        slowRuns("piece-off", "/", [500, 520, 510, 530, 505], [1500, 1530, 1480, 1500, 1510]),
      ],
      ["all-on", "piece-off"],
    );
    expect(found).toEqual([
      { variant: "piece-off", page: "/", metric: "TBT", margin: 190, spread: 40 },
      { variant: "piece-off", page: "/", metric: "LCP", margin: -5, spread: 50 },
    ]);
  });
});
