import { loadDoorCatalogue } from "#app/server/configurator/doors.server.ts";
import { doorCatalogueJson } from "#app/server/web/api-serializers.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { handleApi } from "#app/server/web/responses.server.ts";
import type { Route } from "./+types/door-catalogue";

/** GET /api/door-catalogue: cylinders, kits, knobs, accessories, extras and finishes. */
export function loader({ context }: Route.LoaderArgs) {
  return handleApi(async () =>
    Response.json(doorCatalogueJson(await loadDoorCatalogue(context.get(dbContext)))),
  );
}
