import { refuse } from "#app/domain/refusal.ts";
import { findCategoryBySlug, listSubcategories } from "#app/server/catalogue/catalogue.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { handleApi, isSlug } from "#app/server/web/responses.server.ts";
import type { Route } from "./+types/category-subcategories";

export function loader({ context, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const db = context.get(dbContext);
    const category = isSlug(params.slug) ? await findCategoryBySlug(db, params.slug) : null;
    if (!category) throw refuse.notFound("Categoria non trovata");
    return Response.json(await listSubcategories(db, category.id));
  });
}
