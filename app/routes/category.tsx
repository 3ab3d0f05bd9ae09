import { data, type ShouldRevalidateFunction } from "react-router";
import { CollectionSidebar } from "#app/components/catalogue/collection-sidebar.tsx";
import { MissingCategory, missingCategorySeo } from "#app/components/catalogue/missing-category.tsx";
import { ProductListing } from "#app/components/catalogue/product-listing.tsx";
import { BackLink } from "#app/components/layout/back-link.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { shouldRevalidateListing } from "#app/domain/catalogue/product-sort.ts";
import { pageMeta, siteUrlFromMatches } from "#app/domain/web/seo.ts";
import {
  findCategoryBySlug,
  listProducts,
  listSubcategories,
} from "#app/server/catalogue/catalogue.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { refusalStatus } from "#app/server/web/refusal-status.server.ts";
import { isSlug } from "#app/server/web/responses.server.ts";
import type { Route } from "./+types/category";

export async function loader({ context, params }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const category = isSlug(params.slug) ? await findCategoryBySlug(db, params.slug) : null;
  if (!category) return data({ notFound: true as const }, { status: refusalStatus("not-found") });
  const [collections, products] = await Promise.all([
    listSubcategories(db, category.id),
    listProducts(db, { categoryId: category.id }),
  ]);
  return { notFound: false as const, category, collections, products };
}

export const shouldRevalidate: ShouldRevalidateFunction = shouldRevalidateListing;

function categoryDescription(category: { name: string; description: string | null }): string {
  return category.description ?? `Scopri la nostra selezione di ${category.name.toLowerCase()}.`;
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  const siteUrl = siteUrlFromMatches(matches);
  if (!loaderData || loaderData.notFound) {
    return pageMeta({ ...missingCategorySeo, path: `/category/${params.slug}`, siteUrl, noindex: true });
  }
  const { category } = loaderData;
  return pageMeta({
    title: `${category.name} su misura`,
    description: categoryDescription(category),
    path: `/category/${category.slug}`,
    siteUrl,
  });
};

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.notFound) {
    return <MissingCategory />;
  }

  const { category, collections, products } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
      <BackLink to="/">Torna alla home</BackLink>
      <PageHeader title={category.name} intro={categoryDescription(category)} className="mt-4" />
      <div
        className={collections.length > 0 ? "mt-10 grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]" : "mt-10"}
      >
        {collections.length > 0 ? (
          <div className="lg:sticky lg:top-20 lg:self-start">
            <CollectionSidebar categorySlug={category.slug} collections={collections} />
          </div>
        ) : null}
        <ProductListing products={products} title="Tutti i prodotti" categorySlug={category.slug} />
      </div>
    </div>
  );
}
