import { type ProductFamily, productFamily } from "../configurator/product-family.ts";
import type { SizeLimit } from "../configurator/size-limits.ts";

// Which options each product offers (docs/product/window-price.md#option-sets,
// ADR 015): the category decides the option types, the values on offer and the
// toggles; the product itself may lock some values (its own material and system)
// and choose the defaults. Shared by the browser, which builds the form from it,
// and the server, which refuses any configuration outside it.

/** The window's option types, in form order: the other families' types follow them. */
const windowTypes = ["material", "system", "profile", "color", "windowType", "openingType"] as const;

export const optionTypes = [
  ...windowTypes,
  "slidingType",
  "slatMaterial",
  "operation",
  "box",
  "finish",
  "openingSide",
  "handle",
] as const;

export type OptionType = (typeof optionTypes)[number];

/**
 * An option type's texts, from its label: the select's label, the required
 * field's message ("Seleziona un tipo di finestra", docs/product/window-price.md's wording) and
 * the noun a refusal names it with ("il tipo di finestra").
 */
function optionTypeText(label: string, askedWith: "un" | "una" | "il", namedWith: "il" | "la") {
  const inSentence = label.charAt(0).toLowerCase() + label.slice(1);
  return { label, message: `Seleziona ${askedWith} ${inSentence}`, noun: `${namedWith} ${inSentence}` };
}

export const optionTypeTexts: Record<OptionType, { label: string; message: string; noun: string }> = {
  material: optionTypeText("Materiale", "un", "il"),
  system: optionTypeText("Sistema", "un", "il"),
  profile: optionTypeText("Profilo", "un", "il"),
  color: optionTypeText("Colore", "un", "il"),
  windowType: optionTypeText("Tipo di finestra", "un", "il"),
  openingType: optionTypeText("Tipo di apertura", "un", "il"),
  slidingType: optionTypeText("Tipo di scorrevole", "un", "il"),
  slatMaterial: optionTypeText("Materiale delle stecche", "il", "il"),
  operation: optionTypeText("Manovra", "una", "la"),
  box: optionTypeText("Cassonetto", "un", "il"),
  finish: optionTypeText("Finitura", "una", "la"),
  openingSide: optionTypeText("Lato di apertura", "il", "il"),
  handle: optionTypeText("Maniglia", "una", "la"),
};

export type Toggle = "sopraluce" | "sottoluce";

/** What a category offers: option types in form order, optionally only some of their values, and toggles. */
export interface CategoryOptionSet {
  types: readonly OptionType[];
  /** Values offered per type; a type not named here offers every catalogue value of that type. */
  values?: Partial<Record<OptionType, readonly string[]>>;
  /** Labels that read better for this family ("Numero di ante" for a sliding door). */
  labels?: Partial<Record<OptionType, { label: string; message: string }>>;
  toggles: readonly Toggle[];
}

const windowMaterials = ["pvc", "alluminio", "legno", "legno-alluminio"];
const anteLabel = { label: "Numero di ante", message: "Seleziona il numero di ante" };

