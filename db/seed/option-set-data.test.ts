import { describe, expect, it } from "vitest";
import {
  defaultOptionValues,
  type OptionChoice,
  resolveOptionSet,
} from "../../app/domain/catalogue/option-sets.ts";
import { defaultSizesMm } from "../../app/domain/configurator/product-drawing-spec.ts";
import { computeWindowPrice } from "../../app/domain/configurator/window-price.ts";
import { calculatorOptionSeeds, productSeeds } from "./catalogue-data.ts";
import { familyOptionSeeds, productOptionSeeds } from "./option-set-data.ts";

const catalogue: OptionChoice[] = [...calculatorOptionSeeds, ...familyOptionSeeds].map((seed) => ({
  ...seed,
  swatch: seed.swatchHex ?? null,
}));

/** A product's price with its defaults at its family's reference size, in euros. */
function defaultPrice(slug: string) {
  const product = productSeeds.find((candidate) => candidate.slug === slug)!;
  const settings = productOptionSeeds.find((seed) => seed.slug === slug)!.settings;
  const shape = { category: { slug: product.categorySlug } };
  const set = resolveOptionSet(shape, catalogue, settings);
  const values = defaultOptionValues(set);
  const chosen = Object.fromEntries(
    set.fields.map((field) => [
      field.type,
      field.choices.find((choice) => choice.value === values[field.type]),
    ]),
  );
  const size = defaultSizesMm[set.family];
  return computeWindowPrice({ basePriceCents: product.basePriceCents, ...chosen, ...size }).priceCents / 100;
}

describe("productOptionSeeds", () => {
  it("fixes each window's own material and system", () => {
    const settings = (slug: string) => productOptionSeeds.find((seed) => seed.slug === slug)?.settings.locked;
    expect(settings("finestra-pvc-classica-70")).toEqual({ material: "pvc", system: "standard-70" });
    expect(settings("finestra-pvc-passiva-92")).toEqual({ material: "pvc", system: "passive-92" });
    expect(settings("portafinestra-legno-alluminio-natura-78")).toEqual({
      material: "legno-alluminio",
      system: "performance-82",
    });
    expect(settings("scorrevole-alzante-hst-160")).toMatchObject({ slidingType: "alzante" });
    expect(settings("tapparella-pvc-motorizzata")).toEqual({ slatMaterial: "pvc", operation: "motore" });
  });

  it("gives every locked and default value a catalogue option", () => {
    for (const { slug, settings } of productOptionSeeds) {
      for (const [type, value] of [
        ...Object.entries(settings.locked),
        ...Object.entries(settings.defaults),
      ]) {
        expect(
          catalogue.some((option) => option.type === type && option.value === value),
          `${slug} ${type}=${value}`,
        ).toBe(true);
      }
    }
  });

  it("prices the defaults at the reference size like the Italian market (db/seed/prices.md)", () => {
    expect(defaultPrice("finestra-pvc-classica-70")).toBeGreaterThanOrEqual(400);
    expect(defaultPrice("finestra-pvc-classica-70")).toBeLessThanOrEqual(900);
    expect(defaultPrice("scorrevole-alzante-hst-160")).toBeLessThanOrEqual(9000);
    expect(defaultPrice("scorrevole-alzante-hst-160")).toBeGreaterThanOrEqual(5000);
    expect(defaultPrice("tapparella-pvc-standard")).toBeLessThanOrEqual(300);
    expect(defaultPrice("porta-interna-laminato-liscia")).toBeLessThanOrEqual(450);
    expect(defaultPrice("porta-ingresso-pvc-classica")).toBeGreaterThanOrEqual(1000);
  });
});
