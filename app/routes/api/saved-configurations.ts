import { createSavedConfigurationSchema } from "#app/domain/configurator/saved-configuration.ts";
import {
  createSavedConfiguration,
  listSavedConfigurations,
} from "#app/server/configurator/saved-configurations.server.ts";
import { savedConfigurationJson } from "#app/server/web/api-serializers.server.ts";
import {
  privateListLoader,
  readableApiAction,
  signedInJsonHandler,
} from "#app/server/web/json-api.server.ts";
import type { Route } from "./+types/saved-configurations";

/** GET /api/saved-configurations */
export const loader = privateListLoader(listSavedConfigurations, savedConfigurationJson);

/** POST /api/saved-configurations {name, productId, options, dimensions}: priced by the server. */
export const action = readableApiAction<Route.ActionArgs>({
  POST: signedInJsonHandler(createSavedConfigurationSchema, async (input, user, db) =>
    Response.json(savedConfigurationJson(await createSavedConfiguration(db, user.id, input)), {
      status: 201,
    }),
  ),
});
