import { listProducts } from "#app/server/catalogue/catalogue.server.ts";
import { productJson } from "#app/server/web/api-serializers.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { handleApi } from "#app/server/web/responses.server.ts";
import type { Route } from "./+types/products";

export function loader({ context }: Route.LoaderArgs) {
  return handleApi(async () => Response.json((await listProducts(context.get(dbContext))).map(productJson)));
}
