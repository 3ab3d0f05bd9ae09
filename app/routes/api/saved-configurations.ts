import { createSavedConfigurationSchema } from "#app/domain/saved-configuration.ts";
import { firstIssueMessage } from "#app/domain/validation.ts";
import { savedConfigurationJson } from "#app/server/api-serializers.server.ts";
import { requireApiUser } from "#app/server/auth-guards.server.ts";
import { dbContext } from "#app/server/context.server.ts";
import { HttpError, handleApi, jsonError } from "#app/server/http.server.ts";
import { readJsonBody } from "#app/server/request-body.server.ts";
import {
  createSavedConfiguration,
  listSavedConfigurations,
} from "#app/server/saved-configurations.server.ts";
import type { Route } from "./+types/saved-configurations";

/** GET /api/saved-configurations */
export function loader({ context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const user = requireApiUser(context);
    return Response.json(
      (await listSavedConfigurations(context.get(dbContext), user.id)).map(savedConfigurationJson),
      {
        headers: { "Cache-Control": "private, no-store" },
      },
    );
  });
}

/** POST /api/saved-configurations {name, productId, options, dimensions}: priced by the server. */
export function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return jsonError(405, "Metodo non consentito");
    const user = requireApiUser(context);
    const parsed = createSavedConfigurationSchema.safeParse(await readJsonBody(request));
    if (!parsed.success) throw new HttpError(400, firstIssueMessage(parsed.error));
    return Response.json(
      savedConfigurationJson(await createSavedConfiguration(context.get(dbContext), user.id, parsed.data)),
      {
        status: 201,
      },
    );
  });
}
