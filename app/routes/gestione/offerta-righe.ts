import { z } from "zod";
import { quantitySchema } from "#app/domain/configurator/line-quantity.ts";
import { roomLabelSchema } from "#app/domain/offers/offer-input.ts";
import { refuse } from "#app/domain/refusal.ts";
import { firstIssueMessage } from "#app/domain/web/validation.ts";
import { lineServicesSchema } from "#app/server/configurator/line-services.server.ts";
import { addOfferLine } from "#app/server/offers/offer-drafts.server.ts";
import { offerIdByNumber } from "#app/server/offers/offer-editor.server.ts";
import { requireStaff } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { readJsonBody } from "#app/server/web/http-body.server.ts";
import { apiAction } from "#app/server/web/json-api.server.ts";
import type { Route } from "./+types/offerta-righe";

/** What the configurator sends beside its configuration: a quantity, a room and the services' codes, never an amount. */
const besideConfiguration = z.object({
  quantity: quantitySchema.optional().default(1),
  roomLabel: roomLabelSchema,
  services: lineServicesSchema.default([]),
});

/**
 * POST /gestione/offerte/:number/righe: the shop's configurator, opened from
 * the offer editor, adds its line to the offer instead of the cart, with the
 * same body POST /api/cart takes, priced by the server
 * (docs/product/offers.md#writing-an-offer).
 */
export const action = apiAction<Route.ActionArgs>({
  POST: async ({ request, context, params }) => {
    const staff = requireStaff(context);
    const db = context.get(dbContext);
    const offerId = await offerIdByNumber(db, params.number ?? "");
    const body = await readJsonBody(request);
    const beside = besideConfiguration.safeParse(body);
    if (!beside.success) throw refuse.invalid(firstIssueMessage(beside.error));
    const configuration = typeof body === "object" && body !== null ? { ...body } : {};
    const line = await addOfferLine(db, staff, offerId, null, {
      type: "product",
      request: configuration as Record<string, unknown>,
      quantity: beside.data.quantity,
      roomLabel: beside.data.roomLabel,
      sizesFinal: false,
      lineServices: [...new Set(beside.data.services)],
      discount: null,
    });
    return Response.json({ id: line?.id ?? null, quantity: beside.data.quantity }, { status: 201 });
  },
});
