import { type ProductFamily, productFamily } from "../configurator/product-family.ts";
import type { SizeLimit } from "../configurator/size-limits.ts";
import { categoryOptionSet } from "./family-option-sets.ts";
import { availableChoices, dependentChoiceRefusal, settleDependentChoices } from "./option-dependencies.ts";
import { type OptionType, optionTypes, optionTypeTexts, type Toggle } from "./option-types.ts";

// Which options each product offers (docs/product/window-price.md#option-sets,
// ADR 015): the category decides the option types, the values on offer and the
// toggles; the product itself may lock some values (its own material and system)
// and choose the defaults. Shared by the browser, which builds the form from it,
// and the server, which refuses any configuration outside it.

export { type CategoryOptionSet, categoryOptionSet, familyOptionSets } from "./family-option-sets.ts";
export {
  type OptionType,
  optionTypes,
  optionTypeTexts,
  type Toggle,
} from "./option-types.ts";

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
  /** A choice the configuration may leave out (CategoryOptionSet.optional). */
  optional: boolean;
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
    const optional = set.optional?.includes(type) ?? false;
    return { type, label: texts.label, message: texts.message, locked, defaultValue, optional, choices };
  });
  const family = productFamily(product);
  // A locked value (the product's system) narrows the choices that depend on it (its glazings).
  const lockedValues = Object.fromEntries(fields.flatMap((f) => (f.locked ? [[f.type, f.locked]] : [])));
  const narrowed = fields.map((field) => {
    if (field.locked) return field;
    const choices = availableChoices(family, field, lockedValues);
    if (choices.length === field.choices.length) return field;
    const defaultValue =
      choices.find((c) => c.value === field.defaultValue)?.value ?? choices[0]?.value ?? "";
    return { ...field, choices, defaultValue };
  });
  // Each default fits the others (a two-sash window starts with its main sash, not a one-sash hand).
  const settled = settleDependentChoices(
    family,
    narrowed,
    Object.fromEntries(narrowed.map((field) => [field.type, field.defaultValue])),
  );
  return {
    family,
    fields: narrowed.map((field) => ({ ...field, defaultValue: String(settled[field.type] ?? "") })),
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
  | { ok: false; kind: "refused"; message: string; field?: OptionType };

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
    if (value === "" && field.optional) continue;
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
    const unfit = dependentChoiceRefusal(set.family, field, value, options);
    if (unfit) return { ok: false, kind: "refused", message: unfit, field: field.type };
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
