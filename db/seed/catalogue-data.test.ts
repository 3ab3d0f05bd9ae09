import { describe, expect, it } from "vitest";
import { categoryIcons } from "../../app/domain/catalogue/category-icons.ts";
import { calculatorOptionSeeds, categorySeeds, productSeeds, subcategorySeeds } from "./catalogue-data.ts";

const kebab = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const multiplierPattern = /^\d+\.\d{4}$/;

/** Price range per category in euro (inclusive). */
const priceRanges: Record<string, [number, number]> = {
  // Base prices are for the reference size, up to 1 m² (db/seed/prices.md).
  finestre: [230, 450],
  portefinestre: [220, 330],
  scorrevoli: [250, 1000],
  "porte-ingresso": [690, 2100],
  "porte-interne": [140, 450],
  tapparelle: [80, 250],
  "porte-blindate": [1100, 3800],
};

const sorted = (values: string[]) => [...values].sort();

function productsOf(categorySlug: string) {
  return productSeeds.filter((p) => p.categorySlug === categorySlug);
}

describe("categorySeeds", () => {
  it("has the fixed ids and slugs in order", () => {
    expect(categorySeeds.map((c) => [c.id, c.slug, c.name])).toEqual([
      [1, "finestre", "Finestre"],
      [2, "portefinestre", "Portefinestre"],
      [3, "scorrevoli", "Scorrevoli"],
      [4, "porte-ingresso", "Porte d'ingresso"],
      [5, "porte-interne", "Porte Interne"],
      [6, "tapparelle", "Tapparelle"],
      [7, "porte-blindate", "Porte Blindate"],
    ]);
  });

  it("uses only allowed icons and always has a description", () => {
    for (const category of categorySeeds) {
      expect(categoryIcons).toContain(category.icon);
      expect(category.description.trim().length).toBeGreaterThan(20);
    }
  });
});

describe("subcategorySeeds", () => {
  it("has globally unique kebab-case slugs", () => {
    const slugs = subcategorySeeds.map((s) => s.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(kebab);
  });

  it("gives every category 2 to 4 collections and no collection to an unknown category", () => {
    const categorySlugs = categorySeeds.map((c) => c.slug);
    for (const sub of subcategorySeeds) expect(categorySlugs).toContain(sub.categorySlug);
    for (const slug of categorySlugs) {
      const count = subcategorySeeds.filter((s) => s.categorySlug === slug).length;
      expect(count, slug).toBeGreaterThanOrEqual(2);
      expect(count, slug).toBeLessThanOrEqual(4);
    }
  });

  it("has the alias and torterolo collections under porte-blindate", () => {
    const alias = subcategorySeeds.find((s) => s.slug === "alias");
    const torterolo = subcategorySeeds.find((s) => s.slug === "torterolo");
    expect(alias).toMatchObject({ categorySlug: "porte-blindate", name: "Alias" });
    expect(torterolo).toMatchObject({ categorySlug: "porte-blindate", name: "Torterolo" });
  });

  it("has names and descriptions", () => {
    for (const sub of subcategorySeeds) {
      expect(sub.name.trim(), sub.slug).not.toBe("");
      expect(sub.description.trim(), sub.slug).not.toBe("");
    }
  });
});

describe("productSeeds", () => {
  it("has at least 60 products with unique slugs, names and descriptions", () => {
    expect(productSeeds.length).toBeGreaterThanOrEqual(60);
    const slugs = productSeeds.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(productSeeds.map((p) => p.name)).size).toBe(productSeeds.length);
    expect(new Set(productSeeds.map((p) => p.description)).size).toBe(productSeeds.length);
    for (const slug of slugs) expect(slug).toMatch(kebab);
  });

  it("links every product to an existing category and a collection of that category", () => {
    const categorySlugs = new Set(categorySeeds.map((c) => c.slug));
    const collectionCategory = new Map(subcategorySeeds.map((s) => [s.slug, s.categorySlug]));
    for (const product of productSeeds) {
      expect(categorySlugs.has(product.categorySlug), product.slug).toBe(true);
      if (product.subcategorySlug !== null) {
        expect(collectionCategory.get(product.subcategorySlug), product.slug).toBe(product.categorySlug);
      }
    }
  });

  it("gives every category at least 6 products and porte-interne more than 4 (at least 8)", () => {
    for (const category of categorySeeds) {
      expect(productsOf(category.slug).length, category.slug).toBeGreaterThanOrEqual(6);
    }
    expect(productsOf("porte-interne").length).toBeGreaterThan(4);
    expect(productsOf("porte-interne").length).toBeGreaterThanOrEqual(8);
  });

  it("has exactly the known alias and torterolo slugs", () => {
    const inCollection = (slug: string) =>
      sorted(productSeeds.filter((p) => p.subcategorySlug === slug).map((p) => p.slug));
    expect(inCollection("alias")).toEqual(
      sorted([
        "steel-c",
        "steel-cy",
        "steel-c-isola",
        "silver-c",
        "wing-wall-rasomuro",
        "easy",
        "smart",
        "dream",
        "dream-one",
      ]),
    );
    expect(inCollection("torterolo")).toEqual(
      sorted(["tr651s", "tr651-tang-medio", "tr651-bianco", "tr450", "tr611", "tr601"]),
    );
  });

  it("prices every product in integer cents within its category's range", () => {
    for (const product of productSeeds) {
      const range = priceRanges[product.categorySlug];
      expect(range, product.categorySlug).toBeDefined();
      if (!range) continue;
      expect(Number.isInteger(product.basePriceCents), product.slug).toBe(true);
      expect(product.basePriceCents, product.slug).toBeGreaterThanOrEqual(range[0] * 100);
      expect(product.basePriceCents, product.slug).toBeLessThanOrEqual(range[1] * 100);
    }
  });

  it("has ratings between 0 and 5 with at most one decimal, some of them null", () => {
    for (const { slug, rating } of productSeeds) {
      if (rating === null) continue;
      expect(rating, slug).toBeGreaterThanOrEqual(0);
      expect(rating, slug).toBeLessThanOrEqual(5);
      expect(Math.abs(rating * 10 - Math.round(rating * 10)), slug).toBeLessThan(1e-9);
    }
    expect(productSeeds.some((p) => p.rating === null)).toBe(true);
  });

  it("marks roughly 1 in 5 as bestseller and 1 in 3 as eco-friendly", () => {
    const share = (count: number) => count / productSeeds.length;
    const bestsellers = share(productSeeds.filter((p) => p.isBestseller).length);
    const eco = share(productSeeds.filter((p) => p.isEcoFriendly).length);
    expect(bestsellers).toBeGreaterThanOrEqual(0.12);
    expect(bestsellers).toBeLessThanOrEqual(0.3);
    expect(eco).toBeGreaterThanOrEqual(0.25);
    expect(eco).toBeLessThanOrEqual(0.4);
  });

  it("carries plausible technical data", () => {
    for (const { slug, categorySlug, specs } of productSeeds) {
      expect(Number.isInteger(specs.acousticDb), slug).toBe(true);
      expect(specs.acousticDb, slug).toBeGreaterThanOrEqual(20);
      expect(specs.acousticDb, slug).toBeLessThanOrEqual(46);

      expect(specs.thermalU, slug).toMatch(/^\d\.\d{2}$/);
      const u = Number(specs.thermalU);
      const [minU, maxU] = categorySlug === "porte-blindate" ? [1, 1.6] : [0.8, 2];
      expect(u, slug).toBeGreaterThanOrEqual(minU);
      expect(u, slug).toBeLessThanOrEqual(maxU);

      expect(Number.isInteger(specs.falsoTelaioPriceCents), slug).toBe(true);
      expect(specs.falsoTelaioPriceCents, slug).toBeGreaterThanOrEqual(12700);
      expect(specs.falsoTelaioPriceCents, slug).toBeLessThanOrEqual(64200);

      expect(specs.readyDeliverySizes.length, slug).toBeGreaterThanOrEqual(1);
      expect(specs.readyDeliverySizes.length, slug).toBeLessThanOrEqual(4);
      for (const size of specs.readyDeliverySizes) expect(size, slug).toMatch(/^\d{3,4} x \d{3,4}$/);

      expect(specs.stockLocations.length, slug).toBeGreaterThanOrEqual(1);
      expect(specs.stockLocations.length, slug).toBeLessThanOrEqual(3);
      for (const place of specs.stockLocations) expect(place.trim(), slug).not.toBe("");
    }
  });
});

