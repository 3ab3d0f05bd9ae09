import { type ProductFamily, productFamily } from "../configurator/product-family.ts";
import { type OptionType, type Toggle, windowTypes } from "./option-types.ts";

// What each category offers (docs/product/window-price.md#option-sets, ADR 015):
// the option types in form order, the values on offer, the labels, the optional
// types and the toggles.

/** What a category offers: option types in form order, optionally only some of their values, and toggles. */
export interface CategoryOptionSet {
  types: readonly OptionType[];
  /** Values offered per type; a type not named here offers every catalogue value of that type. */
  values?: Partial<Record<OptionType, readonly string[]>>;
  /** Labels that read better for this family ("Numero di ante" for a sliding door). */
  labels?: Partial<Record<OptionType, { label: string; message: string }>>;
  /**
   * Types a configuration may leave out: absent, they take no part in the price
   * and the thermal figure (an API client of the six spec options keeps its price).
   */
  optional?: readonly OptionType[];
  toggles: readonly Toggle[];
}

const windowMaterials = ["pvc", "alluminio", "legno", "legno-alluminio"];
const anteLabel = { label: "Numero di ante", message: "Seleziona il numero di ante" };
/** The configurator's depth on glazed families (docs/product/window-options.md), all optional. */
const windowExtras = ["glazing", "outsideColor", "openingSide", "mosquitoNet", "box"] as const;
const handLabel = { label: "Mano di apertura", message: "Seleziona la mano di apertura" };
const windowBoxes = ["nessuno", "esterno", "incasso"];

export const familyOptionSets: Record<ProductFamily, CategoryOptionSet> = {
  window: {
    types: [...windowTypes, ...windowExtras],
    values: {
      material: windowMaterials,
      openingType: ["battente", "anta-ribalta", "vasistas", "fissa"],
      box: windowBoxes,
    },
    labels: { openingSide: handLabel },
    optional: windowExtras,
    toggles: ["sopraluce", "sottoluce"],
  },
  "french-window": {
    types: [...windowTypes, ...windowExtras],
    values: {
      material: windowMaterials,
      windowType: ["una-anta", "due-ante", "tre-ante"],
      openingType: ["battente", "anta-ribalta", "fissa"],
      box: windowBoxes,
    },
    labels: { windowType: anteLabel, openingSide: handLabel },
    optional: windowExtras,
    toggles: ["sopraluce", "sottoluce"],
  },
  sliding: {
    types: [
      "material",
      "system",
      "profile",
      "color",
      "windowType",
      "slidingType",
      "glazing",
      "outsideColor",
      "mosquitoNet",
    ],
    values: { material: windowMaterials, windowType: ["due-ante", "tre-ante", "quattro-ante"] },
    labels: { windowType: anteLabel },
    optional: ["glazing", "outsideColor", "mosquitoNet"],
    toggles: ["sopraluce"],
  },
  shutter: {
    types: ["slatMaterial", "color", "operation", "box"],
    values: { box: windowBoxes },
    toggles: [],
  },
  door: {
    types: ["finish", "openingSide", "handle"],
    values: { openingSide: ["destra", "sinistra"] },
    toggles: ["sopraluce"],
  },
};

/** Entrance and interior doors share a family but not their finishes and handles. */
const categoryOverrides: Readonly<Record<string, Partial<CategoryOptionSet>>> = {
  "porte-ingresso": {
    values: {
      finish: [
        "pannello-liscio",
        "pannello-pantografato",
        "legno-rovere",
        "alluminio-inox",
        "vetro-temperato",
      ],
      handle: ["maniglia-placca", "maniglione", "pomolo"],
    },
  },
  "porte-interne": {
    values: {
      finish: ["laminato-bianco", "laminato-rovere", "laccato-bianco", "rovere", "noce", "vetro-satinato"],
      handle: ["maniglia-standard", "maniglia-design", "pomolo"],
    },
    toggles: [],
  },
};

export function categoryOptionSet(product: { category: { slug: string } }): CategoryOptionSet {
  const base = familyOptionSets[productFamily(product)];
  const override = categoryOverrides[product.category.slug];
  if (!override) return base;
  return { ...base, ...override, values: { ...base.values, ...override.values } };
}
