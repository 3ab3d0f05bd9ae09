import { ProductListing } from "#app/components/catalogue/product-listing.tsx";
import type { Product } from "#app/domain/catalogue/catalogue.ts";
import { AdvantagesSection } from "./advantages-section.tsx";
import { ConfiguratorSection } from "./configurator-section.tsx";
import { ContactSection } from "./contact-section.tsx";
import { IntroBlocks } from "./intro-blocks.tsx";

export interface HomeSectionsProps {
  /** The featured category's products, or null when that category does not exist. */
  featuredProducts: Product[] | null;
  featuredTitle: string;
  featuredCategorySlug: string;
}

/** The home page below the categories: its code loads as the page hydrates (home.tsx). */
export function HomeSections({ featuredProducts, featuredTitle, featuredCategorySlug }: HomeSectionsProps) {
  return (
    <>
      <IntroBlocks />
      {featuredProducts ? (
        <div className="mx-auto max-w-7xl px-4 pb-16">
          <ProductListing
            products={featuredProducts}
            title={featuredTitle}
            categorySlug={featuredCategorySlug}
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
