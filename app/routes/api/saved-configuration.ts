import { updateSavedConfigurationSchema } from "#app/domain/saved-configuration.ts";
import { savedConfigurationJson } from "#app/server/api-serializers.server.ts";
import { requireApiUser } from "#app/server/http/auth-guards.server.ts";
import { dbContext } from "#app/server/http/context.server.ts";
import { apiAction, parseJsonBody, writeOnlyLoader } from "#app/server/http/json-api.server.ts";
import { parseId } from "#app/server/http/responses.server.ts";
import {
  deleteSavedConfiguration,
  updateSavedConfiguration,
} from "#app/server/saved-configurations.server.ts";
import type { Route } from "./+types/saved-configuration";

/** PATCH /api/saved-configurations/:id {name?, options?, dimensions?} (repriced) and DELETE. */
export const action = apiAction<Route.ActionArgs>({
  PATCH: async ({ request, context, params }) => {
    const user = requireApiUser(context);
    const id = parseId(params.id, "ID configurazione non valido");
    const input = await parseJsonBody(request, updateSavedConfigurationSchema);
    return Response.json(
      savedConfigurationJson(await updateSavedConfiguration(context.get(dbContext), user.id, id, input)),
    );
  },
  DELETE: async ({ context, params }) => {
    const user = requireApiUser(context);
    const id = parseId(params.id, "ID configurazione non valido");
    await deleteSavedConfiguration(context.get(dbContext), user.id, id);
    return Response.json({ message: "Configurazione eliminata" });
  },
});

export const loader = writeOnlyLoader("PATCH", "DELETE");
