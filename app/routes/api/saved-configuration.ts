import { updateSavedConfigurationSchema } from "#app/domain/configurator/saved-configuration.ts";
import {
  deleteSavedConfiguration,
  updateSavedConfiguration,
} from "#app/server/configurator/saved-configurations.server.ts";
import { savedConfigurationJson } from "#app/server/web/api-serializers.server.ts";
import { requireApiUserItem } from "#app/server/web/auth-guards.server.ts";
import { apiAction, parseJsonBody, writeOnlyLoader } from "#app/server/web/json-api.server.ts";
import type { Route } from "./+types/saved-configuration";

const INVALID_CONFIGURATION_ID = "ID configurazione non valido";

/** PATCH /api/saved-configurations/:id {name?, options?, dimensions?} (repriced) and DELETE. */
export const action = apiAction<Route.ActionArgs>({
  PATCH: async ({ request, context, params }) => {
    const { db, userId, itemId } = requireApiUserItem(context, params.id, INVALID_CONFIGURATION_ID);
    const input = await parseJsonBody(request, updateSavedConfigurationSchema);
    return Response.json(savedConfigurationJson(await updateSavedConfiguration(db, userId, itemId, input)));
  },
  DELETE: async ({ context, params }) => {
    const { db, userId, itemId } = requireApiUserItem(context, params.id, INVALID_CONFIGURATION_ID);
    await deleteSavedConfiguration(db, userId, itemId);
    return Response.json({ message: "Configurazione eliminata" });
  },
});

export const loader = writeOnlyLoader("PATCH", "DELETE");
