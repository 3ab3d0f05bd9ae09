import { orderJson } from "#app/server/api-serializers.server.ts";
import { dbContext } from "#app/server/http/context.server.ts";
import { privateApiLoader } from "#app/server/http/json-api.server.ts";
import { parseId } from "#app/server/http/responses.server.ts";
import { getOrder } from "#app/server/orders.server.ts";
import type { Route } from "./+types/order";

/** GET /api/orders/:id: one of the user's orders with its items; anyone else's answers 404. */
export const loader = privateApiLoader<Route.LoaderArgs>(async (user, { context, params }) =>
  orderJson(await getOrder(context.get(dbContext), user.id, parseId(params.id, "ID ordine non valido"))),
);
