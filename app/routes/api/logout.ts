import { clearSessionCookie, endSession } from "#app/server/accounts/sessions.server.ts";
import { currentSessionContext, dbContext, sessionConfigContext } from "#app/server/web/context.server.ts";
import { apiAction, writeOnlyLoader } from "#app/server/web/json-api.server.ts";
import type { Route } from "./+types/logout";

/** POST /api/logout: deletes the session on the server and clears the cookie (204). */
export const action = apiAction<Route.ActionArgs>({
  POST: async ({ context }) => {
    const session = context.get(currentSessionContext);
    if (session) await endSession(context.get(dbContext), session);
    return new Response(null, {
      status: 204,
      headers: { "Set-Cookie": clearSessionCookie(context.get(sessionConfigContext)) },
    });
  },
});

export const loader = writeOnlyLoader("POST");
