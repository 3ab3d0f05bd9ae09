import { refuse } from "#app/domain/refusal.ts";
import { parseId } from "#app/domain/web/record-id.ts";
import { findProduct } from "#app/server/catalogue/catalogue.server.ts";
import { productDetailJson } from "#app/server/web/api-serializers.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { handleApi } from "#app/server/web/responses.server.ts";
import type { Route } from "./+types/product";

export function loader({ context, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const id = parseId(params.id, "ID prodotto non valido");
    const product = await findProduct(context.get(dbContext), id);
    if (!product) throw refuse.notFound("Prodotto non trovato");
    return Response.json(productDetailJson(product));
  });
}
