import { orderJson } from "#app/server/api-serializers.server.ts";
import { requireApiUser } from "#app/server/http/auth-guards.server.ts";
import { dbContext } from "#app/server/http/context.server.ts";
import { handleApi, parseId } from "#app/server/http/responses.server.ts";
import { getOrder } from "#app/server/orders.server.ts";
import type { Route } from "./+types/order";

/** GET /api/orders/:id: one of the user's orders with its items; anyone else's answers 404. */
export function loader({ context, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const user = requireApiUser(context);
    const order = await getOrder(context.get(dbContext), user.id, parseId(params.id, "ID ordine non valido"));
    return Response.json(orderJson(order), { headers: { "Cache-Control": "private, no-store" } });
  });
}
