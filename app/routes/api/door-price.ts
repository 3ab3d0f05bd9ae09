import { doorSelectionSchema } from "#app/domain/door-selection.ts";
import { centsToEuros } from "#app/domain/money.ts";
import { firstIssueMessage } from "#app/domain/validation.ts";
import { dbContext } from "#app/server/context.server.ts";
import { priceDoorSelection } from "#app/server/doors.server.ts";
import { HttpError, handleApi, jsonError } from "#app/server/http.server.ts";
import { readJsonBody } from "#app/server/request-body.server.ts";
import type { Route } from "./+types/door-price";

/** POST /api/door-price: the server's total and breakdown for a door selection. */
export function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return jsonError(405, "Metodo non consentito");
    const parsed = doorSelectionSchema.safeParse(await readJsonBody(request));
    if (!parsed.success) throw new HttpError(400, firstIssueMessage(parsed.error));
    const { totalCents, breakdown } = await priceDoorSelection(context.get(dbContext), parsed.data);
    return Response.json({
      total: centsToEuros(totalCents),
      breakdown: breakdown.map(({ label, value }) => ({ label, value })),
    });
  });
}

export const loader = () => jsonError(405, "Metodo non consentito: usa POST");
