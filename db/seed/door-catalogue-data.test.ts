import { describe, expect, it } from "vitest";
import { doorArticleKinds, doorFinishLines, doorLacquerKinds } from "../schema.ts";
import { doorArticleSeeds, doorFinishSeeds, doorPriceMapSeeds } from "./door-catalogue-data.ts";
import type { DoorFinishSeed } from "./types.ts";

const FREE_LINES = ["Laminati Base", "MDF Base"] as const;

const KNOB_CATEGORIES = ["Pomolo fisso/girevole esterno tondo", "Pomolo Pigna uovo"];

const ACCESSORY_CATEGORIES = [
  "Telaio",
  "Sensori",
  "Soglie",
  "Imbotti",
  "Coprifili",
  "Vetrocamera",
  "Guarnizioni",
  "Modifiche",
];

const PRICE_MAP_KEYS = [
  "controtelaio1",
  "controtelaio2",
  "controtelaio3",
  "controtelaio4",
  "controtelaio5",
  "telaio_sopraluce1",
  "telaio_sopraluce2",
  "telaio_sopraluce3",
  "vetrocamera1",
  "telaio_ridotto1",
  "telaio_ridotto2",
  "telaio_elettrico1",
  "telaio_elettrico2",
];

const REPLACEMENT_FIELDS = ["replacementCode", "looseCode", "loosePriceCents"] as const;
const INTERNO_ESTERNO_FIELDS = [
  "replacementInterno",
  "replacementEsterno",
  "codiceInterno",
  "codiceEsterno",
] as const;

function finishCodes(f: DoorFinishSeed): string[] {
  return [
    f.replacementCode,
    f.looseCode,
    f.replacementInterno,
    f.replacementEsterno,
    f.codiceInterno,
    f.codiceEsterno,
  ].filter((c): c is string => c !== undefined);
}

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  const dups = new Set<string>();
  for (const v of values) {
    if (seen.has(v)) dups.add(v);
    seen.add(v);
  }
  return [...dups];
}

function expectInRange(label: string, value: number, min: number, max: number) {
  expect(value, `${label}: ${value} not in ${min}..${max}`).toBeGreaterThanOrEqual(min);
  expect(value, `${label}: ${value} not in ${min}..${max}`).toBeLessThanOrEqual(max);
}

function articlesIn(category: string) {
  return doorArticleSeeds.filter((a) => a.category === category);
}