describe("calculatorOptionSeeds", () => {
  const ofType = (type: string) => calculatorOptionSeeds.filter((o) => o.type === type);

  it("has every option type", () => {
    for (const type of ["material", "system", "profile", "color", "windowType", "openingType"]) {
      expect(ofType(type).length, type).toBeGreaterThan(0);
    }
  });

  it("has unique values per type", () => {
    const keys = calculatorOptionSeeds.map((o) => `${o.type}:${o.value}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("has exactly the documented colours, in order, with swatches", () => {
    const colors = ofType("color");
    expect(colors.map((o) => o.value)).toEqual([
      "bianco",
      "nero",
      "marrone",
      "grigio",
      "legno-naturale",
      "legno-scuro",
      "metallizzato",
      "noce",
      "rovere",
    ]);
    for (const color of colors) {
      expect(color.swatchHex, color.value).toMatch(/^#[0-9a-f]{6}$/i);
      expect(color.priceMultiplier, color.value).toBeNull();
    }
    expect(colors[0]?.priceAdditionCents).toBe(0);
  });

  it("has exactly the documented window types", () => {
    expect(ofType("windowType").map((o) => [o.value, o.name, o.priceMultiplier])).toEqual([
      ["una-anta", "Una anta", "1.0000"],
      ["due-ante", "Due ante", "1.3500"],
      ["tre-ante", "Tre ante", "1.7000"],
      ["quattro-ante", "Quattro ante", "2.0500"],
    ]);
  });

  it("has sensible counts per type", () => {
    expect(ofType("material").length).toBeGreaterThanOrEqual(4);
    expect(ofType("material").length).toBeLessThanOrEqual(5);
    expect(ofType("system").length).toBe(3);
    expect(ofType("profile").length).toBeGreaterThanOrEqual(3);
    expect(ofType("profile").length).toBeLessThanOrEqual(4);
    expect(ofType("openingType").length).toBeGreaterThanOrEqual(4);
    expect(ofType("openingType").length).toBeLessThanOrEqual(5);
  });

  it("writes multipliers with four decimals and additions as integer cents", () => {
    for (const option of calculatorOptionSeeds) {
      const label = `${option.type}:${option.value}`;
      if (option.priceMultiplier !== null) {
        expect(option.priceMultiplier, label).toMatch(multiplierPattern);
        expect(Number(option.priceMultiplier), label).toBeGreaterThan(0);
      }
      if (option.priceAdditionCents !== null) {
        expect(Number.isInteger(option.priceAdditionCents), label).toBe(true);
        expect(option.priceAdditionCents, label).toBeGreaterThanOrEqual(0);
      }
      expect(option.name.trim(), label).not.toBe("");
    }
  });

  it("exercises the null defaults", () => {
    expect(ofType("material").some((o) => o.priceMultiplier === null)).toBe(true);
    expect(calculatorOptionSeeds.some((o) => o.priceAdditionCents === null)).toBe(true);
  });
});
