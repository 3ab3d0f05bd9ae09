import { requireApiUser } from "#app/server/http/auth-guards.server.ts";
import { dbContext } from "#app/server/http/context.server.ts";
import { apiAction, writeOnlyLoader } from "#app/server/http/json-api.server.ts";
import { parseId } from "#app/server/http/responses.server.ts";
import { removeFromWishlist } from "#app/server/wishlist.server.ts";
import type { Route } from "./+types/wishlist-item";

/** DELETE /api/wishlist/:id */
export const action = apiAction<Route.ActionArgs>({
  DELETE: async ({ context, params }) => {
    const user = requireApiUser(context);
    await removeFromWishlist(context.get(dbContext), user.id, parseId(params.id, "ID non valido"));
    return Response.json({ message: "Prodotto rimosso dalla lista dei desideri" });
  },
});

export const loader = writeOnlyLoader("DELETE");
