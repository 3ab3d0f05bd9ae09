import { z } from "zod";
import { quantitySchema } from "#app/domain/checkout.ts";
import { doorSelectionSchema } from "#app/domain/door-selection.ts";
import { dimensionsSchema, productIdSchema, windowOptionsSchema } from "#app/domain/window-configuration.ts";
import { requireApiUser } from "#app/server/auth-guards.server.ts";
import { addDoorToCart, addWindowToCart, getCart } from "#app/server/cart.server.ts";
import { dbContext } from "#app/server/context.server.ts";
import { handleApi } from "#app/server/http.server.ts";
import { parseJsonValue, readableApiAction } from "#app/server/json-api.server.ts";
import { readJsonBody } from "#app/server/request-body.server.ts";
import type { Route } from "./+types/cart";

// SPEC §3's cart payload; `userId` and `calculatedPrice` are not in the schema, so they are dropped.
const addToCartSchema = z.object(
  {
    productId: productIdSchema,
    options: windowOptionsSchema,
    dimensions: dimensionsSchema,
    quantity: quantitySchema.optional().default(1),
  },
  { error: "Dati del prodotto mancanti" },
);

/** GET /api/cart: the signed-in user's lines. */
export function loader({ context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const user = requireApiUser(context);
    const cart = await getCart(context.get(dbContext), user.id);
    return Response.json(cart.lines, { headers: { "Cache-Control": "private, no-store" } });
  });
}

/**
 * POST /api/cart: adds a configured window (SPEC §3 payload) or, with
 * `kind: "door"`, a configured Torterolo door; either way priced by the server.
 */
export const action = readableApiAction<Route.ActionArgs>({
  POST: async ({ request, context }) => {
    const user = requireApiUser(context);
    const body = await readJsonBody(request);
    const db = context.get(dbContext);
    let id: number;
    if (body && typeof body === "object" && "kind" in body && body.kind === "door") {
      id = await addDoorToCart(db, user.id, parseJsonValue(body, doorSelectionSchema));
    } else {
      const { quantity, ...configuration } = parseJsonValue(body, addToCartSchema);
      id = await addWindowToCart(db, user.id, configuration, quantity);
    }
    const line = (await getCart(db, user.id)).lines.find((candidate) => candidate.id === id);
    return Response.json(line, { status: 201 });
  },
});
