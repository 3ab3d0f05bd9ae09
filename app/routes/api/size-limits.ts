import { listSizeLimits } from "#app/server/catalogue/size-limits.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { handleApi } from "#app/server/web/responses.server.ts";
import type { Route } from "./+types/size-limits";

/**
 * GET /api/size-limits: the sizes the factory can make, per family, sashes and
 * opening type, in mm (docs/product/window-price.md#sizes-the-factory-can-make).
 * The price calculator reads them to say the limit beside the size fields.
 */
export function loader({ context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const limits = await listSizeLimits(context.get(dbContext));
    return Response.json(limits.map(({ key: _key, version: _version, ...limit }) => limit));
  });
}
