import { describe, expect, it } from "vitest";
import { budgetChecks, type Report } from "./budgets.ts";
import type { PageWeight } from "./initial-js.ts";
import type { TapResult } from "./tap.ts";

const file = (url: string, gzip: number) => ({ url, status: 200, raw: gzip * 3, gzip });

/** A route's initial JS: the framework, the runtime and the entry every page shares, and `own` bytes of the shop's. */
function weight(page: string, own: number, framework = 107_400): PageWeight {
  return {
    page,
    status: 200,
    files: [
      file("/assets/framework-AbC123.js", framework),
      file("/assets/rolldown-runtime-Xy.js", 400),
      file("/assets/entry.client-Zz.js", 200),
      file("/assets/root-Q1.js", 1_100),
      file(`/assets/${page === "/" ? "home" : "page"}-W9.js`, own - 1_100),
    ],
  };
}

function report(overrides: Partial<Report>): Report {
  return { app: [], weights: [], lighthouse: "not run", notices: [], ...overrides };
}

const check = (checks: ReturnType<typeof budgetChecks>, start: string) =>
  checks.find((candidate) => candidate.budget.startsWith(start));

describe("the initial JavaScript budgets (ADR 025)", () => {
  it("counts the shop's own code apart from the framework, the runtime and the entry", () => {
    const checks = budgetChecks(report({ weights: [weight("/", 29_900), weight("/product/1", 30_100)] }));
    expect(check(checks, "the shop's own initial JS")).toEqual({
      budget: "the shop's own initial JS ≤ 30 kB gzip per public route",
      measured: "`/product/1` 30.1 kB",
      pass: false,
    });
    expect(check(checks, "framework chunk")).toMatchObject({
      pass: true,
      measured: expect.stringContaining("107.4 kB"),
    });
  });

  it("misses when the framework chunk grows past 110 kB, whatever the pages' own code", () => {
    const checks = budgetChecks(report({ weights: [weight("/", 18_000, 110_100)] }));
    expect(check(checks, "framework chunk")?.pass).toBe(false);
    expect(check(checks, "the shop's own initial JS")?.pass).toBe(true);
  });

  it("leaves a page whose files did not all answer out of both budgets", () => {
    const broken = weight("/", 50_000);
    broken.files[4] = { ...broken.files[4]!, status: 404 };
    const checks = budgetChecks(report({ weights: [broken] }));
    expect(check(checks, "the shop's own initial JS")).toMatchObject({
      pass: undefined,
      measured: "not measured",
    });
  });
});

describe("the tap budgets", () => {
  const tap = (scenario: string, feedbackMs: number[], usableMs: number[]): TapResult => ({
    scenario,
    cpuSlowdownMultiplier: 11.5,
    runs: feedbackMs.map((feedback, index) => ({
      feedbackMs: feedback,
      usableMs: usableMs[index]!,
      afterFcpMs: 20,
      hit: "link",
      load: 0.5,
    })),
  });

  it("judges each scenario's median run", () => {
    const checks = budgetChecks(
      report({
        taps: [
          tap("product page", [40, 60, 300], [900, 950, 5000]),
          tap("category card", [90, 120, 130], [800, 2100, 2200]),
        ],
      }),
    );
    expect(check(checks, "a tap on «Calcola Prezzo» answers")).toEqual({
      budget: "a tap on «Calcola Prezzo» answers visibly ≤ 100 ms",
      measured: "`category card` 120 ms",
      pass: false,
    });
    expect(check(checks, "the configurator is usable")).toMatchObject({
      measured: "`category card` 2.10 s",
      pass: false,
    });
  });

  it("says why nothing was measured", () => {
    const checks = budgetChecks(report({ lighthouse: "BENCH_LIGHTHOUSE_RUNS=0" }));
    expect(check(checks, "a tap on «Calcola Prezzo» answers")).toMatchObject({
      pass: undefined,
      measured: "not measured (BENCH_LIGHTHOUSE_RUNS=0)",
    });
  });
});
