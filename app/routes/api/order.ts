import { parseId } from "#app/domain/web/record-id.ts";
import { getOrder } from "#app/server/orders/orders.server.ts";
import { orderJson } from "#app/server/web/api-serializers.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { privateApiLoader } from "#app/server/web/json-api.server.ts";
import type { Route } from "./+types/order";

/** GET /api/orders/:id: one of the user's orders with its items; anyone else's answers 404. */
export const loader = privateApiLoader<Route.LoaderArgs>(async (user, { context, params }) =>
  orderJson(await getOrder(context.get(dbContext), user.id, parseId(params.id, "ID ordine non valido"))),
);
