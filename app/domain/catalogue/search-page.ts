// Where the search results live and how long a query may be: what the header's
// form, the search dialog and the /cerca page share. Nothing else here, so that
// the header's bundle carries a few bytes, not the search itself.

/** The server-rendered results page, which works without JavaScript. */
export const SEARCH_PAGE_PATH = "/cerca";

/** The longest query the shop reads; anything beyond is cut off. */
export const SEARCH_QUERY_MAX_LENGTH = 100;

/** `/cerca?q=…`: the results page for a query. */
export function searchPagePath(query: string): string {
  return `${SEARCH_PAGE_PATH}?${new URLSearchParams({ q: query })}`;
}
