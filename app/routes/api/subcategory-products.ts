import { refuse } from "#app/domain/refusal.ts";
import { findSubcategoryBySlug, listProducts } from "#app/server/catalogue/catalogue.server.ts";
import { productJson } from "#app/server/web/api-serializers.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { handleApi, isSlug } from "#app/server/web/responses.server.ts";
import type { Route } from "./+types/subcategory-products";

export function loader({ context, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const db = context.get(dbContext);
    const subcategory = isSlug(params.slug) ? await findSubcategoryBySlug(db, params.slug) : null;
    if (!subcategory) throw refuse.notFound("Collezione non trovata");
    return Response.json((await listProducts(db, { subcategorySlug: subcategory.slug })).map(productJson));
  });
}
