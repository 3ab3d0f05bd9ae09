import { describe, expect, it } from "vitest";
import {
  foldForSearch,
  searchProducts,
  searchResultCountText,
  searchStem,
  searchWords,
} from "./product-search.ts";
import { SEARCH_QUERY_MAX_LENGTH, searchPagePath } from "./search-page.ts";
import { searchQuerySchema } from "./search-query.ts";

const tapparelle = { name: "Tapparelle" };
const products = [
  {
    id: 1,
    name: "Porta Blindata Steel C",
    description: "Classe 3 antieffrazione con pannello liscio.",
    category: { name: "Porte Blindate" },
    subcategory: { name: "Alias" },
  },
  {
    id: 2,
    name: "Finestra Ceramica",
    description: "Profilo in PVC effetto cerámica, doppio vetro.",
    category: { name: "Finestre" },
    subcategory: null,
  },
  { id: 3, name: "Scorrevole Alzante", description: "Grandi vetrate panoramiche, soglia ribassata." },
  { id: 4, name: "Portafinestra Città", description: "Anta a ribalta per il balcone." },
  {
    id: 5,
    name: "Avvolgibile Coibentato",
    description: "Stecche in alluminio con schiuma isolante.",
    category: tapparelle,
    subcategory: { name: "Avvolgibili in Alluminio" },
  },
  { id: 6, name: "Frangisole Z90", description: "Lamelle orientabili.", category: tapparelle },
  { id: 7, name: "Supporto a muro", description: "Staffa per tende." },
];

const ids = (hits: { id: number }[]) => hits.map((hit) => hit.id);

describe("foldForSearch and searchWords", () => {
  it("lower-case and strip accents", () => {
    expect(foldForSearch("Città CERÁMICA Perché")).toBe("citta ceramica perche");
    expect(searchWords("Porte d'Ingresso, Élite-70")).toEqual(["porte", "d", "ingresso", "elite", "70"]);
  });
});

describe("searchStem", () => {
  it("gives the singular and the plural the same stem", () => {
    for (const [singular, plural] of [
      ["tapparella", "tapparelle"],
      ["finestra", "finestre"],
      ["porta", "porte"],
      ["blindata", "blindate"],
      ["infisso", "infissi"],
      ["ceramica", "ceramiche"],
      ["battente", "battenti"],
      ["liscio", "lisci"],
      ["grigio", "grigi"],
      ["bianco", "bianchi"],
    ]) {
      expect(searchStem(singular!), singular).toBe(searchStem(plural!));
    }
  });

  it("leaves short words and words without a final vowel as they are", () => {
    expect(searchStem("pvc")).toBe("pvc");
    expect(searchStem("ante")).toBe("ant");
    expect(searchStem("con")).toBe("con");
    expect(searchStem("z90")).toBe("z90");
  });
});

describe("searchProducts", () => {
  it("ignores case in both the query and the product", () => {
    expect(ids(searchProducts(products, "STEEL c"))).toEqual([1]);
    expect(ids(searchProducts(products, "portafinestra"))).toEqual([4]);
  });

  it("ignores accents in both directions", () => {
    expect(ids(searchProducts(products, "citta"))).toEqual([4]);
    expect(ids(searchProducts(products, "cittÀ"))).toEqual([4]);
    expect(ids(searchProducts(products, "effetto ceramica"))).toEqual([2]);
  });

  it("finds the singular from the plural and the plural from the singular", () => {
    expect(ids(searchProducts(products, "porte blindate"))).toEqual([1]);
    expect(ids(searchProducts(products, "porta blindata"))).toEqual([1]);
    expect(ids(searchProducts(products, "finestre"))).toEqual([2, 4]);
    expect(ids(searchProducts(products, "tapparella"))).toEqual([5, 6]);
    expect(ids(searchProducts(products, "vetrata"))).toEqual([3]);
  });

  it("does not take an unrelated word for an inflection", () => {
    expect(ids(searchProducts(products, "porte"))).not.toContain(7);
  });

  it("matches the names of the category and of the collection", () => {
    expect(ids(searchProducts(products, "tapparelle"))).toEqual([5, 6]);
    expect(ids(searchProducts(products, "alias"))).toEqual([1]);
    expect(ids(searchProducts(products, "avvolgibili alluminio"))).toEqual([5]);
  });

  it("matches a half-typed word anywhere", () => {
    expect(ids(searchProducts(products, "vetrate panoram"))).toEqual([3]);
    expect(ids(searchProducts(products, "ribal"))).toEqual([4]);
    expect(ids(searchProducts(products, "tappar"))).toEqual([5, 6]);
  });

  it("needs every word of the query, in any field", () => {
    expect(ids(searchProducts(products, "  doppio vetro  "))).toEqual([2]);
    expect(ids(searchProducts(products, "ceramica alias"))).toEqual([]);
    expect(searchProducts(products, "doppiovetro")).toEqual([]);
  });

  it("lists name matches first, then category or collection matches, then descriptions", () => {
    const catalogue = [
      { id: 1, name: "Zanzariera", description: "Per ogni finestra di casa." },
      { id: 2, name: "Vasistas", description: "Ribalta dall'alto.", category: { name: "Finestre" } },
      { id: 3, name: "Finestra PVC", description: "" },
    ];
    expect(ids(searchProducts(catalogue, "finestra"))).toEqual([3, 2, 1]);
  });

  it("returns nothing for a blank query or no match", () => {
    expect(searchProducts(products, "")).toEqual([]);
    expect(searchProducts(products, "   ")).toEqual([]);
    expect(searchProducts(products, " , ' ")).toEqual([]);
    expect(searchProducts(products, "zanzariera")).toEqual([]);
  });

  it("keeps catalogue order within a rank and stops at the limit", () => {
    const many = Array.from({ length: 30 }, (_, index) => ({
      id: index,
      name: `Finestra ${index}`,
      description: "",
    }));
    expect(ids(searchProducts(many, "finestra"))).toEqual(ids(many));
    expect(ids(searchProducts(many, "finestre", 3))).toEqual([0, 1, 2]);
  });

  it("reads only the first characters of a very long query", () => {
    const long = `steel ${"x".repeat(SEARCH_QUERY_MAX_LENGTH)}`;
    expect(ids(searchProducts(products, long))).toEqual([]);
    expect(ids(searchProducts(products, `steel ${" ".repeat(SEARCH_QUERY_MAX_LENGTH)} zzz`))).toEqual([1]);
  });
});

describe("searchResultCountText", () => {
  it("agrees in number", () => {
    expect(searchResultCountText(1)).toBe("1 prodotto trovato");
    expect(searchResultCountText(15)).toBe("15 prodotti trovati");
  });
});

describe("searchQuerySchema", () => {
  it("trims, cuts long queries and reads anything else as blank", () => {
    expect(searchQuerySchema.parse("  tapparella ")).toBe("tapparella");
    expect(searchQuerySchema.parse("x".repeat(500))).toHaveLength(SEARCH_QUERY_MAX_LENGTH);
    expect(searchQuerySchema.parse(null)).toBe("");
    expect(searchQuerySchema.parse(["a", "b"])).toBe("");
  });
});

describe("searchPagePath", () => {
  it("puts the query in the URL, encoded", () => {
    expect(searchPagePath("porte blindate")).toBe("/cerca?q=porte+blindate");
    expect(searchPagePath("città & co")).toBe("/cerca?q=citt%C3%A0+%26+co");
  });
});
