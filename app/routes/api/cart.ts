import { z } from "zod";
import { parseCartRequest } from "#app/domain/configurator/line-kinds/registry.ts";
import { quantitySchema } from "#app/domain/configurator/line-quantity.ts";
import { roomLabelSchema } from "#app/domain/offers/offer-input.ts";
import { refuse } from "#app/domain/refusal.ts";
import { firstIssueMessage } from "#app/domain/web/validation.ts";
import { addToCart, getCart, getCartLine } from "#app/server/cart-and-checkout/cart.server.ts";
import { lineServicesSchema } from "#app/server/configurator/line-services.server.ts";
import { cartLineJson } from "#app/server/web/api-serializers.server.ts";
import { requireApiUser } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { readJsonBody } from "#app/server/web/http-body.server.ts";
import { privateApiLoader, readableApiAction } from "#app/server/web/json-api.server.ts";
import type { Route } from "./+types/cart";

/**
 * What travels beside the configuration, each optional: `services: ["installation", …]`
 * (only codes, never amounts), the room the pieces go in (`roomLabel`, «Cucina») and,
 * for a door, whose request has none, the `quantity` (docs/product/buying.md#cart).
 */
const cartPlacementSchema = z.object({
  services: lineServicesSchema.default([]),
  roomLabel: roomLabelSchema,
  quantity: quantitySchema.optional(),
});

/** GET /api/cart: the signed-in user's lines. */
export const loader = privateApiLoader<Route.LoaderArgs>(async (user, { context }) =>
  (await getCart(context.get(dbContext), user.id)).lines.map(cartLineJson),
);

/**
 * POST /api/cart: adds a configured window (the public payload, no `kind`)
 * or another configured line kind, such as `kind: "door"`, with the services
 * chosen for it; always priced by the server.
 */
export const action = readableApiAction<Route.ActionArgs>({
  POST: async ({ request, context }) => {
    const user = requireApiUser(context);
    const body = await readJsonBody(request);
    const db = context.get(dbContext);
    const parsed = parseCartRequest(body);
    if (!parsed.success) throw refuse.invalid(firstIssueMessage(parsed.error));
    const placement = cartPlacementSchema.safeParse(body);
    if (!placement.success) throw refuse.invalid(firstIssueMessage(placement.error));
    const { services, ...where } = placement.data;
    // Only the new line is priced, once (docs/product/buying.md#cart-size).
    const { id, priced } = await addToCart(db, user.id, parsed.data, services, where);
    const line = await getCartLine(db, user.id, id, priced);
    return Response.json(line && cartLineJson(line), { status: 201 });
  },
});
