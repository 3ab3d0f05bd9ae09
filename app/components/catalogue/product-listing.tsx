import { LayoutGrid, List, type LucideIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, useLocation, useNavigation, useSearchParams } from "react-router";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { PriceCalculatorLauncher } from "#app/components/window-configurator/price-calculator-launcher.tsx";
import type { Product } from "#app/domain/catalogue.ts";
import {
  parseSortMode,
  parseViewMode,
  SORT_PARAM,
  type SortMode,
  sortOptions,
  sortParamValue,
  sortProducts,
  VIEW_PARAM,
  type ViewMode,
  viewParamValue,
} from "#app/domain/product-sort.ts";
import { type HeadingLevel, ProductCard } from "./product-card.tsx";

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

function withParam(params: URLSearchParams, name: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === null) next.delete(name);
  else next.set(name, value);
  return next;
}

function searchOf(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : "";
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
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  // Without JavaScript, 'Calcola Prezzo' is a link to the product's configurator;
  // once hydrated it opens the calculator overlay here.
  const [calculating, setCalculating] = useState<Product | null>(null);
  const openCalculator = onCalculatePrice ?? (hydrated ? setCalculating : undefined);
  const titleId = useId();
  const sortId = useId();

  const sortMode = parseSortMode(searchParams.get(SORT_PARAM));
  const sortValue = sortParamValue(sortMode) ?? "";
  const sortSelect = useRef<HTMLSelectElement>(null);
  // The select is uncontrolled so that the choice stays put while the navigation runs;
  // it follows the URL when that changes another way (back button, a link).
  useEffect(() => {
    if (sortSelect.current && sortSelect.current.value !== sortValue) sortSelect.current.value = sortValue;
  }, [sortValue]);
  const viewMode = parseViewMode(searchParams.get(VIEW_PARAM));
  const sorted = sortProducts(products, sortMode);
  const shown = limit !== undefined && limit >= 0 ? sorted.slice(0, limit) : sorted;
  const Heading = `h${headingLevel}` as const;
  const cardHeadingLevel = (headingLevel + 1) as HeadingLevel;
  const loadingHere = navigation.state === "loading" && navigation.location.pathname === location.pathname;

  // Sort and view only reorder data already on the page, so they replace the entry instead of piling up history.
  const applySort = (mode: SortMode) =>
    setSearchParams(withParam(searchParams, SORT_PARAM, sortParamValue(mode)), {
      preventScrollReset: true,
      replace: true,
    });
  const applyView = (mode: ViewMode) =>
    setSearchParams(withParam(searchParams, VIEW_PARAM, viewParamValue(mode)), {
      preventScrollReset: true,
      replace: true,
    });

  const showSeeMore = seeMore && categorySlug !== undefined && products.length > SEE_MORE_THRESHOLD;

  return (
    <section id={id} aria-labelledby={titleId} className="scroll-mt-20">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <Heading id={titleId} className="text-2xl font-bold text-slate-900">
          {title}
        </Heading>
        {products.length > 0 ? (
          <div className="flex flex-wrap items-center gap-3">
            {/* Without JavaScript this is an ordinary GET form; with it the select applies itself. */}
            <Form
              method="get"
              action={`${location.pathname}#${id}`}
              preventScrollReset
              className="flex items-center gap-2"
            >
              {[...searchParams.entries()]
                .filter(([name]) => name !== SORT_PARAM)
                .map(([name, value]) => (
                  <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
                ))}
              <label htmlFor={sortId} className="text-sm font-medium text-slate-800">
                Ordina per
              </label>
              <select
                id={sortId}
                name={SORT_PARAM}
                ref={sortSelect}
                defaultValue={sortValue}
                onChange={(event) => applySort(parseSortMode(event.currentTarget.value))}
                className="rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900"
              >
                {sortOptions.map((option) => (
                  <option key={option.mode} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
              {hydrated ? null : (
                <button
                  type="submit"
                  className="rounded-md border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
                >
                  Applica
                </button>
              )}
            </Form>
            <fieldset className="flex items-center gap-1">
              <legend className="sr-only">Visualizzazione</legend>
              {viewToggles.map((toggle) => (
                <ViewToggle
                  key={toggle.mode}
                  {...toggle}
                  active={viewMode === toggle.mode}
                  href={`${location.pathname}${searchOf(withParam(searchParams, VIEW_PARAM, viewParamValue(toggle.mode)))}#${id}`}
                  onSelect={applyView}
                />
              ))}
            </fieldset>
          </div>
        ) : null}
      </div>

      <p role="status" className="sr-only">
        {loadingHere ? "Caricamento prodotti..." : ""}
      </p>

      {shown.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700">
          Nessun prodotto disponibile in questa sezione.
        </p>
      ) : (
        <ul
          className={
            viewMode === "grid"
              ? "mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
              : "mt-6 flex flex-col gap-4"
          }
        >
          {shown.map((product) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                layout={viewMode}
                headingLevel={cardHeadingLevel}
                onCalculatePrice={openCalculator}
              />
            </li>
          ))}
        </ul>
      )}

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

const viewToggles: readonly { mode: ViewMode; label: string; Icon: LucideIcon }[] = [
  { mode: "grid", label: "Vista griglia", Icon: LayoutGrid },
  { mode: "list", label: "Vista elenco", Icon: List },
];

interface ViewToggleProps {
  mode: ViewMode;
  label: string;
  Icon: LucideIcon;
  active: boolean;
  /** A real URL, so the toggle works without JavaScript and can be opened in a new tab. */
  href: string;
  onSelect: (mode: ViewMode) => void;
}

function ViewToggle({ mode, label, Icon, active, href, onSelect }: ViewToggleProps) {
  return (
    <Link
      to={href}
      aria-label={label}
      title={label}
      aria-current={active ? "true" : undefined}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        onSelect(mode);
      }}
      className={`inline-flex size-10 items-center justify-center rounded-md border ${
        active
          ? "border-brand-700 bg-brand-700 text-white"
          : "border-slate-400 bg-white text-slate-800 hover:bg-slate-50"
      }`}
    >
      <Icon className="size-5" aria-hidden="true" />
    </Link>
  );
}
