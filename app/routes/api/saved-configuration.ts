import { updateSavedConfigurationSchema } from "#app/domain/saved-configuration.ts";
import { firstIssueMessage } from "#app/domain/validation.ts";
import { savedConfigurationJson } from "#app/server/api-serializers.server.ts";
import { requireApiUser } from "#app/server/auth-guards.server.ts";
import { dbContext } from "#app/server/context.server.ts";
import { HttpError, handleApi, jsonError, parseId } from "#app/server/http.server.ts";
import { readJsonBody } from "#app/server/request-body.server.ts";
import {
  deleteSavedConfiguration,
  updateSavedConfiguration,
} from "#app/server/saved-configurations.server.ts";
import type { Route } from "./+types/saved-configuration";

/** PATCH /api/saved-configurations/:id {name?, options?, dimensions?} (repriced) and DELETE. */
export function action({ request, context, params }: Route.ActionArgs) {
  return handleApi(async () => {
    const user = requireApiUser(context);
    const id = parseId(params.id, "ID configurazione non valido");
    const db = context.get(dbContext);
    if (request.method === "PATCH") {
      const parsed = updateSavedConfigurationSchema.safeParse(await readJsonBody(request));
      if (!parsed.success) throw new HttpError(400, firstIssueMessage(parsed.error));
      return Response.json(
        savedConfigurationJson(await updateSavedConfiguration(db, user.id, id, parsed.data)),
      );
    }
    if (request.method === "DELETE") {
      await deleteSavedConfiguration(db, user.id, id);
      return Response.json({ message: "Configurazione eliminata" });
    }
    return jsonError(405, "Metodo non consentito");
  });
}

export const loader = () => jsonError(405, "Metodo non consentito");
