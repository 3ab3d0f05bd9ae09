import { describe, expect, it } from "vitest";
import { computeWindowPrice, type PriceOptionValue } from "./window-price.ts";

// Hand-worked vectors for docs/product/window-price.md#formula. Amounts in cents; each comment shows the
// arithmetic.

const option = (
  name: string,
  priceMultiplier: string | number | null = null,
  priceAdditionCents: number | null = null,
): PriceOptionValue => ({ name, priceMultiplier, priceAdditionCents });

const pvc = option("PVC", "1.2500", 5000); // ×1.25 then +50,00 €
const squadrato = option("Squadrato", null, 3000); // +30,00 €
const dueAnte = option("Due ante", "1.3500");
const antaRibalta = option("Anta ribalta", "1.1500");
const noce = option("Noce", null, 4500); // +45,00 €

const full = {
  basePriceCents: 28900,
  material: pvc,
  profile: squadrato,
  windowType: dueAnte,
  openingType: antaRibalta,
  color: noce,
};

describe("computeWindowPrice", () => {
  it("1. no options: the base price", () => {
    expect(computeWindowPrice({ basePriceCents: 28900 }).priceCents).toBe(28900);
  });

  it("2. material: 28900 × 1.25 + 5000 = 41125", () => {
    expect(computeWindowPrice({ basePriceCents: 28900, material: pvc }).priceCents).toBe(41125);
  });

  it("3. profile addition after the material: 41125 + 3000 = 44125", () => {
    expect(computeWindowPrice({ basePriceCents: 28900, material: pvc, profile: squadrato }).priceCents).toBe(
      44125,
    );
  });

  it("4. all options, no size: 44125 × 1.35 × 1.15 + 4500 = 73004.0625 → 73004", () => {
    expect(computeWindowPrice(full).priceCents).toBe(73004);
  });

  it("5. area 1200 × 1400 mm = 1.68 m²: 73004.0625 × 1.68 = 122646.825 → 122647", () => {
    expect(computeWindowPrice({ ...full, width: 1200, height: 1400 }).priceCents).toBe(122647);
  });

  it("6. area floor: 800 × 1200 mm = 0.96 m² counts as 1", () => {
    expect(computeWindowPrice({ ...full, width: 800, height: 1200 }).priceCents).toBe(73004);
  });

  it("7. area exactly 1 m² (1000 × 1000) changes nothing", () => {
    expect(computeWindowPrice({ ...full, width: 1000, height: 1000 }).priceCents).toBe(73004);
  });

  it("8. sopraluce: 73004.0625 × 1.15 = 83954.671875 → 83955", () => {
    expect(computeWindowPrice({ ...full, sopraluce: true }).priceCents).toBe(83955);
  });

  it("9. sopraluce and sottoluce: 73004.0625 × 1.3225 = 96547.87265625 → 96548", () => {
    expect(computeWindowPrice({ ...full, sopraluce: true, sottoluce: true }).priceCents).toBe(96548);
  });

  it("10. sottoluce alone equals sopraluce alone", () => {
    expect(computeWindowPrice({ ...full, sottoluce: true }).priceCents).toBe(83955);
  });

  it("11. an exact half cent rounds away from zero: 10 × 1.15 = 11.5 → 12 (floats give 11.499…)", () => {
    expect(computeWindowPrice({ basePriceCents: 10, sopraluce: true }).priceCents).toBe(12);
  });

  it("12. 12345 × 1.1 = 13579.5 → 13580 (123.45 × 1.1 is 135.79499… in floating point)", () => {
    expect(
      computeWindowPrice({ basePriceCents: 12345, openingType: option("Vasistas", "1.1000") }).priceCents,
    ).toBe(13580);
  });

  it("13. a missing multiplier counts as 1 and a missing addition as 0", () => {
    const acciaio = option("Acciaio", null, 8000);
    expect(computeWindowPrice({ basePriceCents: 50000, material: acciaio }).priceCents).toBe(58000);
    const bare = option("Senza valori", null, null);
    expect(
      computeWindowPrice({
        basePriceCents: 50000,
        material: bare,
        profile: bare,
        color: bare,
        windowType: bare,
      }).priceCents,
    ).toBe(50000);
    expect(computeWindowPrice({ basePriceCents: 50000, material: null, color: undefined }).priceCents).toBe(
      50000,
    );
  });

  it("14. the colour is added after the type multipliers: 10000 × 2.05 + 9000 = 29500", () => {
    const quattroAnte = option("Quattro ante", "2.0500");
    const rovere = option("Rovere", null, 9000);
    expect(
      computeWindowPrice({ basePriceCents: 10000, windowType: quattroAnte, color: rovere }).priceCents,
    ).toBe(29500);
  });

  it("15. the area multiplies everything before it: (10000 + 5000) × 2 = 30000", () => {
    expect(
      computeWindowPrice({
        basePriceCents: 10000,
        color: option("Nero", null, 5000),
        width: 2000,
        height: 1000,
      }).priceCents,
    ).toBe(30000);
  });

  it("16. multipliers below 1: 33333 × 1.45 × 0.85 = 41082.9225 → 41083", () => {
    expect(
      computeWindowPrice({
        basePriceCents: 33333,
        material: option("Legno", "1.4500"),
        openingType: option("Fissa", "0.8500"),
      }).priceCents,
    ).toBe(41083);
  });

  it("17. a large window: 100000 × 7.5 m² (3000 × 2500) = 750000", () => {
    expect(computeWindowPrice({ basePriceCents: 100000, width: 3000, height: 2500 }).priceCents).toBe(750000);
  });

  it("18. the system option does not change the price", () => {
    const withSystem = { ...full, system: option("Performance 82", "1.9000", 99900) };
    expect(computeWindowPrice(withSystem).priceCents).toBe(computeWindowPrice(full).priceCents);
  });

  it("19. multipliers given as numbers (as the JSON API sends them) give the same result", () => {
    const numeric = {
      ...full,
      material: option("PVC", 1.25, 5000),
      windowType: option("Due ante", 1.35),
      openingType: option("Anta ribalta", 1.15),
    };
    expect(computeWindowPrice({ ...numeric, width: 1200, height: 1400 }).priceCents).toBe(122647);
  });
});

