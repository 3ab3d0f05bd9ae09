import { z } from "zod";
import { productIdSchema } from "#app/domain/configurator/window-configuration.ts";
import { addToWishlist, clearWishlist, listWishlist } from "#app/server/accounts/wishlist.server.ts";
import { wishlistItemJson } from "#app/server/web/api-serializers.server.ts";
import { requireApiUser } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import {
  privateListLoader,
  readableApiAction,
  signedInJsonHandler,
} from "#app/server/web/json-api.server.ts";
import type { Route } from "./+types/wishlist";

const addSchema = z.object({ productId: productIdSchema }, { error: "Indica il prodotto" });

/** GET /api/wishlist */
export const loader = privateListLoader(listWishlist, wishlistItemJson);

/** POST /api/wishlist {productId} (idempotent) and DELETE /api/wishlist (clear all). */
export const action = readableApiAction<Route.ActionArgs>({
  POST: signedInJsonHandler(addSchema, async (input, user, db) => {
    const { id, created } = await addToWishlist(db, user.id, input.productId);
    return Response.json({ id, productId: input.productId }, { status: created ? 201 : 200 });
  }),
  DELETE: async ({ context }) => {
    const user = requireApiUser(context);
    await clearWishlist(context.get(dbContext), user.id);
    return Response.json({ message: "Lista dei desideri svuotata" });
  },
});
