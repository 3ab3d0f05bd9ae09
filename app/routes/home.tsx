import { lazy, Suspense } from "react";
import { CategoriesSection } from "#app/components/home/categories-section.tsx";
import { CategoryBar } from "#app/components/home/category-bar.tsx";
import { HeroCarousel } from "#app/components/home/hero-carousel.tsx";
import { staticPageMeta } from "#app/domain/web/seo.ts";
import { listCategories, listProducts } from "#app/server/catalogue/catalogue.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { handleLeadForm } from "#app/server/web/lead-form-action.server.ts";
import type { Route } from "./+types/home";

const FEATURED_CATEGORY_SLUG = "porte-interne";

// Below the categories, which a phone's first screen does not pass: the product cards, the
// lead form and the map are not part of the page's first load. The server renders them in
// place; in the browser React fetches their code as it hydrates the page and hydrates them
// when it arrives (React's own lazy components, docs/PERFORMANCE.md).
const HomeSections = import.meta.env.SSR
  ? (await import("#app/components/home/home-sections.tsx")).HomeSections
  : lazy(() =>
      import("#app/components/home/home-sections.tsx").then((module) => ({ default: module.HomeSections })),
    );

export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  // Both queries start at once; the products are kept only if their category exists.
  const [categories, featuredProducts] = await Promise.all([
    listCategories(db),
    listProducts(db, { categorySlug: FEATURED_CATEGORY_SLUG }),
  ]);
  const featuredCategoryExists = categories.some((category) => category.slug === FEATURED_CATEGORY_SLUG);
  return { categories, porteInterne: featuredCategoryExists ? featuredProducts : null };
}

/** The contact section's quote form: stored as a lead with the product interest. */
export function action({ request, context }: Route.ActionArgs) {
  return handleLeadForm(request, context, "home-preventivo", "/#contatti");
}

export const meta: Route.MetaFunction = staticPageMeta({
  title: "Finestre, porte e serramenti su misura",
  description:
    "Finestre, portefinestre, scorrevoli, porte d'ingresso, porte interne e tapparelle su misura, con garanzia 10 anni e posa professionale. Configura il tuo serramento e richiedi un preventivo gratuito.",
  path: "/",
});

export default function Home({ loaderData }: Route.ComponentProps) {
  const { categories, porteInterne } = loaderData;
  return (
    <>
      <HeroCarousel />
      <CategoryBar categories={categories} />
      <CategoriesSection categories={categories} />
      <Suspense>
        <HomeSections
          featuredProducts={porteInterne}
          featuredTitle="Porte Interne"
          featuredCategorySlug={FEATURED_CATEGORY_SLUG}
        />
      </Suspense>
    </>
  );
}
