import { registerSchema } from "#app/domain/accounts/account-schemas.ts";
import { registerUser } from "#app/server/accounts/accounts.server.ts";
import { startSession } from "#app/server/accounts/sessions.server.ts";
import { dbContext, sessionConfigContext } from "#app/server/web/context.server.ts";
import { apiAction, parseJsonBody, writeOnlyLoader } from "#app/server/web/json-api.server.ts";
import { enforceRegistrationLimit } from "#app/server/web/public-forms.server.ts";
import type { Route } from "./+types/register";

/** POST /api/register: creates the account and signs it in. */
export const action = apiAction<Route.ActionArgs>({
  POST: async ({ request, context }) => {
    await enforceRegistrationLimit(context);
    const input = await parseJsonBody(request, registerSchema);
    const db = context.get(dbContext);
    const user = await registerUser(db, input);
    const cookie = await startSession(db, user, context.get(sessionConfigContext));
    return Response.json(user, { status: 201, headers: { "Set-Cookie": cookie } });
  },
});

export const loader = writeOnlyLoader("POST");
