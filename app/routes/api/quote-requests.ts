import { centsToEuros } from "#app/domain/italian-formats/money.ts";
import { HONEYPOT_FIELD } from "#app/domain/requests/lead-form-fields.ts";
import { quoteRequestSchema } from "#app/domain/requests/quote-request.ts";
import { fieldErrors, firstIssueMessage } from "#app/domain/web/validation.ts";
import { createQuoteRequest } from "#app/server/requests/quotes.server.ts";
import { currentUserContext, dbContext } from "#app/server/web/context.server.ts";
import { readJsonBody } from "#app/server/web/http-body.server.ts";
import { apiAction, writeOnlyLoader } from "#app/server/web/json-api.server.ts";
import { enforcePublicFormLimit, isHoneypotFilled } from "#app/server/web/public-forms.server.ts";
import { refusalStatus } from "#app/server/web/refusal-status.server.ts";
import type { Route } from "./+types/quote-requests";

/** POST /api/quote-requests: stores a quote request priced by the server. */
export const action = apiAction<Route.ActionArgs>({
  POST: async ({ request, context }) => {
    await enforcePublicFormLimit(context);
    const body = await readJsonBody(request);
    if (
      body &&
      typeof body === "object" &&
      isHoneypotFilled((body as Record<string, unknown>)[HONEYPOT_FIELD])
    ) {
      return Response.json({ message: "Richiesta ricevuta" }, { status: 202 });
    }
    const parsed = quoteRequestSchema.safeParse(body);
    if (!parsed.success) {
      return Response.json(
        { message: firstIssueMessage(parsed.error), errors: fieldErrors(parsed.error) },
        { status: refusalStatus("invalid") },
      );
    }
    // A signed-in customer finds it under "I miei preventivi"; a guest's stands on its contact details (docs/product/leads.md).
    const userId = context.get(currentUserContext)?.id ?? null;
    const stored = await createQuoteRequest(context.get(dbContext), parsed.data, userId);
    return Response.json(
      {
        id: stored.id,
        number: stored.number,
        price: centsToEuros(stored.priceCents),
        createdAt: stored.createdAt.toISOString(),
      },
      { status: 201 },
    );
  },
});

export const loader = writeOnlyLoader("POST");
