import { describe, expect, it } from "vitest";
import { doorFinishSeeds } from "#db/seed/door-catalogue-data.ts";
import { finishShortName, finishSwatch } from "./door-finish-labels.ts";

describe("finishShortName", () => {
  it("drops the words that repeat the line's heading, in the singular or the plural", () => {
    expect(finishShortName({ name: "Laminato Noce Nazionale", line: "Laminati Base" })).toBe(
      "Noce Nazionale",
    );
    expect(finishShortName({ name: "Phantos Laccato Bianco", line: "Phantos laccato" })).toBe("Bianco");
    expect(finishShortName({ name: "Design-Zero Fresata Bianco", line: "Design - Zero" })).toBe(
      "Fresata Bianco",
    );
    expect(finishShortName({ name: "Pannello Liscio Noce", line: "Pannelli Lisci" })).toBe("Noce");
  });

  it("keeps the whole name when the line is not repeated or nothing would be left", () => {
    expect(finishShortName({ name: "Noce Canaletto", line: "Impiallacciati" })).toBe("Noce Canaletto");
    expect(finishShortName({ name: "Tech", line: "Tech" })).toBe("Tech");
  });

  it("gives every seeded finish a short name that is unique within its line", () => {
    const seen = new Set<string>();
    for (const finish of doorFinishSeeds) {
      const short = finishShortName(finish);
      expect(short.length, finish.name).toBeGreaterThan(0);
      expect(seen.has(`${finish.line}|${short}`), finish.name).toBe(false);
      seen.add(`${finish.line}|${short}`);
    }
  });
});

describe("finishSwatch", () => {
  it("reads the colour from the name, the most specific words first", () => {
    expect(finishSwatch("Phantos Laccato Grigio Antracite")).toBe(finishSwatch("Spigolo Tondo Antracite"));
    expect(finishSwatch("Zero Grigio Perla")).not.toBe(finishSwatch("Tech Cemento Grigio"));
    expect(finishSwatch("Laminato Bianco Frassinato")).toBe(finishSwatch("MDF Bianco Liscio"));
    expect(finishSwatch("Impiallacciato Frassino Tinto Wengé")).toBe(finishSwatch("wenge"));
  });

  it("shows a spectrum for sample lacquers and a neutral tone when the name names no colour", () => {
    expect(finishSwatch("Phantos Laccato RAL a campione")).toContain("gradient");
    expect(finishSwatch("Pantografato Bugna Classica")).toMatch(/^#/);
  });
});
