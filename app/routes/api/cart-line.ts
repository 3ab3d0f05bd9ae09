import { z } from "zod";
import { quantitySchema } from "#app/domain/configurator/line-quantity.ts";
import {
  dimensionsSchema,
  productIdSchema,
  windowOptionsSchema,
} from "#app/domain/configurator/window-configuration.ts";
import { parseFields } from "#app/domain/web/validation.ts";
import {
  getCartLine,
  reconfigureCartLine,
  removeCartLine,
  setCartLineQuantity,
} from "#app/server/cart-and-checkout/cart.server.ts";
import { cartLineJson } from "#app/server/web/api-serializers.server.ts";
import { requireApiUserItem } from "#app/server/web/auth-guards.server.ts";
import { readJsonBody } from "#app/server/web/http-body.server.ts";
import { apiAction, writeOnlyLoader } from "#app/server/web/json-api.server.ts";
import type { Route } from "./+types/cart-line";

const INVALID_LINE_ID = "ID riga del carrello non valido";
const quantityBodySchema = z.object({ quantity: quantitySchema }, { error: "Indica la quantità" });
/** A window line's whole configuration (what POST /api/cart takes), with an optional quantity. */
const configurationBodySchema = z.object(
  {
    productId: productIdSchema.optional(),
    options: windowOptionsSchema,
    dimensions: dimensionsSchema,
    quantity: quantitySchema.optional(),
  },
  { error: "Dati della configurazione mancanti" },
);
/** A body naming options or dimensions is a new configuration; any other, a quantity change. */
const hasConfiguration = (body: unknown) =>
  typeof body === "object" && body !== null && ("options" in body || "dimensions" in body);

/** PATCH /api/cart/:id {quantity} or {options, dimensions[, quantity]} and DELETE /api/cart/:id, only on the user's own lines. */
export const action = apiAction<Route.ActionArgs>({
  PATCH: async ({ request, context, params }) => {
    const { db, userId, itemId } = requireApiUserItem(context, params.id, INVALID_LINE_ID);
    const body = await readJsonBody(request);
    if (hasConfiguration(body)) {
      await reconfigureCartLine(db, userId, itemId, parseFields(configurationBodySchema, body));
    } else {
      await setCartLineQuantity(db, userId, itemId, parseFields(quantityBodySchema, body).quantity);
    }
    const line = await getCartLine(db, userId, itemId);
    return Response.json(line && cartLineJson(line));
  },
  DELETE: async ({ context, params }) => {
    const { db, userId, itemId } = requireApiUserItem(context, params.id, INVALID_LINE_ID);
    await removeCartLine(db, userId, itemId);
    return Response.json({ message: "Prodotto rimosso" });
  },
});

export const loader = writeOnlyLoader("PATCH", "DELETE");
