import { loginSchema } from "#app/domain/accounts/account-schemas.ts";
import { authenticate } from "#app/server/accounts/accounts.server.ts";
import { endSession, startSession } from "#app/server/accounts/sessions.server.ts";
import {
  currentSessionContext,
  dbContext,
  requestInfoContext,
  sessionConfigContext,
} from "#app/server/web/context.server.ts";
import { apiAction, parseJsonBody, writeOnlyLoader } from "#app/server/web/json-api.server.ts";
import type { Route } from "./+types/login";

/** POST /api/login: checks the credentials and issues a new session id. */
export const action = apiAction<Route.ActionArgs>({
  POST: async ({ request, context }) => {
    const input = await parseJsonBody(request, loginSchema);
    const db = context.get(dbContext);
    const user = await authenticate(db, input, context.get(requestInfoContext).clientIp);
    const previous = context.get(currentSessionContext);
    if (previous) await endSession(db, previous);
    const cookie = await startSession(db, user, context.get(sessionConfigContext));
    return Response.json(user, { headers: { "Set-Cookie": cookie } });
  },
});

export const loader = writeOnlyLoader("POST");
