import { z } from "zod";
import { filterDaySchema, filterTextSchema, parseListFilter } from "../staff/list-filters.ts";
import { PAGE_PARAM, pageNumberSchema } from "../staff/pagination.ts";
import { type RequestKind, type RequestStatus, requestKinds, requestStatuses } from "./request-status.ts";

// The inbox of quote requests and leads (docs/product/back-office.md#quote-requests-and-leads):
// its filters, which live in the URL, and what a row shows.

export const INBOX_PAGE_SIZE = 25;

/** ?tipo=&stato=&dal=&al=&cerca=&pagina=: anything malformed is simply no filter. */
const inboxQuerySchema = z.object({
  tipo: z.enum(requestKinds).optional().catch(undefined),
  stato: z.enum(requestStatuses).optional().catch(undefined),
  dal: filterDaySchema,
  al: filterDaySchema,
  cerca: filterTextSchema,
  [PAGE_PARAM]: pageNumberSchema,
});

export interface InboxFilter {
  kind?: RequestKind;
  status?: RequestStatus;
  /** yyyy-mm-dd, from the start of that day in Italy. */
  from?: string;
  /** yyyy-mm-dd, up to the end of that day in Italy. */
  to?: string;
  search?: string;
  page: number;
}

/** The URL parameter of each filter, both ways: parsed by the list, written by the form and the CSV link. */
const inboxParamNames = {
  kind: "tipo",
  status: "stato",
  from: "dal",
  to: "al",
  search: "cerca",
  page: PAGE_PARAM,
} as const;

export function parseInboxFilter(searchParams: URLSearchParams): InboxFilter {
  return parseListFilter(inboxQuerySchema, inboxParamNames, searchParams);
}

/** The same filters as URL parameters (no page): the CSV link and the form's values. */
export function inboxFilterParams(filter: InboxFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of ["kind", "status", "from", "to", "search"] as const) {
    const value = filter[field];
    if (value) params.set(inboxParamNames[field], value);
  }
  return params;
}

/** One row of the inbox: a quote request or a lead. */
export interface InboxItem {
  kind: RequestKind;
  id: number;
  /** A quote's number ("P-2026-000123"); null for a lead. */
  number: string | null;
  /** ISO time it arrived. */
  createdAt: string;
  status: RequestStatus;
  name: string;
  email: string;
  phone: string;
  /** The product of a quote request; the form and product interest of a lead. */
  subject: string;
  /** The server's price at request time; null for a lead. */
  priceCents: number | null;
  offeredPriceCents: number | null;
  /** Username of the staff member it is assigned to. */
  assignee: string | null;
}

/** Where a request's page is. */
export function requestPath(kind: RequestKind, id: number): string {
  return `/gestione/richieste/${kind}/${id}`;
}