describe("door finishes", () => {
  it("cover all 17 lines with at least 2 finishes each", () => {
    expect(doorFinishLines).toHaveLength(17);
    for (const line of doorFinishLines) {
      const count = doorFinishSeeds.filter((f) => f.line === line).length;
      expect(count, `line ${line}`).toBeGreaterThanOrEqual(2);
    }
    for (const f of doorFinishSeeds) {
      expect(doorFinishLines).toContain(f.line);
    }
  });

  it("have unique kebab-case keys and non-empty names", () => {
    const keys = doorFinishSeeds.map((f) => f.key);
    expect(duplicates(keys)).toEqual([]);
    for (const f of doorFinishSeeds) {
      expect(f.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(f.name.trim().length).toBeGreaterThan(0);
    }
  });

  it("cost 0 for Laminati Base and MDF Base", () => {
    for (const f of doorFinishSeeds.filter((f) => (FREE_LINES as readonly string[]).includes(f.line))) {
      expect(f.priceCents, f.key).toBe(0);
    }
  });

  it("carry exactly one of the two code forms, completely", () => {
    let replacementForm = 0;
    let internoEsternoForm = 0;
    for (const f of doorFinishSeeds) {
      const hasReplacement = REPLACEMENT_FIELDS.map((k) => f[k] !== undefined);
      const hasInternoEsterno = INTERNO_ESTERNO_FIELDS.map((k) => f[k] !== undefined);
      const anyReplacement = hasReplacement.some(Boolean);
      const anyInternoEsterno = hasInternoEsterno.some(Boolean);
      expect(anyReplacement !== anyInternoEsterno, `${f.key} must use exactly one form`).toBe(true);
      if (anyReplacement) {
        expect(hasReplacement.every(Boolean), `${f.key} replacement form incomplete`).toBe(true);
        replacementForm++;
      } else {
        expect(hasInternoEsterno.every(Boolean), `${f.key} interno/esterno form incomplete`).toBe(true);
        internoEsternoForm++;
      }
    }
    expect(replacementForm).toBeGreaterThan(0);
    expect(internoEsternoForm).toBeGreaterThan(0);
  });

  it("use only thickness 7 or 14, with several set", () => {
    const withThickness = doorFinishSeeds.filter((f) => f.thicknessMm !== undefined);
    expect(withThickness.length).toBeGreaterThanOrEqual(3);
    for (const f of withThickness) expect([7, 14]).toContain(f.thicknessMm);
    expect(withThickness.some((f) => f.thicknessMm === 7)).toBe(true);
    expect(withThickness.some((f) => f.thicknessMm === 14)).toBe(true);
  });

  it("use only the exact note 'fino ad esaurimento', at least 3 times", () => {
    const withNote = doorFinishSeeds.filter((f) => f.note !== undefined);
    expect(withNote.length).toBeGreaterThanOrEqual(3);
    for (const f of withNote) expect(f.note).toBe("fino ad esaurimento");
  });

  it("mark lacquer kinds where expected", () => {
    for (const f of doorFinishSeeds) {
      if (f.lacquer !== undefined) expect(doorLacquerKinds).toContain(f.lacquer);
    }
    for (const kind of doorLacquerKinds) {
      expect(
        doorFinishSeeds.some((f) => f.lacquer === kind),
        `lacquer ${kind}`,
      ).toBe(true);
    }
    expect(doorFinishSeeds.some((f) => f.line === "Phantos laccato" && f.lacquer === "campione")).toBe(true);
    expect(doorFinishSeeds.some((f) => f.line === "Pantografati" && f.lacquer !== undefined)).toBe(true);
    // Free base panels are not lacquered.
    for (const f of doorFinishSeeds.filter((f) => (FREE_LINES as readonly string[]).includes(f.line))) {
      expect(f.lacquer, f.key).toBeUndefined();
    }
  });

  it("have prices within the expected ranges", () => {
    for (const f of doorFinishSeeds) {
      if ((FREE_LINES as readonly string[]).includes(f.line)) continue;
      if (f.line === "Pantografati") {
        expectInRange(f.key, f.priceCents, 17800, 66000);
      } else if (f.line === "Essenza PVC") {
        expectInRange(f.key, f.priceCents, 40000, 51000);
        expect(f.loosePriceCents, `${f.key} loose price`).toBeDefined();
        expectInRange(`${f.key} loose`, f.loosePriceCents ?? -1, 37000, 48000);
      } else {
        expectInRange(f.key, f.priceCents, 9000, 90000);
      }
      if (f.loosePriceCents !== undefined) {
        expect(f.loosePriceCents, `${f.key} loose price`).toBeGreaterThan(0);
      }
    }
  });
});

describe("door articles", () => {
  it("use valid kinds and unique codes", () => {
    for (const a of doorArticleSeeds) {
      expect(doorArticleKinds).toContain(a.kind);
      expect(a.name.trim().length).toBeGreaterThan(0);
    }
    expect(duplicates(doorArticleSeeds.map((a) => a.code))).toEqual([]);
  });

  it("have 5-7 cylinders priced 50-95 €, without category", () => {
    const cylinders = doorArticleSeeds.filter((a) => a.kind === "cylinder");
    expect(cylinders.length).toBeGreaterThanOrEqual(5);
    expect(cylinders.length).toBeLessThanOrEqual(7);
    for (const a of cylinders) {
      expectInRange(a.code, a.priceCents, 5000, 9500);
      expect(a.category).toBeUndefined();
    }
  });

  it("have 5-7 handle kits priced 40-257.82 €, including 85.60 and 257.82", () => {
    const kits = doorArticleSeeds.filter((a) => a.kind === "handleKit");
    expect(kits.length).toBeGreaterThanOrEqual(5);
    expect(kits.length).toBeLessThanOrEqual(7);
    for (const a of kits) {
      expectInRange(a.code, a.priceCents, 4000, 25782);
      expect(a.category).toBeUndefined();
    }
    const prices = kits.map((a) => a.priceCents);
    expect(prices).toContain(8560);
    expect(prices).toContain(25782);
  });

  it("have knobs only in the two exact categories, at least 3 each, priced 8-100 €", () => {
    const knobs = doorArticleSeeds.filter((a) => a.kind === "knob");
    for (const a of knobs) {
      expect(KNOB_CATEGORIES).toContain(a.category);
      expectInRange(a.code, a.priceCents, 800, 10000);
    }
    for (const category of KNOB_CATEGORIES) {
      expect(knobs.filter((a) => a.category === category).length, category).toBeGreaterThanOrEqual(3);
    }
  });

  it("have accessories only in the exact categories, at least 2 each", () => {
    const accessories = doorArticleSeeds.filter((a) => a.kind === "accessory");
    for (const a of accessories) expect(ACCESSORY_CATEGORIES).toContain(a.category);
    for (const category of ACCESSORY_CATEGORIES) {
      expect(accessories.filter((a) => a.category === category).length, category).toBeGreaterThanOrEqual(2);
    }
    // Categories are not shared between knobs and accessories.
    for (const a of doorArticleSeeds.filter((a) => a.kind !== "accessory")) {
      expect(ACCESSORY_CATEGORIES).not.toContain(a.category);
    }
  });

  it("have accessory prices within the expected ranges", () => {
    const ranges: Record<string, [number, number]> = {
      Telaio: [44591, 75000],
      Sensori: [3000, 25000],
      Soglie: [4000, 18000],
      Imbotti: [22300, 59500],
      Coprifili: [3000, 15000],
      Vetrocamera: [15000, 45000],
      Guarnizioni: [1500, 9000],
      Modifiche: [5000, 30000],
    };
    for (const a of doorArticleSeeds.filter((a) => a.kind === "accessory")) {
      const range = ranges[a.category ?? ""];
      expect(range, a.code).toBeDefined();
      if (range) expectInRange(a.code, a.priceCents, range[0], range[1]);
    }
    const telaio = articlesIn("Telaio").map((a) => a.priceCents);
    expect(telaio).toContain(44591);
    expect(telaio).toContain(75000);
  });
});

describe("door codes", () => {
  it("are unique across finishes and articles", () => {
    const codes = [...doorFinishSeeds.flatMap(finishCodes), ...doorArticleSeeds.map((a) => a.code)];
    expect(duplicates(codes)).toEqual([]);
    for (const c of codes) expect(c).toMatch(/^[A-Z0-9]+(-[A-Z0-9]+)+$/);
  });
});

describe("door price map", () => {
  it("has exactly the expected keys in order, with labels", () => {
    expect(doorPriceMapSeeds.map((p) => p.key)).toEqual(PRICE_MAP_KEYS);
    for (const p of doorPriceMapSeeds) expect(p.label.trim().length).toBeGreaterThan(0);
  });

  it("prices controtelai between 29.90 and 233 €, including both bounds", () => {
    const controtelai = doorPriceMapSeeds.filter((p) => p.key.startsWith("controtelaio"));
    for (const p of controtelai) expectInRange(p.key, p.priceCents, 2990, 23300);
    const prices = controtelai.map((p) => p.priceCents);
    expect(prices).toContain(2990);
    expect(prices).toContain(23300);
  });

  it("prices every entry positively", () => {
    for (const p of doorPriceMapSeeds) expect(p.priceCents, p.key).toBeGreaterThan(0);
  });
});

describe("door catalogue prices", () => {
  it("are non-negative integer cents everywhere", () => {
    const prices = [
      ...doorFinishSeeds.flatMap((f) => [f.priceCents, f.loosePriceCents ?? 0]),
      ...doorArticleSeeds.map((a) => a.priceCents),
      ...doorPriceMapSeeds.map((p) => p.priceCents),
    ];
    for (const p of prices) {
      expect(Number.isInteger(p), `${p} is not an integer`).toBe(true);
      expect(p).toBeGreaterThanOrEqual(0);
    }
  });
});
