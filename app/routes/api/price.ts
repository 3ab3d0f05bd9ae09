import { centsToEuros } from "#app/domain/money.ts";
import { windowConfigurationSchema } from "#app/domain/window-configuration.ts";
import { dbContext } from "#app/server/http/context.server.ts";
import { apiAction, parseJsonBody, writeOnlyLoader } from "#app/server/http/json-api.server.ts";
import { priceWindowConfiguration } from "#app/server/pricing.server.ts";
import type { Route } from "./+types/price";

/**
 * POST /api/price: the server's price and summary for a configuration of the
 * window configurator, with the step-by-step parts that add up to it, the area
 * the price per m² and the thermal transmittance, Uw or Ud or null (README, API).
 */
export const action = apiAction<Route.ActionArgs>({
  POST: async ({ request, context }) => {
    const input = await parseJsonBody(request, windowConfigurationSchema);
    const priced = await priceWindowConfiguration(context.get(dbContext), input);
    return Response.json({
      price: centsToEuros(priced.priceCents),
      breakdown: priced.breakdown,
      priceParts: priced.parts.map((part) => ({ ...part, amount: centsToEuros(part.amountCents) })),
      areaSquareMetres: priced.areaSquareMetres,
      pricePerSquareMetre:
        priced.pricePerSquareMetreCents === null ? null : centsToEuros(priced.pricePerSquareMetreCents),
      thermalTransmittance: priced.thermal,
    });
  },
});

export const loader = writeOnlyLoader("POST");
