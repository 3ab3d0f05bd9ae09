import { describe, expect, it } from "vitest";
import { productSeeds } from "#db/seed/catalogue-data.ts";
import { appearanceFromWords } from "./product-appearance.ts";
import {
  PRODUCT_IMAGE_PLACEHOLDER,
  productDrawingPath,
  productDrawingSpec,
  productImageAlt,
  productImageSrc,
} from "./product-image.ts";

const product = (overrides: Partial<Parameters<typeof productImageSrc>[0]> = {}) => ({
  id: 12,
  name: "Prodotto",
  imageUrl: null,
  ...overrides,
});

const seeded = (slug: string) => {
  const seed = productSeeds.find((candidate) => candidate.slug === slug)!;
  return {
    name: seed.name,
    category: { slug: seed.categorySlug },
    subcategory: seed.subcategorySlug ? { slug: seed.subcategorySlug } : null,
  };
};

describe("productImageSrc", () => {
  it("uses an absolute http(s) image URL as it is", () => {
    expect(productImageSrc(product({ imageUrl: "https://cdn.example.it/a.jpg" }))).toBe(
      "https://cdn.example.it/a.jpg",
    );
    expect(productImageSrc(product({ imageUrl: "http://cdn.example.it/b.png" }))).toBe(
      "http://cdn.example.it/b.png",
    );
  });

  it("otherwise shows the product's own drawing", () => {
    expect(productImageSrc(product())).toBe("/images/products/12/drawing.svg");
    expect(productImageSrc(product({ imageUrl: "/uploads/a.jpg" }))).toBe(productDrawingPath(12));
    expect(productImageSrc(product({ imageUrl: "ftp://example.it/a.jpg" }))).toBe(productDrawingPath(12));
    expect(productDrawingPath(12)).not.toBe(PRODUCT_IMAGE_PLACEHOLDER);
  });
});

describe("productImageAlt", () => {
  it("says the picture is an illustration of the product", () => {
    expect(productImageAlt(product({ name: "Finestra PVC Classica 70" }))).toBe(
      "Illustrazione: Finestra PVC Classica 70",
    );
  });

  it("says it is a photo when the product has its own image", () => {
    expect(productImageAlt(product({ name: "Steel C", imageUrl: "https://cdn.example.it/s.jpg" }))).toBe(
      "Foto: Steel C",
    );
  });
});

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
    const familyOf: Record<string, string> = {
      finestre: "window",
      portefinestre: "french-window",
      scorrevoli: "sliding",
      tapparelle: "shutter",
      "porte-ingresso": "door",
      "porte-interne": "door",
      "porte-blindate": "door",
    };
    for (const seed of productSeeds) {
      expect(productDrawingSpec(seeded(seed.slug)).family, seed.slug).toBe(familyOf[seed.categorySlug]);
    }
    const windows = productSeeds.filter((seed) => seed.categorySlug === "finestre");
    const looks = new Set(windows.map((seed) => JSON.stringify(productDrawingSpec(seeded(seed.slug)))));
    expect(looks.size).toBeGreaterThan(3);
  });
});
