import type { SizeLimit } from "../configurator/size-limits.ts";
import {
  type OptionChoice,
  type ProductOptionSet,
  type ProductOptionSettings,
  resolveOptionSet,
} from "./option-sets.ts";

// A product's option set as GET /api/calculator-options?productId= carries it:
// the options it offers, each flagged, from which the browser rebuilds the very
// set the server checks against (ADR 015).

/** GET /api/calculator-options?productId=: the product's options with what the set says of each. */
export interface OptionSetEntry extends OptionChoice {
  /** The field's label in this product's configurator. */
  label: string;
  /** The product's own value: the only one offered for its type. */
  locked: boolean;
  /** Preselected when the configurator opens and after "Reset". */
  isDefault: boolean;
}

export function optionSetEntries<O extends OptionChoice>(set: ProductOptionSet<O>): (O & OptionSetEntry)[] {
  return set.fields.flatMap((field) =>
    field.choices.map((option) => ({
      ...option,
      label: field.label,
      locked: field.locked === option.value,
      isDefault: field.defaultValue === option.value,
    })),
  );
}

/** The product's set rebuilt from its entries, as the browser receives them: the same set the server checks against. */
export function optionSetFromEntries<O extends OptionSetEntry>(
  product: { category: { slug: string } },
  entries: readonly O[],
  sizeLimits: readonly SizeLimit[] = [],
): ProductOptionSet<O> {
  const locked: ProductOptionSettings["locked"] = {};
  const defaults: ProductOptionSettings["defaults"] = {};
  for (const entry of entries) {
    if (entry.locked) locked[entry.type] = entry.value;
    if (entry.isDefault) defaults[entry.type] = entry.value;
  }
  return resolveOptionSet(product, entries, { locked, defaults }, sizeLimits);
}
