import { refuse } from "#app/domain/refusal.ts";
import { findSubcategoryBySlug } from "#app/server/catalogue/catalogue.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { handleApi, isSlug } from "#app/server/web/responses.server.ts";
import type { Route } from "./+types/subcategory";

export function loader({ context, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const subcategory = isSlug(params.slug)
      ? await findSubcategoryBySlug(context.get(dbContext), params.slug)
      : null;
    if (!subcategory) throw refuse.notFound("Collezione non trovata");
    return Response.json(subcategory);
  });
}
