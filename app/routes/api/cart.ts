import { z } from "zod";
import { quantitySchema } from "#app/domain/checkout.ts";
import { doorSelectionSchema } from "#app/domain/door-selection.ts";
import { firstIssueMessage } from "#app/domain/validation.ts";
import { dimensionsSchema, productIdSchema, windowOptionsSchema } from "#app/domain/window-configuration.ts";
import { requireApiUser } from "#app/server/auth-guards.server.ts";
import { addDoorToCart, addWindowToCart, getCart } from "#app/server/cart.server.ts";
import { dbContext } from "#app/server/context.server.ts";
import { HttpError, handleApi, jsonError } from "#app/server/http.server.ts";
import { readJsonBody } from "#app/server/request-body.server.ts";
import type { Route } from "./+types/cart";

// The cart payload (docs/product/buying.md#cart); `userId` and `calculatedPrice` are not in the schema,
// so they are dropped.
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
 * POST /api/cart: adds a configured window (product, options, dimensions) or, with
 * `kind: "door"`, a configured Torterolo door; either way priced by the server.
 */
export function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return jsonError(405, "Metodo non consentito");
    const user = requireApiUser(context);
    const body = await readJsonBody(request);
    const db = context.get(dbContext);
    let id: number;
    if (body && typeof body === "object" && "kind" in body && body.kind === "door") {
      const parsed = doorSelectionSchema.safeParse(body);
      if (!parsed.success) throw new HttpError(400, firstIssueMessage(parsed.error));
      id = await addDoorToCart(db, user.id, parsed.data);
    } else {
      const parsed = addToCartSchema.safeParse(body);
      if (!parsed.success) throw new HttpError(400, firstIssueMessage(parsed.error));
      const { quantity, ...configuration } = parsed.data;
      id = await addWindowToCart(db, user.id, configuration, quantity);
    }
    const line = (await getCart(db, user.id)).lines.find((candidate) => candidate.id === id);
    return Response.json(line, { status: 201 });
  });
}
