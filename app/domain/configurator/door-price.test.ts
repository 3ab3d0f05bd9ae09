import { describe, expect, it } from "vitest";
import { computeDoorPrice, type DoorPriceInput } from "./door-price.ts";

// Hand-worked door totals (docs/product/door-configurator.md, ADR 008). Amounts in cents.

const standard = { mode: "standard" as const, width: 90, height: 210 };
const cylinder = { group: "Cilindro", name: "Cilindro europeo", code: "CIL-001", priceCents: 5000 };
const kit = { group: "Kit maniglie", name: "Kit Tokyo", code: "KIT-002", priceCents: 8560 };

const base = (overrides: Partial<DoorPriceInput> = {}): DoorPriceInput => ({
  basePriceCents: 189000,
  size: standard,
  items: [],
  panels: [],
  ...overrides,
});

describe("computeDoorPrice", () => {
  it("standard size with a cylinder and a kit: 1890,00 + 50,00 + 85,60 = 2025,60", () => {
    const { totalCents, breakdown } = computeDoorPrice(base({ items: [cylinder, kit] }));
    expect(totalCents).toBe(202560);
    expect(breakdown.map((line) => line.label)).toEqual([
      "Prezzo base",
      "Misura standard",
      "Cilindro: Cilindro europeo (CIL-001)",
      "Kit maniglie: Kit Tokyo (KIT-002)",
    ]);
  });

  it("custom size adds 15% of the base price once: 1890,00 + 283,50 = 2173,50", () => {
    const { totalCents, breakdown } = computeDoorPrice(
      base({ size: { mode: "custom", width: 95, height: 230 } }),
    );
    expect(totalCents).toBe(217350);
    expect(breakdown.filter((line) => line.label.startsWith("Maggiorazione"))).toHaveLength(1);
  });

  it("custom mode without both dimensions has no surcharge", () => {
    expect(computeDoorPrice(base({ size: { mode: "custom", width: 95, height: null } })).totalCents).toBe(
      189000,
    );
  });

  it("the surcharge is on the base price only, not on the articles: 1890 + 50 + 85,60 + 283,50", () => {
    const { totalCents } = computeDoorPrice(
      base({ size: { mode: "custom", width: 95, height: 230 }, items: [cylinder, kit] }),
    );
    expect(totalCents).toBe(230910);
  });

  it("a Pantografati panel with a sample lacquer: 412,50 + 73,02 + 40% of 412,50 (165,00)", () => {
    const { totalCents, breakdown } = computeDoorPrice(
      base({
        basePriceCents: 150000,
        panels: [
          {
            side: "esterno",
            name: "Pantografato Bugna",
            line: "Pantografati",
            priceCents: 41250,
            lacquer: "campione",
          },
        ],
      }),
    );
    expect(totalCents).toBe(150000 + 41250 + 7302 + 16500);
    expect(breakdown.some((line) => line.label.includes("pantografatura"))).toBe(true);
    expect(breakdown.some((line) => line.label.includes("+40%"))).toBe(true);
  });

  it("the lacquer supplement rounds half away from zero at the cent: 40% of 333,33 = 133,332 → 133,33", () => {
    const { totalCents } = computeDoorPrice(
      base({
        basePriceCents: 0,
        panels: [
          { side: "interno", name: "Laccato", line: "Phantos laccato", priceCents: 33333, lacquer: "scuro" },
        ],
      }),
    );
    expect(totalCents).toBe(33333 + 13333);
  });

  it("a free laminate finish adds nothing", () => {
    const { totalCents, breakdown } = computeDoorPrice(
      base({
        panels: [
          { side: "interno", name: "Laminato Noce", line: "Laminati Base", priceCents: 0, lacquer: null },
        ],
      }),
    );
    expect(totalCents).toBe(189000);
    expect(breakdown.at(-1)?.value.replace(/\s/g, " ")).toBe("0,00 €");
  });

  it("accessories toggled on and off change the total by their price", () => {
    const sensor = { group: "Accessorio", name: "Sensore magnetico", code: "ACC-SEN-01", priceCents: 4500 };
    const threshold = { group: "Accessorio", name: "Soglia mobile", code: "ACC-SOG-01", priceCents: 9800 };
    const both = computeDoorPrice(base({ items: [sensor, threshold] })).totalCents;
    const one = computeDoorPrice(base({ items: [threshold] })).totalCents;
    const none = computeDoorPrice(base()).totalCents;
    expect(both).toBe(189000 + 4500 + 9800);
    expect(one).toBe(189000 + 9800);
    expect(none).toBe(189000);
  });
});
