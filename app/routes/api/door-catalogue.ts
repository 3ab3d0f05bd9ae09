import { doorCatalogueJson } from "#app/server/api-serializers.server.ts";
import { loadDoorCatalogue } from "#app/server/doors.server.ts";
import { dbContext } from "#app/server/http/context.server.ts";
import { handleApi } from "#app/server/http/responses.server.ts";
import type { Route } from "./+types/door-catalogue";

/** GET /api/door-catalogue: cylinders, kits, knobs, accessories, extras and finishes. */
export function loader({ context }: Route.LoaderArgs) {
  return handleApi(async () =>
    Response.json(doorCatalogueJson(await loadDoorCatalogue(context.get(dbContext)))),
  );
}
