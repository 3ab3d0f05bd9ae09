import type { CalculatorOption } from "../../app/domain/catalogue/catalogue.ts";
import type { OptionSetEntry } from "../../app/domain/catalogue/option-set-entries.ts";
import type { OptionType } from "../../app/domain/catalogue/option-sets.ts";
import { defaultSizesMm } from "../../app/domain/configurator/product-drawing-spec.ts";
import { productFamily } from "../../app/domain/configurator/product-family.ts";
import {
  type WindowConfiguration,
  type WindowOptionType,
  windowOptionTypes,
} from "../../app/domain/configurator/window-configuration.ts";

// The one builder for a valid window configuration: the body that POST
// /api/price, /api/cart, /api/saved-configurations and /api/quote-requests
// take. Relative imports, so that Playwright, Vitest and the system tests can
// all load it.

/** The value picked for each select of a product's configurator (a window has six). */
export type WindowOptionValues = Partial<Record<OptionType, string>>;

/** A product's defaults, as GET /api/calculator-options?productId= marks them: a configuration its set accepts. */
export function defaultOptionValuesOf(
  entries: readonly Pick<OptionSetEntry, "type" | "value" | "isDefault">[],
) {
  const values: WindowOptionValues = {};
  for (const entry of entries) if (entry.isDefault) values[entry.type] = entry.value;
  return values;
}

/** The first value the catalogue lists for every option type, as GET /api/calculator-options returns them. */
export function firstWindowOptionValues(
  calculatorOptions: readonly Pick<CalculatorOption, "type" | "value">[],
): Record<WindowOptionType, string> {
  const values = {} as Record<WindowOptionType, string>;
  for (const type of windowOptionTypes) {
    const option = calculatorOptions.find((candidate) => candidate.type === type);
    if (!option) throw new Error(`no calculator option of type ${type}`);
    values[type] = option.value;
  }
  return values;
}

/** The values of options already picked as whole catalogue entries (for instance at random). */
export function windowOptionValuesOf(
  picked: Record<WindowOptionType, Pick<CalculatorOption, "value">>,
): Record<WindowOptionType, string> {
  const values = {} as Record<WindowOptionType, string>;
  for (const type of windowOptionTypes) values[type] = picked[type].value;
  return values;
}

/**
 * The size a product's configurator opens with, by its family: one the factory
 * makes with the product's defaults (docs/product/window-price.md#sizes-the-factory-can-make).
 */
export function referenceSize(product: { category: { slug: string } }): { width: number; height: number } {
  return defaultSizesMm[productFamily(product)];
}

/**
 * A valid window configuration of `productId`: by default 1200 x 1400 mm,
 * without sopraluce and sottoluce.
 */
export function windowConfiguration(
  productId: number,
  values: WindowOptionValues,
  shape: { width?: number; height?: number; sopraluce?: boolean; sottoluce?: boolean } = {},
): WindowConfiguration {
  return {
    productId,
    options: { ...values, sopraluce: shape.sopraluce ?? false, sottoluce: shape.sottoluce ?? false },
    dimensions: { width: shape.width ?? 1200, height: shape.height ?? 1400 },
  };
}
