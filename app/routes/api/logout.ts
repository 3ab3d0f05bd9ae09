import { currentSessionContext, dbContext, sessionConfigContext } from "#app/server/context.server.ts";
import { handleApi, jsonError } from "#app/server/http.server.ts";
import { clearSessionCookie, endSession } from "#app/server/sessions.server.ts";
import type { Route } from "./+types/logout";

/** POST /api/logout: deletes the session on the server and clears the cookie (204). */
export function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return jsonError(405, "Metodo non consentito");
    const session = context.get(currentSessionContext);
    if (session) await endSession(context.get(dbContext), session);
    return new Response(null, {
      status: 204,
      headers: { "Set-Cookie": clearSessionCookie(context.get(sessionConfigContext)) },
    });
  });
}

export const loader = () => jsonError(405, "Metodo non consentito: usa POST");
