import { loginSchema } from "#app/domain/account-schemas.ts";
import { firstIssueMessage } from "#app/domain/validation.ts";
import { authenticate } from "#app/server/accounts.server.ts";
import {
  currentSessionContext,
  dbContext,
  requestInfoContext,
  sessionConfigContext,
} from "#app/server/context.server.ts";
import { HttpError, handleApi, jsonError } from "#app/server/http.server.ts";
import { readJsonBody } from "#app/server/request-body.server.ts";
import { endSession, startSession } from "#app/server/sessions.server.ts";
import type { Route } from "./+types/login";

/** POST /api/login: checks the credentials and issues a new session id. */
export function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return jsonError(405, "Metodo non consentito");
    const parsed = loginSchema.safeParse(await readJsonBody(request));
    if (!parsed.success) throw new HttpError(400, firstIssueMessage(parsed.error));
    const db = context.get(dbContext);
    const user = await authenticate(db, parsed.data, context.get(requestInfoContext).clientIp);
    const previous = context.get(currentSessionContext);
    if (previous) await endSession(db, previous);
    const cookie = await startSession(db, user.id, context.get(sessionConfigContext));
    return Response.json(user, { headers: { "Set-Cookie": cookie } });
  });
}

export const loader = () => jsonError(405, "Metodo non consentito: usa POST");
