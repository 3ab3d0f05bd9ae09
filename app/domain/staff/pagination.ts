import { z } from "zod";

// Server-side pagination of the back-office lists (docs/product/back-office.md):
// the page travels in the URL as ?pagina=N, so a list can be bookmarked and
// works without JavaScript.

export const PAGE_PARAM = "pagina";

/** ?pagina=N: a missing, malformed or absurd value reads as the first page. */
export const pageNumberSchema = z.coerce.number().int().min(1).max(100_000).catch(1);

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The same list's URL on another page: every filter is kept. */
export function pageHref(pathname: string, search: URLSearchParams | string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete(PAGE_PARAM);
  else params.set(PAGE_PARAM, String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** One page of a back-office list, and how many rows match the filters in all. */
export interface ListPage<Row> {
  rows: Row[];
  total: number;
  page: number;
  pageCount: number;
}
