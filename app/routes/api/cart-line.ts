import { z } from "zod";
import { quantitySchema } from "#app/domain/checkout.ts";
import { cartLineJson } from "#app/server/api-serializers.server.ts";
import { getCart, removeCartLine, setCartLineQuantity } from "#app/server/cart.server.ts";
import { requireApiUser } from "#app/server/http/auth-guards.server.ts";
import { dbContext } from "#app/server/http/context.server.ts";
import { apiAction, parseJsonBody, writeOnlyLoader } from "#app/server/http/json-api.server.ts";
import { parseId } from "#app/server/http/responses.server.ts";
import type { Route } from "./+types/cart-line";

const quantityBodySchema = z.object({ quantity: quantitySchema }, { error: "Indica la quantità" });

/** PATCH /api/cart/:id {quantity} and DELETE /api/cart/:id, only on the user's own lines. */
export const action = apiAction<Route.ActionArgs>({
  PATCH: async ({ request, context, params }) => {
    const user = requireApiUser(context);
    const lineId = parseId(params.id, "ID riga del carrello non valido");
    const db = context.get(dbContext);
    const input = await parseJsonBody(request, quantityBodySchema);
    await setCartLineQuantity(db, user.id, lineId, input.quantity);
    const line = (await getCart(db, user.id)).lines.find((candidate) => candidate.id === lineId);
    return Response.json(line && cartLineJson(line));
  },
  DELETE: async ({ context, params }) => {
    const user = requireApiUser(context);
    const lineId = parseId(params.id, "ID riga del carrello non valido");
    await removeCartLine(context.get(dbContext), user.id, lineId);
    return Response.json({ message: "Prodotto rimosso" });
  },
});

export const loader = writeOnlyLoader("PATCH", "DELETE");
