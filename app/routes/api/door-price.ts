import { doorSelectionSchema } from "#app/domain/configurator/door-selection.ts";
import { centsToEuros } from "#app/domain/italian-formats/money.ts";
import { priceDoorSelection } from "#app/server/configurator/doors.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { apiAction, parseJsonBody, writeOnlyLoader } from "#app/server/web/json-api.server.ts";
import type { Route } from "./+types/door-price";

/** POST /api/door-price: the server's total and breakdown for a door selection. */
export const action = apiAction<Route.ActionArgs>({
  POST: async ({ request, context }) => {
    const input = await parseJsonBody(request, doorSelectionSchema);
    const { totalCents, breakdown } = await priceDoorSelection(context.get(dbContext), input);
    return Response.json({
      total: centsToEuros(totalCents),
      breakdown: breakdown.map(({ label, value }) => ({ label, value })),
    });
  },
});

export const loader = writeOnlyLoader("POST");
