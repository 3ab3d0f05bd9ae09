import { createSavedConfigurationSchema } from "#app/domain/saved-configuration.ts";
import { savedConfigurationJson } from "#app/server/api-serializers.server.ts";
import { requireApiUser } from "#app/server/http/auth-guards.server.ts";
import { dbContext } from "#app/server/http/context.server.ts";
import { parseJsonBody, privateApiLoader, readableApiAction } from "#app/server/http/json-api.server.ts";
import {
  createSavedConfiguration,
  listSavedConfigurations,
} from "#app/server/saved-configurations.server.ts";
import type { Route } from "./+types/saved-configurations";

/** GET /api/saved-configurations */
export const loader = privateApiLoader<Route.LoaderArgs>(async (user, { context }) =>
  (await listSavedConfigurations(context.get(dbContext), user.id)).map(savedConfigurationJson),
);

/** POST /api/saved-configurations {name, productId, options, dimensions}: priced by the server. */
export const action = readableApiAction<Route.ActionArgs>({
  POST: async ({ request, context }) => {
    const user = requireApiUser(context);
    const input = await parseJsonBody(request, createSavedConfigurationSchema);
    return Response.json(
      savedConfigurationJson(await createSavedConfiguration(context.get(dbContext), user.id, input)),
      {
        status: 201,
      },
    );
  },
});
