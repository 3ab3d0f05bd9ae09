import { describe, expect, it } from "vitest";
import { offerTargetChecks, quantile, summarize } from "./back-office-targets.ts";

describe("the offers issue's targets in bench:back-office", () => {
  it("summarizes timings by nearest rank", () => {
    expect(quantile([], 0.5)).toBeNaN();
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2);
    const summary = summarize(Array.from({ length: 100 }, (_, index) => 100 - index));
    expect(summary).toEqual({ runs: 100, p50: 50, p95: 95, p99: 99, max: 100 });
  });

  it("judges the job list by its slowest URL and says by how much a target is missed", () => {
    const checks = offerTargetChecks({
      jobs: 10_000,
      jobListP99: { "/gestione/commesse": 40, "/gestione/commesse?cerca=Rossi": 130 },
      save: { runs: 30, p50: 60, p95: 90, p99: 120, max: 120 },
      pdfCold: { runs: 5, p50: 700, p95: 1250, p99: 1250, max: 1250 },
    });
    expect(checks[0]).toMatchObject({
      pass: false,
      overMs: 30,
      measured: "`/gestione/commesse?cerca=Rossi` 130 ms (30 ms over, 130 %)",
    });
    expect(checks[0]!.target).toContain("10,000 jobs");
    expect(checks[1]).toMatchObject({ pass: true, overMs: 0, measured: "POST + GET 120 ms" });
    expect(checks[2]).toMatchObject({ pass: false, overMs: 250 });
  });

  it("leaves what was not measured unjudged", () => {
    const checks = offerTargetChecks({ jobs: 0, jobListP99: {} });
    expect(checks.map((entry) => entry.pass)).toEqual([undefined, undefined, undefined]);
    expect(checks[1]!.measured).toBe("not measured");
  });
});
