import { heightLimitText, widthLimitText } from "#app/domain/configurator/size-limits.ts";
import { windowConfigurationSchema } from "#app/domain/configurator/window-configuration.ts";
import { centsToEuros } from "#app/domain/italian-formats/money.ts";
import { parseFields } from "#app/domain/web/validation.ts";
import type { Database } from "../platform/db.server.ts";
import { type PricedWindow, priceWindowConfiguration } from "./pricing.server.ts";

/**
 * The body of POST /api/price for a request's JSON: the server's price and
 * summary of a window configuration, the step-by-step parts that add up to it,
 * the area, the price per m² and the thermal transmittance, Uw or Ud or null
 * (README, API), and whether the factory can make the size. Any size is priced
 * (the spec's contract); a configuration that does not fit its product is
 * refused (invalid) with its Italian message. The route module and the guests'
 * short path (express/price-endpoint.ts) both answer with it.
 */
export async function priceAnswer(db: Database, body: unknown) {
  const priced = await priceWindowConfiguration(db, parseFields(windowConfigurationSchema, body), {
    purpose: "price",
  });
  return {
    price: centsToEuros(priced.priceCents),
    breakdown: priced.breakdown,
    priceParts: priced.parts.map((part) => ({ ...part, amount: centsToEuros(part.amountCents) })),
    areaSquareMetres: priced.areaSquareMetres,
    pricePerSquareMetre:
      priced.pricePerSquareMetreCents === null ? null : centsToEuros(priced.pricePerSquareMetreCents),
    thermalTransmittance: priced.thermal,
    ...sizeAnswer(priced),
  };
}

/**
 * `makeable`, the limit that applies (`sizeLimit`, null when the catalogue has
 * none) and, for a size that cannot be made, `sizeErrors` by field: added
 * beside the spec's fields, so old clients read the same answer.
 */
function sizeAnswer(priced: PricedWindow) {
  const limit = priced.sizeLimit;
  return {
    makeable: priced.size.makeable,
    sizeLimit: limit
      ? {
          minWidthMm: limit.minWidthMm,
          maxWidthMm: limit.maxWidthMm,
          minHeightMm: limit.minHeightMm,
          maxHeightMm: limit.maxHeightMm,
          widthText: widthLimitText(limit),
          heightText: heightLimitText(limit),
        }
      : null,
    sizeErrors: priced.size.makeable ? null : priced.size.errors,
  };
}
