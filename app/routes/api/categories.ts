import { listCategories } from "#app/server/catalogue/catalogue.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { handleApi } from "#app/server/web/responses.server.ts";
import type { Route } from "./+types/categories";

export function loader({ context }: Route.LoaderArgs) {
  return handleApi(async () => Response.json(await listCategories(context.get(dbContext))));
}
