import { SearchPage } from "#app/components/catalogue/search-page.tsx";
import { searchProducts } from "#app/domain/catalogue/product-search.ts";
import { searchQuerySchema } from "#app/domain/catalogue/search-query.ts";
import { pageMeta, siteUrlFromMatches } from "#app/domain/web/seo.ts";
import { listCategories, listProducts } from "#app/server/catalogue/catalogue.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import type { Route } from "./+types/cerca";

// GET /cerca?q=…: the search results as a page, for visitors without JavaScript
// and for "see all results" from the search dialog (docs/product/catalogue.md#search).

export async function loader({ context, request }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const query = searchQuerySchema.parse(new URL(request.url).searchParams.get("q"));
  const [products, categories] = await Promise.all([
    query === "" ? [] : listProducts(db),
    listCategories(db),
  ]);
  return { query, results: searchProducts(products, query), categories };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    title: loaderData?.query ? `Risultati per «${loaderData.query}»` : "Cerca prodotti",
    description: "Cerca tra finestre, porte, scorrevoli e tapparelle su misura del nostro catalogo.",
    path: "/cerca",
    siteUrl: siteUrlFromMatches(matches),
    // Result pages are endless variations of the catalogue's own pages.
    noindex: true,
  });

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return (
    <SearchPage query={loaderData.query} results={loaderData.results} categories={loaderData.categories} />
  );
}
