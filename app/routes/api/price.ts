import { centsToEuros } from "#app/domain/money.ts";
import { windowConfigurationSchema } from "#app/domain/window-configuration.ts";
import { dbContext } from "#app/server/http/context.server.ts";
import { apiAction, parseJsonBody, writeOnlyLoader } from "#app/server/http/json-api.server.ts";
import { priceWindowConfiguration } from "#app/server/pricing.server.ts";
import type { Route } from "./+types/price";

/** POST /api/price: the server's price and breakdown for a window configuration. */
export const action = apiAction<Route.ActionArgs>({
  POST: async ({ request, context }) => {
    const input = await parseJsonBody(request, windowConfigurationSchema);
    const { priceCents, breakdown } = await priceWindowConfiguration(context.get(dbContext), input);
    return Response.json({ price: centsToEuros(priceCents), breakdown });
  },
});

export const loader = writeOnlyLoader("POST");
