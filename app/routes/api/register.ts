import { registerSchema } from "#app/domain/account-schemas.ts";
import { firstIssueMessage } from "#app/domain/validation.ts";
import { registerUser } from "#app/server/accounts.server.ts";
import { dbContext, sessionConfigContext } from "#app/server/context.server.ts";
import { HttpError, handleApi, jsonError } from "#app/server/http.server.ts";
import { enforceRegistrationLimit } from "#app/server/public-forms.server.ts";
import { readJsonBody } from "#app/server/request-body.server.ts";
import { startSession } from "#app/server/sessions.server.ts";
import type { Route } from "./+types/register";

/** POST /api/register: creates the account and signs it in. */
export function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return jsonError(405, "Metodo non consentito");
    await enforceRegistrationLimit(context);
    const parsed = registerSchema.safeParse(await readJsonBody(request));
    if (!parsed.success) throw new HttpError(400, firstIssueMessage(parsed.error));
    const db = context.get(dbContext);
    const user = await registerUser(db, parsed.data);
    const cookie = await startSession(db, user.id, context.get(sessionConfigContext));
    return Response.json(user, { status: 201, headers: { "Set-Cookie": cookie } });
  });
}

export const loader = () => jsonError(405, "Metodo non consentito: usa POST");
