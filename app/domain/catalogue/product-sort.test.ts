import { describe, expect, it } from "vitest";
import {
  isListingViewChange,
  parseSortMode,
  parseViewMode,
  sortOptions,
  sortParamValue,
  sortProducts,
  viewParamValue,
} from "./product-sort";

const products = [
  { name: "A", basePriceCents: 28900, rating: 4.5 },
  { name: "B", basePriceCents: 18990, rating: null },
  { name: "C", basePriceCents: 61950, rating: 4.8 },
  { name: "D", basePriceCents: 18990, rating: 3.9 },
  { name: "E", basePriceCents: 42900, rating: 4 },
];

const names = (list: typeof products) => list.map((product) => product.name).join("");

describe("sortProducts", () => {
  it("keeps the catalogue order by default and returns a copy", () => {
    const sorted = sortProducts(products, "default");
    expect(names(sorted)).toBe("ABCDE");
    expect(sorted).not.toBe(products);
  });

  it("sorts by price ascending, ties in catalogue order", () => {
    expect(names(sortProducts(products, "price-asc"))).toBe("BDAEC");
  });

  it("sorts by price descending, ties in catalogue order", () => {
    expect(names(sortProducts(products, "price-desc"))).toBe("CEABD");
  });

  it("sorts by popularity, highest first, a missing rating counting as 4", () => {
    expect(names(sortProducts(products, "rating"))).toBe("CABED");
  });

  it("does not change the input", () => {
    sortProducts(products, "price-desc");
    expect(names(products)).toBe("ABCDE");
  });
});

describe("parseSortMode / parseViewMode", () => {
  it("accepts the known values", () => {
    expect(parseSortMode("price-asc")).toBe("price-asc");
    expect(parseSortMode("price-desc")).toBe("price-desc");
    expect(parseSortMode("rating")).toBe("rating");
    expect(parseViewMode("list")).toBe("list");
    expect(parseViewMode("grid")).toBe("grid");
  });

  it("falls back to the defaults for anything else", () => {
    for (const raw of [null, undefined, "", "PRICE-ASC", "default", "popolarita", "constructor"]) {
      expect(parseSortMode(raw)).toBe("default");
    }
    for (const raw of [null, undefined, "", "LIST", "table"]) {
      expect(parseViewMode(raw)).toBe("grid");
    }
  });

  it("leaves defaults out of the URL", () => {
    expect(sortParamValue("default")).toBeNull();
    expect(sortParamValue("rating")).toBe("rating");
    expect(viewParamValue("grid")).toBeNull();
    expect(viewParamValue("list")).toBe("list");
  });

  it("offers the four documented choices, default first", () => {
    expect(sortOptions.map((option) => [option.value, option.label])).toEqual([
      ["", "Filtra per"],
      ["price-asc", "Prezzo crescente"],
      ["price-desc", "Prezzo decrescente"],
      ["rating", "Popolarità"],
    ]);
  });
});

describe("isListingViewChange", () => {
  const url = (path: string) => new URL(path, "http://localhost");

  it("is true when only sort or view change", () => {
    expect(isListingViewChange(url("/category/finestre"), url("/category/finestre?sort=rating"))).toBe(true);
    expect(
      isListingViewChange(url("/category/finestre?sort=rating"), url("/category/finestre?view=list&sort=")),
    ).toBe(true);
    expect(isListingViewChange(url("/?a=1&view=list"), url("/?sort=price-asc&a=1"))).toBe(true);
  });

  it("is false for another page or other parameters", () => {
    expect(isListingViewChange(url("/category/finestre"), url("/category/portefinestre"))).toBe(false);
    expect(isListingViewChange(url("/category/finestre"), url("/category/finestre?page=2"))).toBe(false);
  });
});
