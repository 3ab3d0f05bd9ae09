import { z } from "zod";
import { quantitySchema } from "#app/domain/checkout.ts";
import { cartLineJson } from "#app/server/api-serializers.server.ts";
import { getCart, removeCartLine, setCartLineQuantity } from "#app/server/cart.server.ts";
import { requireApiUserItem } from "#app/server/http/auth-guards.server.ts";
import { apiAction, parseJsonBody, writeOnlyLoader } from "#app/server/http/json-api.server.ts";
import type { Route } from "./+types/cart-line";

const INVALID_LINE_ID = "ID riga del carrello non valido";
const quantityBodySchema = z.object({ quantity: quantitySchema }, { error: "Indica la quantità" });

/** PATCH /api/cart/:id {quantity} and DELETE /api/cart/:id, only on the user's own lines. */
export const action = apiAction<Route.ActionArgs>({
  PATCH: async ({ request, context, params }) => {
    const { db, userId, itemId } = requireApiUserItem(context, params.id, INVALID_LINE_ID);
    const input = await parseJsonBody(request, quantityBodySchema);
    await setCartLineQuantity(db, userId, itemId, input.quantity);
    const line = (await getCart(db, userId)).lines.find((candidate) => candidate.id === itemId);
    return Response.json(line && cartLineJson(line));
  },
  DELETE: async ({ context, params }) => {
    const { db, userId, itemId } = requireApiUserItem(context, params.id, INVALID_LINE_ID);
    await removeCartLine(db, userId, itemId);
    return Response.json({ message: "Prodotto rimosso" });
  },
});

export const loader = writeOnlyLoader("PATCH", "DELETE");
