import { savedConfigurationJson } from "#app/server/api-serializers.server.ts";
import { requireApiUser } from "#app/server/http/auth-guards.server.ts";
import { dbContext } from "#app/server/http/context.server.ts";
import { apiAction, writeOnlyLoader } from "#app/server/http/json-api.server.ts";
import { parseId } from "#app/server/http/responses.server.ts";
import { setDefaultSavedConfiguration } from "#app/server/saved-configurations.server.ts";
import type { Route } from "./+types/saved-configuration-default";

/** POST /api/saved-configurations/:id/set-default */
export const action = apiAction<Route.ActionArgs>({
  POST: async ({ context, params }) => {
    const user = requireApiUser(context);
    const id = parseId(params.id, "ID configurazione non valido");
    return Response.json(
      savedConfigurationJson(await setDefaultSavedConfiguration(context.get(dbContext), user.id, id)),
    );
  },
});

export const loader = writeOnlyLoader("POST");
