import { centsToEuros } from "#app/domain/money.ts";
import { firstIssueMessage } from "#app/domain/validation.ts";
import { windowConfigurationSchema } from "#app/domain/window-configuration.ts";
import { dbContext } from "#app/server/context.server.ts";
import { HttpError, handleApi, jsonError } from "#app/server/http.server.ts";
import { priceWindowConfiguration } from "#app/server/pricing.server.ts";
import { readJsonBody } from "#app/server/request-body.server.ts";
import type { Route } from "./+types/price";

/** POST /api/price: the server's price and breakdown for a window configuration. */
export function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return jsonError(405, "Metodo non consentito");
    const parsed = windowConfigurationSchema.safeParse(await readJsonBody(request));
    if (!parsed.success) throw new HttpError(400, firstIssueMessage(parsed.error));
    const { priceCents, breakdown } = await priceWindowConfiguration(context.get(dbContext), parsed.data);
    return Response.json({ price: centsToEuros(priceCents), breakdown });
  });
}

export function loader() {
  return jsonError(405, "Metodo non consentito: usa POST");
}
