import { z } from "zod";
import { firstIssueMessage } from "#app/domain/validation.ts";
import { productIdSchema } from "#app/domain/window-configuration.ts";
import { requireApiUser } from "#app/server/auth-guards.server.ts";
import { dbContext } from "#app/server/context.server.ts";
import { HttpError, handleApi, jsonError } from "#app/server/http.server.ts";
import { readJsonBody } from "#app/server/request-body.server.ts";
import { addToWishlist, clearWishlist, listWishlist } from "#app/server/wishlist.server.ts";
import type { Route } from "./+types/wishlist";

const addSchema = z.object({ productId: productIdSchema }, { error: "Indica il prodotto" });

/** GET /api/wishlist */
export function loader({ context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const user = requireApiUser(context);
    return Response.json(await listWishlist(context.get(dbContext), user.id), {
      headers: { "Cache-Control": "private, no-store" },
    });
  });
}

/** POST /api/wishlist {productId} (idempotent) and DELETE /api/wishlist (clear all). */
export function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    const user = requireApiUser(context);
    const db = context.get(dbContext);
    if (request.method === "POST") {
      const parsed = addSchema.safeParse(await readJsonBody(request));
      if (!parsed.success) throw new HttpError(400, firstIssueMessage(parsed.error));
      const { id, created } = await addToWishlist(db, user.id, parsed.data.productId);
      return Response.json({ id, productId: parsed.data.productId }, { status: created ? 201 : 200 });
    }
    if (request.method === "DELETE") {
      await clearWishlist(db, user.id);
      return Response.json({ message: "Lista dei desideri svuotata" });
    }
    return jsonError(405, "Metodo non consentito");
  });
}
