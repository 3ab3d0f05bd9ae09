import { setDefaultSavedConfiguration } from "#app/server/configurator/saved-configurations.server.ts";
import { savedConfigurationJson } from "#app/server/web/api-serializers.server.ts";
import { requireApiUserItem } from "#app/server/web/auth-guards.server.ts";
import { apiAction, writeOnlyLoader } from "#app/server/web/json-api.server.ts";
import type { Route } from "./+types/saved-configuration-default";

/** POST /api/saved-configurations/:id/set-default */
export const action = apiAction<Route.ActionArgs>({
  POST: async ({ context, params }) => {
    const { db, userId, itemId } = requireApiUserItem(context, params.id, "ID configurazione non valido");
    return Response.json(savedConfigurationJson(await setDefaultSavedConfiguration(db, userId, itemId)));
  },
});

export const loader = writeOnlyLoader("POST");
