import { describe, expect, it } from "vitest";
import { foldForSearch, SEARCH_RESULT_LIMIT, searchProducts } from "./product-search.ts";

const products = [
  { id: 1, name: "Porta Blindata Steel C", description: "Classe 3 antieffrazione con pannello liscio." },
  { id: 2, name: "Finestra Ceramica", description: "Profilo in PVC effetto cerámica, doppio vetro." },
  { id: 3, name: "Scorrevole Alzante", description: "Grandi vetrate panoramiche, soglia ribassata." },
  { id: 4, name: "Portafinestra Città", description: "Anta a ribalta per il balcone." },
];

const ids = (hits: { id: number }[]) => hits.map((hit) => hit.id);

describe("foldForSearch", () => {
  it("lower-cases and strips accents", () => {
    expect(foldForSearch("Città CERÁMICA Perché")).toBe("citta ceramica perche");
  });
});

describe("searchProducts", () => {
  it("ignores case in both the query and the product", () => {
    expect(ids(searchProducts(products, "porta"))).toEqual([1, 4]);
    expect(ids(searchProducts(products, "STEEL c"))).toEqual([1]);
  });

  it("ignores accents in both directions", () => {
    expect(ids(searchProducts(products, "citta"))).toEqual([4]);
    expect(ids(searchProducts(products, "cittÀ"))).toEqual([4]);
    expect(ids(searchProducts(products, "effetto ceramica"))).toEqual([2]);
  });

  it("matches a substring of the description", () => {
    expect(ids(searchProducts(products, "vetrate panoram"))).toEqual([3]);
    expect(ids(searchProducts(products, "ribal"))).toEqual([4]);
  });

  it("returns nothing for a blank query", () => {
    expect(searchProducts(products, "")).toEqual([]);
    expect(searchProducts(products, "   ")).toEqual([]);
  });

  it("trims the query but keeps its inner spaces", () => {
    expect(ids(searchProducts(products, "  doppio vetro  "))).toEqual([2]);
    expect(searchProducts(products, "doppiovetro")).toEqual([]);
  });

  it("returns nothing when no product matches", () => {
    expect(searchProducts(products, "tapparella")).toEqual([]);
  });

  it("keeps catalogue order and stops at the limit", () => {
    const many = Array.from({ length: 30 }, (_, index) => ({
      id: index,
      name: `Finestra ${index}`,
      description: "",
    }));
    expect(ids(searchProducts(many, "finestra"))).toEqual(ids(many.slice(0, SEARCH_RESULT_LIMIT)));
    expect(ids(searchProducts(many, "finestra", 3))).toEqual([0, 1, 2]);
  });
});
