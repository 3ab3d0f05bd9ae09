import { describe, expect, it } from "vitest";
import type { LighthousePage } from "./lighthouse.ts";
import { lighthouseSection, mainThreadSection } from "./report.ts";

function measuredPage(overrides: Partial<LighthousePage>): LighthousePage {
  return {
    page: "/category/finestre",
    profile: "mobile",
    scores: { performance: 100, accessibility: 100, bestPractices: 100, seo: 100 },
    lcpMs: 780,
    tbtMs: 55.4,
    cls: 0,
    runScores: [100, 100, 100, 100, 100],
    runTbtMs: [3.2, 0, 55.4, 57, 12.6],
    runLcpMs: [780, 790, 770, 800, 760],
    runLoad: [0.4, 0.5, 0.5, 0.6, 0.4],
    flagged: [],
    mainThread: [],
    benchmarkIndex: 3800,
    runBenchmarkIndex: [3800, 3790, 3810, 3805, 3795],
    ...overrides,
  };
}

/** The Markdown table's rows as arrays of trimmed cells, header first, the rule left out. */
function rows(markdown: string): string[][] {
  return markdown
    .split("\n")
    .filter((line) => line.startsWith("|") && !line.startsWith("|-"))
    .map((line) =>
      line
        .slice(1, -1)
        .split("|")
        .map((cell) => cell.trim()),
    );
}

describe("the bench's Lighthouse table", () => {
  it("shows every run's blocking time beside the reported run's", () => {
    const [header, row] = rows(lighthouseSection([measuredPage({})]));
    const column = (name: string) => row?.[header?.indexOf(name) ?? -1];
    expect(column("TBT ms ≤ 50")).toBe("55");
    expect(column("TBT ms of each run")).toBe("3, 0, 55, 57, 13");
    expect(column("perf of each run")).toBe("100, 100, 100, 100, 100");
    expect(column("budgets")).toBe("MISS: TBT");
  });

  it("judges only the default mobile profile; the slow one is reported beside it", () => {
    const markdown = lighthouseSection([
      measuredPage({}),
      measuredPage({ profile: "slow", tbtMs: 420, runTbtMs: [400, 420, 380, 450, 430] }),
    ]);
    const [mobileHeader, mobileRow, slowHeader, slowRow] = rows(markdown);
    expect(mobileRow?.[mobileHeader?.indexOf("budgets") ?? -1]).toBe("MISS: TBT");
    expect(slowRow?.[slowHeader?.indexOf("TBT ms ≤ 50") ?? -1]).toBe("420");
    expect(slowRow?.[slowHeader?.indexOf("budgets") ?? -1]).toBe("-");
    expect(markdown.indexOf("Default mobile profile")).toBeLessThan(markdown.indexOf("Slow profile"));
  });

  it("keeps a failed page's row as wide as the header", () => {
    const [header, failed] = rows(
      lighthouseSection([
        measuredPage({ page: "/contatti", error: "NO_NAVSTART", runScores: [], runTbtMs: [] }),
      ]),
    );
    expect(failed).toHaveLength(header?.length ?? 0);
    expect(failed?.at(-1)).toBe("error: NO_NAVSTART");
  });
});

describe("the main-thread table", () => {
  it("lists every kind of work any page spent time on, with each page's total", () => {
    const [header, home, contact] = rows(
      mainThreadSection([
        measuredPage({
          page: "/",
          profile: "slow",
          mainThread: [
            { label: "Style & Layout", ms: 1210.4 },
            { label: "Script Evaluation", ms: 640 },
          ],
        }),
        measuredPage({
          page: "/contatti",
          profile: "slow",
          mainThread: [{ label: "Script Evaluation", ms: 300 }],
        }),
      ]),
    );
    expect(header).toEqual(["profile", "page", "total ms", "Style & Layout", "Script Evaluation"]);
    expect(home).toEqual(["slow", "`/`", "1850", "1210", "640"]);
    expect(contact).toEqual(["slow", "`/contatti`", "300", "0", "300"]);
  });
});
