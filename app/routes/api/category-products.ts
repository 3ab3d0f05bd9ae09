import { refuse } from "#app/domain/refusal.ts";
import { parseId } from "#app/domain/web/record-id.ts";
import {
  findCategoryById,
  findCategoryBySlug,
  listProducts,
} from "#app/server/catalogue/catalogue.server.ts";
import { productJson } from "#app/server/web/api-serializers.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { handleApi, isSlug } from "#app/server/web/responses.server.ts";
import type { Route } from "./+types/category-products";

/** `/api/categories/:slugOrId/products`: digits are an id, anything else a slug (docs/product/catalogue.md). */
export function loader({ context, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const db = context.get(dbContext);
    const key = params.slugOrId;
    const category = /^\d+$/.test(key)
      ? await findCategoryById(db, parseId(key, "ID categoria non valido"))
      : isSlug(key)
        ? await findCategoryBySlug(db, key)
        : null;
    if (!category) throw refuse.notFound("Categoria non trovata");
    return Response.json((await listProducts(db, { categoryId: category.id })).map(productJson));
  });
}
