import { ProductListing } from "#app/components/catalogue/product-listing.tsx";
import { AdvantagesSection } from "#app/components/home/advantages-section.tsx";
import { CategoriesSection } from "#app/components/home/categories-section.tsx";
import { CategoryBar } from "#app/components/home/category-bar.tsx";
import { ConfiguratorSection } from "#app/components/home/configurator-section.tsx";
import { ContactSection } from "#app/components/home/contact-section.tsx";
import { HeroCarousel } from "#app/components/home/hero-carousel.tsx";
import { IntroBlocks } from "#app/components/home/intro-blocks.tsx";
import { staticPageMeta } from "#app/domain/seo.ts";
import { listCategories, listProducts } from "#app/server/catalogue.server.ts";
import { dbContext } from "#app/server/http/context.server.ts";
import { handleLeadForm } from "#app/server/lead-form-action.server.ts";
import type { Route } from "./+types/home";

const FEATURED_CATEGORY_SLUG = "porte-interne";

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
      <IntroBlocks />
      {porteInterne ? (
        <div className="mx-auto max-w-7xl px-4 pb-16">
          <ProductListing
            products={porteInterne}
            title="Porte Interne"
            categorySlug={FEATURED_CATEGORY_SLUG}
            seeMore
            limit={4}
          />
        </div>
      ) : null}
      <ConfiguratorSection />
      <AdvantagesSection />
      <ContactSection />
    </>
  );
}
