import { orderJson } from "#app/server/api-serializers.server.ts";
import { requireApiUserItem } from "#app/server/http/auth-guards.server.ts";
import { handleApi } from "#app/server/http/responses.server.ts";
import { getOrder } from "#app/server/orders.server.ts";
import type { Route } from "./+types/order";

/** GET /api/orders/:id: one of the user's orders with its items; anyone else's answers 404. */
export function loader({ context, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const { db, userId, itemId } = requireApiUserItem(context, params.id, "ID ordine non valido");
    const order = await getOrder(db, userId, itemId);
    return Response.json(orderJson(order), { headers: { "Cache-Control": "private, no-store" } });
  });
}
