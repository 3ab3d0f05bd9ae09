import { describe, expect, it } from "vitest";
import { productSeeds } from "#db/seed/catalogue-data.ts";
import { appearanceFromWords } from "./product-appearance.ts";
import { productFamily } from "./product-family.ts";
import { productDrawingSpec } from "./product-picture-drawing.ts";

const seeded = (slug: string) => {
  const seed = productSeeds.find((candidate) => candidate.slug === slug)!;
  return {
    name: seed.name,
    category: { slug: seed.categorySlug },
    subcategory: seed.subcategorySlug ? { slug: seed.subcategorySlug } : null,
  };
};

describe("productDrawingSpec", () => {
  it("draws TR651 Bianco white, not brown", () => {
    const spec = productDrawingSpec(seeded("tr651-bianco"));
    expect(spec).toMatchObject({ family: "door", subject: "Porta blindata", colourName: "Bianco" });
    expect(spec.colourHex).toBe(appearanceFromWords("bianco")!.hex);
  });

  it("draws wood products wood-coloured and aluminium ones grey", () => {
    expect(productDrawingSpec(seeded("finestra-legno-lamellare-68")).colourName).toBe("Legno");
    expect(productDrawingSpec(seeded("finestra-alluminio-taglio-termico-65")).colourName).toBe("Alluminio");
    expect(productDrawingSpec(seeded("porta-interna-noce-nazionale")).colourName).toBe("Noce");
    expect(productDrawingSpec(seeded("finestra-pvc-classica-70")).colourName).toBe("Bianco");
  });

  it("follows what the name says: a vasistas, a lift-and-slide, a motor, glass, a sliding leaf", () => {
    expect(productDrawingSpec(seeded("finestra-vasistas-pvc-bagno"))).toMatchObject({
      family: "window",
      sashes: 1,
      opening: "vasistas",
    });
    expect(productDrawingSpec(seeded("scorrevole-alzante-hst-160"))).toMatchObject({
      slidingType: "alzante",
    });
    expect(productDrawingSpec(seeded("scorrevole-traslante-psk-pvc"))).toMatchObject({
      slidingType: "traslante",
    });
    expect(productDrawingSpec(seeded("tapparella-pvc-motorizzata"))).toMatchObject({ operation: "motor" });
    expect(productDrawingSpec(seeded("tapparella-pvc-standard"))).toMatchObject({ operation: "strap" });
    expect(productDrawingSpec(seeded("porta-interna-vetro-satinato"))).toMatchObject({ glazed: true });
    expect(productDrawingSpec(seeded("porta-interna-scorrevole-a-scomparsa"))).toMatchObject({
      sliding: true,
    });
  });

  it("draws every seeded product in its category's family, and windows not all alike", () => {
    for (const seed of productSeeds) {
      expect(productDrawingSpec(seeded(seed.slug)).family, seed.slug).toBe(
        productFamily({ category: { slug: seed.categorySlug } }),
      );
    }
    const windows = productSeeds.filter((seed) => seed.categorySlug === "finestre");
    const looks = new Set(windows.map((seed) => JSON.stringify(productDrawingSpec(seeded(seed.slug)))));
    expect(looks.size).toBeGreaterThan(3);
  });
});
