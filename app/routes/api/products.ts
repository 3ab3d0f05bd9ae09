import { productJson } from "#app/server/api-serializers.server.ts";
import { listProducts } from "#app/server/catalogue.server.ts";
import { dbContext } from "#app/server/http/context.server.ts";
import { handleApi } from "#app/server/http/responses.server.ts";
import type { Route } from "./+types/products";

export function loader({ context }: Route.LoaderArgs) {
  return handleApi(async () => Response.json((await listProducts(context.get(dbContext))).map(productJson)));
}
