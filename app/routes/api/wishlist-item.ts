import { removeFromWishlist } from "#app/server/accounts/wishlist.server.ts";
import { requireApiUserItem } from "#app/server/web/auth-guards.server.ts";
import { apiAction, writeOnlyLoader } from "#app/server/web/json-api.server.ts";
import type { Route } from "./+types/wishlist-item";

/** DELETE /api/wishlist/:id */
export const action = apiAction<Route.ActionArgs>({
  DELETE: async ({ context, params }) => {
    const { db, userId, itemId } = requireApiUserItem(context, params.id, "ID non valido");
    await removeFromWishlist(db, userId, itemId);
    return Response.json({ message: "Prodotto rimosso dalla lista dei desideri" });
  },
});

export const loader = writeOnlyLoader("DELETE");
