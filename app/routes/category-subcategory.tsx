import { data, type ShouldRevalidateFunction } from "react-router";
import { CollectionSidebar } from "#app/components/catalogue/collection-sidebar.tsx";
import { MissingCategory, missingCategorySeo } from "#app/components/catalogue/missing-category.tsx";
import { ProductListing } from "#app/components/catalogue/product-listing.tsx";
import { BackLink } from "#app/components/layout/back-link.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { PageMessage } from "#app/components/layout/page-message.tsx";
import { shouldRevalidateListing } from "#app/domain/catalogue/product-sort.ts";
import { pageMeta, siteUrlFromMatches } from "#app/domain/web/seo.ts";
import {
  findCategoryBySlug,
  findSubcategoryBySlug,
  listProducts,
  listSubcategories,
} from "#app/server/catalogue/catalogue.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { refusalStatus } from "#app/server/web/refusal-status.server.ts";
import { isSlug } from "#app/server/web/responses.server.ts";
import type { Route } from "./+types/category-subcategory";

export async function loader({ context, params }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const [category, collection] = await Promise.all([
    isSlug(params.slug) ? findCategoryBySlug(db, params.slug) : null,
    isSlug(params.subcategorySlug) ? findSubcategoryBySlug(db, params.subcategorySlug) : null,
  ]);
  if (!category) return data({ notFound: "category" as const }, { status: refusalStatus("not-found") });
  // A collection of another category is not found here, so each collection has one URL.
  if (!collection || collection.categoryId !== category.id) {
    return data(
      { notFound: "collection" as const, category: { name: category.name, slug: category.slug } },
      { status: refusalStatus("not-found") },
    );
  }
  const [collections, products] = await Promise.all([
    listSubcategories(db, category.id),
    listProducts(db, { subcategorySlug: collection.slug }),
  ]);
  return { notFound: false as const, category, collection, collections, products };
}

export const shouldRevalidate: ShouldRevalidateFunction = shouldRevalidateListing;

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  const siteUrl = siteUrlFromMatches(matches);
  const path = `/category/${params.slug}/${params.subcategorySlug}`;
  if (!loaderData || loaderData.notFound === "category") {
    return pageMeta({ ...missingCategorySeo, path, siteUrl, noindex: true });
  }
  if (loaderData.notFound === "collection") {
    return pageMeta({
      title: "Collezione non trovata",
      description: `La collezione richiesta non esiste tra le ${loaderData.category.name.toLowerCase()}.`,
      path,
      siteUrl,
      noindex: true,
    });
  }
  const { category, collection } = loaderData;
  return pageMeta({
    title: `${collection.name} - ${category.name}`,
    description:
      collection.description ?? `La collezione ${collection.name} di ${category.name.toLowerCase()}.`,
    path: `/category/${category.slug}/${collection.slug}`,
    siteUrl,
  });
};

export default function CollectionPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.notFound === "category") {
    return <MissingCategory />;
  }
  if (loaderData.notFound === "collection") {
    const { category } = loaderData;
    return (
      <PageMessage
        kind="missing"
        title="Collezione non trovata"
        text="La collezione che cerchi non esiste o non è più disponibile."
        linkTo={`/category/${category.slug}`}
        linkLabel={`Torna alla categoria ${category.name}`}
      />
    );
  }

  const { category, collection, collections, products } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
      <BackLink to={`/category/${category.slug}`}>Torna a {category.name}</BackLink>
      <PageHeader title={collection.name} intro={collection.description} className="mt-4" />
      <div className="mt-10 grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <div className="lg:sticky lg:top-20 lg:self-start">
          <CollectionSidebar
            categorySlug={category.slug}
            collections={collections}
            activeSlug={collection.slug}
          />
        </div>
        <ProductListing
          products={products}
          title="Prodotti della collezione"
          categorySlug={category.slug}
          subcategorySlug={collection.slug}
        />
      </div>
    </div>
  );
}
