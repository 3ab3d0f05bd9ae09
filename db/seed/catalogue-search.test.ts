import { describe, expect, it } from "vitest";
import { searchProducts } from "#app/domain/catalogue/product-search.ts";
import { categorySeeds, productSeeds, subcategorySeeds } from "./catalogue-data.ts";

// The search over the demo catalogue as the shop seeds it: what a customer
// typing a category's name in the singular or the plural finds
// (docs/product/catalogue.md#search). Expectations come from the seed data.

const catalogue = productSeeds.map((product) => ({
  slug: product.slug,
  name: product.name,
  description: product.description,
  categorySlug: product.categorySlug,
  category: { name: categorySeeds.find((category) => category.slug === product.categorySlug)!.name },
  subcategory: product.subcategorySlug
    ? { name: subcategorySeeds.find((collection) => collection.slug === product.subcategorySlug)!.name }
    : null,
}));

const slugsIn = (categorySlug: string) =>
  catalogue.filter((product) => product.categorySlug === categorySlug).map((product) => product.slug);
const found = (query: string) => searchProducts(catalogue, query).map((product) => product.slug);

describe("search over the seeded catalogue", () => {
  it('"blindata" and "blindate" find every security door, Alias and Torterolo alike', () => {
    const securityDoors = slugsIn("porte-blindate");
    expect(securityDoors).toHaveLength(15);
    for (const query of ["blindata", "blindate", "Porta Blindata", "PORTE BLINDATE"]) {
      expect(new Set(found(query)), query).toEqual(new Set(securityDoors));
    }
  });

  it('"tapparella" and "tapparelle" find every product of the Tapparelle category', () => {
    const shutters = slugsIn("tapparelle");
    expect(shutters.length).toBeGreaterThan(0);
    for (const query of ["tapparella", "tapparelle", "Tapparelle"]) {
      expect(found(query), query).toEqual(expect.arrayContaining(shutters));
    }
  });

  it('"finestra" and "finestre" find every window', () => {
    const windows = slugsIn("finestre");
    for (const query of ["finestra", "finestre"]) {
      expect(found(query), query).toEqual(expect.arrayContaining(windows));
    }
  });

  it('"porta" and "porte" find every door, whichever its category', () => {
    const doors = ["porte-ingresso", "porte-interne", "porte-blindate"].flatMap(slugsIn);
    for (const query of ["porta", "porte"]) {
      expect(found(query), query).toEqual(expect.arrayContaining(doors));
    }
  });

  it("finds a collection by its name", () => {
    const torterolo = catalogue
      .filter((product) => product.subcategory?.name === "Torterolo")
      .map((product) => product.slug);
    expect(torterolo.length).toBeGreaterThan(0);
    expect(found("torterolo")).toEqual(torterolo);
  });
});
