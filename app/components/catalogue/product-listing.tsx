import { useId, useState } from "react";
import { Link, useLocation, useNavigation, useSearchParams } from "react-router";
import { PriceCalculatorLauncher } from "#app/components/configurator/window/price-calculator-launcher.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import type { Product } from "#app/domain/catalogue/catalogue.ts";
import {
  parseSortMode,
  parseViewMode,
  SORT_PARAM,
  sortProducts,
  VIEW_PARAM,
  type ViewMode,
} from "#app/domain/catalogue/product-sort.ts";
import { type HeadingLevel, ProductCard } from "./product-card.tsx";
import { ListingControls } from "./product-listing-controls.tsx";

/** 'See more' appears only when the list is longer than this (docs/product/catalogue.md#listings). */
const SEE_MORE_THRESHOLD = 4;

export interface ProductListingProps {
  products: Product[];
  title: string;
  categorySlug?: string;
  subcategorySlug?: string;
  /** Adds the link to the whole category when more than four products are listed. */
  seeMore?: boolean;
  /** Shows only the first `limit` products (after sorting). */
  limit?: number;
  /** Level of the title; product names sit one level below. */
  headingLevel?: 2 | 3 | 4 | 5;
  onCalculatePrice?: (product: Product) => void;
  /** The section's anchor. */
  id?: string;
}

export function ProductListing({
  products,
  title,
  categorySlug,
  subcategorySlug,
  seeMore = false,
  limit,
  headingLevel = 2,
  onCalculatePrice,
  id = "prodotti",
}: ProductListingProps) {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  // Without JavaScript, 'Calcola Prezzo' is a link to the product's configurator;
  // once hydrated it opens the calculator overlay here.
  const [calculating, setCalculating] = useState<Product | null>(null);
  const openCalculator = onCalculatePrice ?? (hydrated ? setCalculating : undefined);
  const titleId = useId();

  const sortMode = parseSortMode(searchParams.get(SORT_PARAM));
  const viewMode = parseViewMode(searchParams.get(VIEW_PARAM));
  const sorted = sortProducts(products, sortMode);
  const shown = limit !== undefined && limit >= 0 ? sorted.slice(0, limit) : sorted;
  const Heading = `h${headingLevel}` as const;
  const loadingHere = navigation.state === "loading" && navigation.location.pathname === location.pathname;

  const showSeeMore = seeMore && categorySlug !== undefined && products.length > SEE_MORE_THRESHOLD;

  return (
    <section id={id} aria-labelledby={titleId} className="scroll-mt-20">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <Heading id={titleId} className="text-2xl font-bold text-slate-900">
          {title}
        </Heading>
        {products.length > 0 ? <ListingControls anchor={id} /> : null}
      </div>

      <p role="status" className="sr-only">
        {loadingHere ? "Caricamento prodotti..." : ""}
      </p>

      <ProductCards
        products={shown}
        viewMode={viewMode}
        cardHeadingLevel={(headingLevel + 1) as HeadingLevel}
        onCalculatePrice={openCalculator}
      />

      {calculating ? (
        <PriceCalculatorLauncher product={calculating} onClose={() => setCalculating(null)} />
      ) : null}

      {showSeeMore ? (
        <p className="mt-8 text-center">
          <Link
            to={`/category/${categorySlug}`}
            className="inline-block rounded-md border border-brand-700 px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50"
          >
            {subcategorySlug
              ? "Click to see more products"
              : `Visualizza tutti i modelli ${title.toLowerCase()}`}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

interface ProductCardsProps {
  products: Product[];
  viewMode: ViewMode;
  cardHeadingLevel: HeadingLevel;
  onCalculatePrice: ((product: Product) => void) | undefined;
}

/** The cards in the chosen layout, or a note when the section has none. */
function ProductCards({ products, viewMode, cardHeadingLevel, onCalculatePrice }: ProductCardsProps) {
  if (products.length === 0) {
    return (
      <p className="mt-6 rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700">
        Nessun prodotto disponibile in questa sezione.
      </p>
    );
  }
  return (
    <ul
      className={
        viewMode === "grid"
          ? "mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          : "mt-6 flex flex-col gap-4"
      }
    >
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            layout={viewMode}
            headingLevel={cardHeadingLevel}
            onCalculatePrice={onCalculatePrice}
          />
        </li>
      ))}
    </ul>
  );
}
