import { z } from "zod";
import { quantitySchema } from "#app/domain/checkout.ts";
import { firstIssueMessage } from "#app/domain/validation.ts";
import { cartLineJson } from "#app/server/api-serializers.server.ts";
import { requireApiUser } from "#app/server/auth-guards.server.ts";
import { getCart, removeCartLine, setCartLineQuantity } from "#app/server/cart.server.ts";
import { dbContext } from "#app/server/context.server.ts";
import { HttpError, handleApi, jsonError, parseId } from "#app/server/http.server.ts";
import { readJsonBody } from "#app/server/request-body.server.ts";
import type { Route } from "./+types/cart-line";

const quantityBodySchema = z.object({ quantity: quantitySchema }, { error: "Indica la quantità" });

/** PATCH /api/cart/:id {quantity} and DELETE /api/cart/:id, only on the user's own lines. */
export function action({ request, context, params }: Route.ActionArgs) {
  return handleApi(async () => {
    const user = requireApiUser(context);
    const lineId = parseId(params.id, "ID riga del carrello non valido");
    const db = context.get(dbContext);
    if (request.method === "PATCH") {
      const parsed = quantityBodySchema.safeParse(await readJsonBody(request));
      if (!parsed.success) throw new HttpError(400, firstIssueMessage(parsed.error));
      await setCartLineQuantity(db, user.id, lineId, parsed.data.quantity);
      const line = (await getCart(db, user.id)).lines.find((candidate) => candidate.id === lineId);
      return Response.json(line && cartLineJson(line));
    }
    if (request.method === "DELETE") {
      await removeCartLine(db, user.id, lineId);
      return Response.json({ message: "Prodotto rimosso" });
    }
    return jsonError(405, "Metodo non consentito");
  });
}

export const loader = () => jsonError(405, "Metodo non consentito");
