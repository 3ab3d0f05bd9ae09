import { windowConfigurationSchema } from "#app/domain/configurator/window-configuration.ts";
import { centsToEuros } from "#app/domain/italian-formats/money.ts";
import { parseFields } from "#app/domain/web/validation.ts";
import type { Database } from "../platform/db.server.ts";
import { priceWindowConfiguration } from "./pricing.server.ts";

/**
 * The body of POST /api/price for a request's JSON: the server's price and
 * summary of a window configuration, the step-by-step parts that add up to it,
 * the area, the price per m² and the thermal transmittance, Uw or Ud or null
 * (README, API). A configuration that does not fit is refused (invalid) with its
 * Italian message. The route module and the guests' short path (express/price-endpoint.ts)
 * both answer with it.
 */
export async function priceAnswer(db: Database, body: unknown) {
  const priced = await priceWindowConfiguration(db, parseFields(windowConfigurationSchema, body));
  return {
    price: centsToEuros(priced.priceCents),
    breakdown: priced.breakdown,
    priceParts: priced.parts.map((part) => ({ ...part, amount: centsToEuros(part.amountCents) })),
    areaSquareMetres: priced.areaSquareMetres,
    pricePerSquareMetre:
      priced.pricePerSquareMetreCents === null ? null : centsToEuros(priced.pricePerSquareMetreCents),
    thermalTransmittance: priced.thermal,
  };
}
