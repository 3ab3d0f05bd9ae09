import type { Product } from "./catalogue.ts";
import { effectiveRating } from "./star-rating.ts";

// The listing's sort and view live in the URL (?sort=price-asc&view=list), so a
// shared link shows the same thing and the controls work without JavaScript.

export const SORT_PARAM = "sort";
export const VIEW_PARAM = "view";

export type SortMode = "default" | "price-asc" | "price-desc" | "rating";
export type ViewMode = "grid" | "list";

export const DEFAULT_SORT_MODE: SortMode = "default";
export const DEFAULT_VIEW_MODE: ViewMode = "grid";

/** The sort select's options; the default is the empty value, so the URL stays clean. */
export const sortOptions: ReadonlyArray<{ mode: SortMode; value: string; label: string }> = [
  { mode: "default", value: "", label: "Filtra per" },
  { mode: "price-asc", value: "price-asc", label: "Prezzo crescente" },
  { mode: "price-desc", value: "price-desc", label: "Prezzo decrescente" },
  { mode: "rating", value: "rating", label: "Popolarità" },
];

/** Unknown or missing values mean the default order. */
export function parseSortMode(raw: string | null | undefined): SortMode {
  const option = sortOptions.find((candidate) => candidate.value !== "" && candidate.value === raw);
  return option?.mode ?? DEFAULT_SORT_MODE;
}

/** Unknown or missing values mean the grid. */
export function parseViewMode(raw: string | null | undefined): ViewMode {
  return raw === "list" ? "list" : DEFAULT_VIEW_MODE;
}

/** The search-param value of a mode, or null for the default (left out of the URL). */
export function sortParamValue(mode: SortMode): string | null {
  return mode === DEFAULT_SORT_MODE ? null : mode;
}

export function viewParamValue(mode: ViewMode): string | null {
  return mode === DEFAULT_VIEW_MODE ? null : mode;
}

type SortableProduct = Pick<Product, "basePriceCents" | "rating">;

const comparators: Record<
  Exclude<SortMode, "default">,
  (a: SortableProduct, b: SortableProduct) => number
> = {
  "price-asc": (a, b) => a.basePriceCents - b.basePriceCents,
  "price-desc": (a, b) => b.basePriceCents - a.basePriceCents,
  rating: (a, b) => effectiveRating(b.rating) - effectiveRating(a.rating),
};

/** A sorted copy; ties keep the catalogue order (Array.prototype.sort is stable). */
export function sortProducts<T extends SortableProduct>(products: readonly T[], mode: SortMode): T[] {
  if (mode === "default") return [...products];
  return [...products].sort(comparators[mode]);
}

/**
 * True when two URLs differ only in the listing's sort or view: the page's data is
 * unchanged, so the route need not load it again.
 */
export function isListingViewChange(currentUrl: URL, nextUrl: URL): boolean {
  if (currentUrl.pathname !== nextUrl.pathname) return false;
  const withoutListingParams = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(SORT_PARAM);
    params.delete(VIEW_PARAM);
    params.sort();
    return params.toString();
  };
  return withoutListingParams(currentUrl) === withoutListingParams(nextUrl);
}

/**
 * A listing route's `shouldRevalidate`: sorting and switching view reorder what is
 * already on the page, so only other navigations load the data again.
 */
export function shouldRevalidateListing({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: {
  currentUrl: URL;
  nextUrl: URL;
  defaultShouldRevalidate: boolean;
}): boolean {
  return isListingViewChange(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}
