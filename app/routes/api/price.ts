import { priceAnswer } from "#app/server/configurator/price-answer.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { readJsonBody } from "#app/server/web/http-body.server.ts";
import { apiAction, writeOnlyLoader } from "#app/server/web/json-api.server.ts";
import type { Route } from "./+types/price";

/**
 * POST /api/price: the server's price for a window configuration (see
 * `priceAnswer`). Guests' requests are answered before React Router by
 * express/price-endpoint.ts with the same function; signed-in ones come here,
 * where the session middleware also keeps their session alive.
 */
export const action = apiAction<Route.ActionArgs>({
  POST: async ({ request, context }) =>
    Response.json(await priceAnswer(context.get(dbContext), await readJsonBody(request))),
});

export const loader = writeOnlyLoader("POST");
