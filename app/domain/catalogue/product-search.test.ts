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
  // What each query finds, best first: [query, ids] under the rule it shows.
  it.each([
    ["ignores case in both the query and the product", { "STEEL c": [1], portafinestra: [4] }],
    ["ignores accents in both directions", { citta: [4], cittÀ: [4], "effetto ceramica": [2] }],
    [
      "finds the singular from the plural and the plural from the singular",
      {
        "porte blindate": [1],
        "porta blindata": [1],
        finestre: [2, 4],
        tapparella: [5, 6],
        vetrata: [3],
      },
    ],
    [
      "matches the names of the category and of the collection",
      { tapparelle: [5, 6], alias: [1], "avvolgibili alluminio": [5] },
    ],
    ["matches a half-typed word anywhere", { "vetrate panoram": [3], ribal: [4], tappar: [5, 6] }],
    [
      "needs every word of the query, in any field",
      { "  doppio vetro  ": [2], "ceramica alias": [], doppiovetro: [] },
    ],
  ])("%s", (_rule, found: Record<string, number[]>) => {
    for (const [query, expected] of Object.entries(found)) {
      expect(ids(searchProducts(products, query)), query).toEqual(expected);
    }
  });

  it("does not take an unrelated word for an inflection", () => {
    expect(ids(searchProducts(products, "porte"))).not.toContain(7);
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