describe("breakdown", () => {
  it("lists base price, every chosen option (the system too) and dimensions in the configurator's order", () => {
    const { breakdown } = computeWindowPrice({
      ...full,
      system: option("Standard 70"),
      width: 1200,
      height: 1400,
    });
    expect(breakdown.map((line) => line.label)).toEqual([
      "Prezzo base",
      "Materiale",
      "Sistema",
      "Profilo",
      "Colore",
      "Tipo di finestra",
      "Tipo di apertura",
      "Dimensioni",
    ]);
    expect(breakdown[0]!.value.replace(/\s/g, " ")).toBe("289,00 €");
    expect(breakdown.at(-1)).toEqual({ label: "Dimensioni", value: "1200 x 1400 mm" });
  });

  it("adds the sopraluce and sottoluce lines only when chosen", () => {
    const labels = computeWindowPrice({ ...full, sopraluce: true, sottoluce: true }).breakdown.map(
      (l) => l.label,
    );
    expect(labels).toContain("Sopraluce");
    expect(labels).toContain("Sottoluce");
    expect(computeWindowPrice(full).breakdown.map((l) => l.label)).not.toContain("Sopraluce");
  });
});

describe("price parts", () => {
  const sizes = [
    [undefined, undefined],
    [600, 600],
    [1200, 1400],
    [2800, 2300],
    [1333, 977],
  ] as const;
  for (const [width, height] of sizes) {
    it(`add up to the total (${width ?? "no"} x ${height ?? "size"})`, () => {
      for (const toggles of [{}, { sopraluce: true }, { sopraluce: true, sottoluce: true }]) {
        const price = computeWindowPrice({ ...full, width, height, ...toggles });
        const sum = price.parts.reduce((total, part) => total + part.amountCents, 0);
        expect(sum).toBe(price.priceCents);
      }
    });
  }

  it("name the base, each option's effect, the area and the toggles in the formula's order", () => {
    const { parts } = computeWindowPrice({ ...full, width: 1200, height: 1400, sopraluce: true });
    expect(parts.map((part) => [part.label, part.detail])).toEqual([
      ["Prezzo base", "fino a 1 m²"],
      ["Materiale", "PVC"],
      ["Profilo", "Squadrato"],
      ["Tipo di finestra", "Due ante"],
      ["Tipo di apertura", "Anta ribalta"],
      ["Colore", "Noce"],
      ["Superficie", "1,68 m²"],
      ["Sopraluce", "+15%"],
    ]);
    // 28900 → 41125 (×1.25 + 5000) → 44125 (+3000)
    expect(parts[1]!.amountCents).toBe(12225);
    expect(parts[2]!.amountCents).toBe(3000);
  });

  it("say when a small size counts as 1 m² and give the price per real m²", () => {
    const price = computeWindowPrice({ basePriceCents: 28900, width: 500, height: 500 });
    expect(price.parts.at(-1)).toEqual({
      label: "Superficie",
      detail: "0,25 m² (si conta 1 m²)",
      amountCents: 0,
    });
    expect(price.areaSquareMetres).toBe(0.25);
    expect(price.pricePerSquareMetreCents).toBe(115600);
  });

  it("price the options of other families by multiplier then addition", () => {
    const price = computeWindowPrice({
      basePriceCents: 10000,
      operation: option("Motore", null, 15000),
      box: option("Cassonetto esterno", "1.1000", 1000),
      labels: { operation: "Manovra" },
    });
    // 10000 + 15000 = 25000; × 1.1 + 1000 = 28500
    expect(price.priceCents).toBe(28500);
    expect(price.breakdown.map((line) => line.label)).toEqual(["Prezzo base", "Manovra", "Cassonetto"]);
  });
});

