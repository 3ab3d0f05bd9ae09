import { optionSetEntries } from "#app/domain/catalogue/option-set-entries.ts";
import {
  noProductSettings,
  type OptionChoice,
  type ProductOptionSet,
  resolveOptionSet,
} from "#app/domain/catalogue/option-sets.ts";
import * as schema from "#db/schema.ts";
import type { Database } from "../platform/db.server.ts";
import {
  calculatorOptionRows,
  exactOptionChoice,
  findProductFor,
  listCalculatorOptions,
} from "./catalogue.server.ts";
import { cachedRead } from "./read-cache.server.ts";
import { listSizeLimits } from "./size-limits.server.ts";

// A product's option set as the server reads it from the catalogue (ADR 015):
// the category's rules, the calculator options and the product's own row.

/**
 * The calculator options with their exact multipliers, as the price formula
 * reads them: parsed once per catalogue change, not on every price.
 */
export function exactOptionChoices(db: Database): Promise<OptionChoice[]> {
  return cachedRead(db, "exact-option-choices", async () =>
    (await calculatorOptionRows(db)).map(exactOptionChoice),
  );
}

/**
 * A product's option set with the exact multipliers, as every price reads it:
 * resolved once per product and catalogue change (the configurator asks for a
 * price on every click), emptied with the rest of the catalogue reads.
 */
export function pricingOptionSet(
  db: Database,
  product: { id: number; category: { slug: string } },
): Promise<ProductOptionSet<OptionChoice>> {
  return cachedRead(db, `pricing-option-set:${product.id}`, async () =>
    productOptionSet(db, product, await exactOptionChoices(db)),
  );
}

/** The option set of a product already read from the catalogue (its id and category). */
export async function productOptionSet<O extends OptionChoice>(
  db: Database,
  product: { id: number; category: { slug: string } },
  catalogue: readonly O[],
): Promise<ProductOptionSet<O>> {
  const [rows, limits] = await Promise.all([productSettingsRows(db), listSizeLimits(db)]);
  const limitsOnly = limits.map(({ key: _key, version: _version, ...limit }) => limit);
  return resolveOptionSet(product, catalogue, rows.get(product.id) ?? noProductSettings, limitsOnly);
}

/** Every product's locked values and defaults, by product id, kept with the other catalogue reads. */
function productSettingsRows(db: Database) {
  return cachedRead(db, "product-option-sets", async () => {
    const rows = await db
      .select({
        productId: schema.productOptionSets.productId,
        locked: schema.productOptionSets.locked,
        defaults: schema.productOptionSets.defaults,
      })
      .from(schema.productOptionSets);
    return new Map(rows.map(({ productId, ...settings }) => [productId, settings]));
  });
}

/**
 * GET /api/calculator-options?productId=: the options a product offers, each
 * with its label and whether it is the product's locked value or a default.
 * Not found for an unknown or hidden product, invalid for a product of another configurator.
 */
export async function productOptionEntries(db: Database, productId: number) {
  const product = await findProductFor(db, "window", productId);
  return optionSetEntries(await productOptionSet(db, product, await listCalculatorOptions(db)));
}
