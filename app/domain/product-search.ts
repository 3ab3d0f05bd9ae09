// Client-side product search (docs/product/catalogue.md#search): a substring match on
// name or description that ignores case and accents, so that a visitor typing
// "ceramica" on a phone keyboard still finds "cerámica".

/** How many hits the search dialog lists: enough to scan, few enough to stay fast on a phone. */
export const SEARCH_RESULT_LIMIT = 20;

export interface SearchableProduct {
  name: string;
  description: string;
}

/** Lower-cased text with accents and other combining marks removed. */
export function foldForSearch(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * The products whose name or description contains the query, in catalogue order.
 * A blank query matches nothing: the dialog then shows its hint instead of the whole catalogue.
 */
export function searchProducts<T extends SearchableProduct>(
  products: readonly T[],
  query: string,
  limit: number = SEARCH_RESULT_LIMIT,
): T[] {
  const needle = foldForSearch(query.trim());
  if (needle === "") return [];
  const hits: T[] = [];
  for (const product of products) {
    if (hits.length >= limit) break;
    if (foldForSearch(product.name).includes(needle) || foldForSearch(product.description).includes(needle)) {
      hits.push(product);
    }
  }
  return hits;
}
