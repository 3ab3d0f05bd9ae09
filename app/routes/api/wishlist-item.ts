import { requireApiUser } from "#app/server/auth-guards.server.ts";
import { dbContext } from "#app/server/context.server.ts";
import { handleApi, jsonError, parseId } from "#app/server/http.server.ts";
import { removeFromWishlist } from "#app/server/wishlist.server.ts";
import type { Route } from "./+types/wishlist-item";

/** DELETE /api/wishlist/:id */
export function action({ request, context, params }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "DELETE") return jsonError(405, "Metodo non consentito");
    const user = requireApiUser(context);
    await removeFromWishlist(context.get(dbContext), user.id, parseId(params.id, "ID non valido"));
    return Response.json({ message: "Prodotto rimosso dalla lista dei desideri" });
  });
}

export const loader = () => jsonError(405, "Metodo non consentito");
