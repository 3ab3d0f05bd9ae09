import { apiCheckoutSchema } from "#app/domain/cart-and-checkout/api-checkout.ts";
import { parseFields } from "#app/domain/web/validation.ts";
import { CartChangedError } from "#app/server/cart-and-checkout/cart-pricing.server.ts";
import { createOrderFromCart, listOrders } from "#app/server/orders/orders.server.ts";
import { orderPaymentStatus } from "#app/server/payments/order-ledger.server.ts";
import { cartChangedJson, instalmentsJson, orderJson } from "#app/server/web/api-serializers.server.ts";
import { requireApiUser } from "#app/server/web/auth-guards.server.ts";
import { dbContext, shopSettingsContext } from "#app/server/web/context.server.ts";
import { readJsonBody } from "#app/server/web/http-body.server.ts";
import { privateApiLoader, readableApiAction } from "#app/server/web/json-api.server.ts";
import { refusalStatus } from "#app/server/web/refusal-status.server.ts";
import type { Route } from "./+types/orders";

/** GET /api/orders: the signed-in user's orders, newest first. */
export const loader = privateApiLoader<Route.LoaderArgs>(async (user, { context }) =>
  (await listOrders(context.get(dbContext), user.id)).map(orderJson),
);

/**
 * POST /api/orders: checkout. The body carries shipping details, the payment
 * method, an optional idempotency key (or the Idempotency-Key header) and an
 * optional `expectedTotalAmount`, the total the client showed; userId,
 * totalAmount and status from the client are ignored. A cart that changed
 * (another total, a line that can no longer be ordered) answers 409 with the
 * message and the cart as it is now.
 */
export const action = readableApiAction<Route.ActionArgs>({
  POST: async ({ request, context }) => {
    const user = requireApiUser(context);
    const body = await readJsonBody(request);
    const headerKey = request.headers.get("idempotency-key");
    const candidate =
      body && typeof body === "object" && !Array.isArray(body) && headerKey
        ? { idempotencyKey: headerKey, ...body }
        : body;
    const input = parseFields(apiCheckoutSchema, candidate);
    try {
      const { order, created } = await createOrderFromCart(
        context.get(dbContext),
        user.id,
        input,
        context.get(shopSettingsContext).shopIban,
      );
      // The same shape as GET /api/orders/:id: a new order from the cart has no revision waiting.
      const { instalments } = await orderPaymentStatus(context.get(dbContext), order);
      return Response.json(
        { ...orderJson(order), pendingRevision: null, instalments: instalmentsJson(instalments) },
        { status: created ? 201 : 200 },
      );
    } catch (error) {
      if (error instanceof CartChangedError)
        return Response.json(cartChangedJson(error), { status: refusalStatus(error.kind) });
      throw error;
    }
  },
});
