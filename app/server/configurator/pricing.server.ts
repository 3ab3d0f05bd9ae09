import { checkOptions, optionLabels, type ProductOptionSet } from "#app/domain/catalogue/option-sets.ts";
import {
  checkSize,
  type SizeCheck,
  type SizeLimit,
  sizeLimitFor,
} from "#app/domain/configurator/size-limits.ts";
import {
  type ThermalTransmittance,
  thermalTransmittanceFor,
} from "#app/domain/configurator/thermal-transmittance.ts";
import type { WindowConfiguration } from "#app/domain/configurator/window-configuration.ts";
import { computeWindowPrice, type WindowPrice } from "#app/domain/configurator/window-price.ts";
import { refuse } from "#app/domain/refusal.ts";
import { findProductFor } from "../catalogue/catalogue.server.ts";
import { pricingOptionSet } from "../catalogue/option-sets.server.ts";
import type { Database } from "../platform/db.server.ts";

export interface PricedWindow extends WindowPrice {
  product: { id: number; name: string; slug: string };
  optionSet: ProductOptionSet;
  /** Uw or Ud of the configuration, or null where there is no figure (docs/product/thermal.md). */
  thermal: ThermalTransmittance | null;
  /** The factory's limit for this family, sashes and opening; null when the catalogue has none. */
  sizeLimit: SizeLimit | null;
  /** Whether the factory can make the size (docs/product/window-price.md#sizes-the-factory-can-make). */
  size: SizeCheck;
}

export interface PricingPurpose {
  /**
   * A price only (`POST /api/price`, a saved configuration, a staff view)
   * answers any size with whether it can be made; a sale (a cart line, a
   * quote request, the checkout) refuses a size the factory cannot make, at
   * the size field, with the limit's sentence.
   */
  purpose: "price" | "sale";
}

/**
 * The authoritative price of a configuration of the window configurator, for
 * every family: product and options are read from the catalogue, never from
 * the client. Unknown products are not found; products sold through another
 * configurator are invalid here (Torterolo doors have their own, Alias doors are
 * sold after a survey), and so, with an Italian message, are a required option
 * left empty, a locked value changed, or an option outside the product's set. Every entry
 * point (price, cart, quotes, saved configurations, checkout) prices here; a sale
 * also refuses a size the factory cannot make.
 */
export async function priceWindowConfiguration(
  db: Database,
  configuration: WindowConfiguration,
  { purpose }: PricingPurpose,
): Promise<PricedWindow> {
  const product = await findProductFor(db, "window", configuration.productId);
  const optionSet = await pricingOptionSet(db, product);

  const { options, dimensions } = configuration;
  const checked = checkOptions(optionSet, options);
  if (!checked.ok) {
    throw checked.kind === "missing"
      ? refuse.invalid(checked.message, { fields: checked.errors })
      : refuse.invalid(
          checked.message,
          checked.field ? { fields: { [`options.${checked.field}`]: checked.message } } : {},
        );
  }
  const sizeLimit = sizeLimitFor(optionSet.sizeLimits, {
    family: optionSet.family,
    windowType: checked.chosen.windowType?.value ?? null,
    openingType: checked.chosen.openingType?.value ?? null,
  });
  const size = checkSize(sizeLimit, dimensions.width, dimensions.height);
  if (purpose === "sale" && !size.makeable) throw refuse.invalid(size.message, { fields: size.errors });

  const price = computeWindowPrice({
    basePriceCents: product.basePriceCents,
    ...checked.chosen,
    labels: optionLabels(optionSet),
    width: dimensions.width,
    height: dimensions.height,
    sopraluce: options.sopraluce,
    sottoluce: options.sottoluce,
  });
  const thermal = thermalTransmittanceFor({
    family: optionSet.family,
    widthMm: dimensions.width,
    heightMm: dimensions.height,
    options,
    sopraluce: options.sopraluce,
    sottoluce: options.sottoluce,
  });
  return {
    ...price,
    optionSet,
    thermal,
    sizeLimit,
    size,
    product: { id: product.id, name: product.name, slug: product.slug },
  };
}