export const familyOptionSets: Record<ProductFamily, CategoryOptionSet> = {
  window: {
    types: windowTypes,
    values: { material: windowMaterials, openingType: ["battente", "anta-ribalta", "vasistas", "fissa"] },
    toggles: ["sopraluce", "sottoluce"],
  },
  "french-window": {
    types: windowTypes,
    values: {
      material: windowMaterials,
      windowType: ["una-anta", "due-ante", "tre-ante"],
      openingType: ["battente", "anta-ribalta", "fissa"],
    },
    labels: { windowType: anteLabel },
    toggles: ["sopraluce", "sottoluce"],
  },
  sliding: {
    types: ["material", "system", "profile", "color", "windowType", "slidingType"],
    values: { material: windowMaterials, windowType: ["due-ante", "tre-ante", "quattro-ante"] },
    labels: { windowType: anteLabel },
    toggles: ["sopraluce"],
  },
  shutter: { types: ["slatMaterial", "color", "operation", "box"], toggles: [] },
  door: { types: ["finish", "openingSide", "handle"], toggles: ["sopraluce"] },
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

/** What one product sets on top of its category: its own fixed values and its defaults. */
export interface ProductOptionSettings {
  locked: Partial<Record<OptionType, string>>;
  defaults: Partial<Record<OptionType, string>>;
}

export const noProductSettings: ProductOptionSettings = { locked: {}, defaults: {} };

/** A calculator option as a set offers it; the server keeps the exact decimal multiplier as a string. */
export interface OptionChoice {
  type: OptionType;
  value: string;
  name: string;
  priceMultiplier: string | number | null;
  priceAdditionCents: number | null;
  swatch: string | null;
}

export interface OptionField<O extends OptionChoice = OptionChoice> {
  type: OptionType;
  label: string;
  message: string;
  /** The product's own value: shown, preselected, never editable. */
  locked: string | null;
  defaultValue: string;
  choices: O[];
}

export interface ProductOptionSet<O extends OptionChoice = OptionChoice> {
  family: ProductFamily;
  fields: OptionField<O>[];
  toggles: readonly Toggle[];
  /** The family's size limits (size-limits.ts); empty where the catalogue has none or was not asked. */
  sizeLimits: readonly SizeLimit[];
}

/**
 * The option set of one product: its category's types and values, narrowed by
 * what the catalogue holds, with the product's locks and defaults. A locked
 * value offers only itself; a default missing from the choices falls back to
 * the first choice.
 */
export function resolveOptionSet<O extends OptionChoice>(
  product: { category: { slug: string } },
  catalogue: readonly O[],
  settings: ProductOptionSettings = noProductSettings,
  sizeLimits: readonly SizeLimit[] = [],
): ProductOptionSet<O> {
  const set = categoryOptionSet(product);
  const fields = set.types.map((type): OptionField<O> => {
    const allowed = set.values?.[type];
    const ofType = catalogue.filter((option) => option.type === type);
    const offered = allowed
      ? allowed.flatMap((value) => ofType.filter((option) => option.value === value))
      : ofType;
    const lockedValue = settings.locked[type] ?? null;
    const locked = lockedValue !== null && ofType.some((o) => o.value === lockedValue) ? lockedValue : null;
    const choices = locked ? ofType.filter((option) => option.value === locked) : offered;
    const wanted = locked ?? settings.defaults[type];
    const defaultValue = choices.find((option) => option.value === wanted)?.value ?? choices[0]?.value ?? "";
    const texts = set.labels?.[type] ?? optionTypeTexts[type];
    return { type, label: texts.label, message: texts.message, locked, defaultValue, choices };
  });
  const family = productFamily(product);
  return {
    family,
    fields,
    toggles: set.toggles,
    sizeLimits: sizeLimits.filter((limit) => limit.family === family),
  };
}

/** The form's starting values: every default, and no toggle on. */
export function defaultOptionValues(set: ProductOptionSet): Partial<Record<OptionType, string>> {
  return Object.fromEntries(set.fields.map((field) => [field.type, field.defaultValue]));
}

export type ConfigurationOptions = Partial<Record<OptionType, string>> & {
  sopraluce?: boolean;
  sottoluce?: boolean;
};

export type OptionCheck<O extends OptionChoice = OptionChoice> =
  | { ok: true; chosen: Partial<Record<OptionType, O>> }
  | { ok: false; kind: "missing"; errors: Record<string, string>; message: string }
  | { ok: false; kind: "refused"; message: string };

const toggleNames: Record<Toggle, string> = { sopraluce: "il sopraluce", sottoluce: "il sottoluce" };

/**
 * Checks chosen options against a product's set: a required choice that is
 * empty gets its field's message (all of them, for the form); a value that
 * changes a locked one, a value the set does not offer, an option type or a
 * toggle of another family is refused with one message.
 */
export function checkOptions<O extends OptionChoice>(
  set: ProductOptionSet<O>,
  options: ConfigurationOptions,
): OptionCheck<O> {
  const errors: Record<string, string> = {};
  const chosen: Partial<Record<OptionType, O>> = {};
  for (const field of set.fields) {
    const value = options[field.type]?.trim() ?? "";
    if (value === "") {
      errors[`options.${field.type}`] = field.message;
      continue;
    }
    const noun = optionTypeTexts[field.type].noun;
    if (field.locked && value !== field.locked) {
      const lockedName = field.choices[0]?.name ?? field.locked;
      return {
        ok: false,
        kind: "refused",
        message: `Per questo prodotto ${noun} è ${lockedName} e non si può cambiare`,
      };
    }
    const choice = field.choices.find((option) => option.value === value);
    if (!choice)
      return { ok: false, kind: "refused", message: `Valore non valido per ${noun} di questo prodotto` };
    chosen[field.type] = choice;
  }
  const offered = new Set<string>(set.fields.map((field) => field.type));
  for (const type of optionTypes) {
    if (!offered.has(type) && (options[type]?.trim() ?? "") !== "") {
      return {
        ok: false,
        kind: "refused",
        message: `Questo prodotto non prevede ${optionTypeTexts[type].noun}`,
      };
    }
  }
  for (const toggle of ["sopraluce", "sottoluce"] as const) {
    if (options[toggle] === true && !set.toggles.includes(toggle)) {
      return { ok: false, kind: "refused", message: `Questo prodotto non prevede ${toggleNames[toggle]}` };
    }
  }
  const first = Object.values(errors)[0];
  if (first) return { ok: false, kind: "missing", errors, message: first };
  return { ok: true, chosen };
}

/** The option set's labels by type, for the price breakdown. */
export function optionLabels(set: ProductOptionSet): Partial<Record<OptionType, string>> {
  return Object.fromEntries(set.fields.map((field) => [field.type, field.label]));
}