describe("the configurator's extras (docs/product/window-options.md)", () => {
  const material = option("PVC", "1.2000"); // ×1,2
  const twoSashes = option("Due ante", "1.5000"); // ×1,5
  const nero = option("Nero", null, 4500);
  const sixOptions = {
    basePriceCents: 30000,
    material,
    windowType: twoSashes,
    color: nero,
    width: 1200,
    height: 1400,
  };

  it("prices the spec's options alone as before: (30000 × 1,2 × 1,5 + 4500) × 1,68 = 98280", () => {
    expect(computeWindowPrice(sixOptions).priceCents).toBe(98280);
  });

  it("adds glazing, mosquito net and outside colour per m²: (54000 + 4500 + 4500 + 4500 + 5500) × 1,68 = 122640", () => {
    const price = computeWindowPrice({
      ...sixOptions,
      glazing: option("Triplo vetro", null, 4500),
      mosquitoNet: option("Zanzariera laterale", null, 4500),
      outsideColor: option("Grigio antracite", null, 5500),
    });
    expect(price.priceCents).toBe(122640);
    expect(price.parts.map((part) => [part.label, part.amountCents])).toEqual([
      ["Prezzo base", 30000],
      ["Materiale", 6000],
      ["Tipo di finestra", 18000],
      ["Vetro", 4500],
      ["Zanzariera", 4500],
      ["Colore", 4500],
      ["Colore esterno", 5500],
      ["Superficie", 49640],
    ]);
    expect(price.breakdown.map((line) => line.label)).toEqual([
      "Prezzo base",
      "Materiale",
      "Colore",
      "Tipo di finestra",
      "Vetro",
      "Colore esterno",
      "Zanzariera",
      "Dimensioni",
    ]);
  });

  it("adds a window's box like the shutters' and a hand at no cost: (58500 + 6000) × 1,68 = 108360", () => {
    const price = computeWindowPrice({
      ...sixOptions,
      box: option("Cassonetto esterno", null, 6000),
      openingSide: option("Anta principale a sinistra", null, 0),
    });
    expect(price.priceCents).toBe(108360);
  });
});
