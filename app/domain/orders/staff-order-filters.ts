import { z } from "zod";
import { paymentMethods } from "../cart-and-checkout/payment-methods.ts";
import { orderCollections } from "../payments/order-collection.ts";
import { filterDaySchema, filterTextSchema, parseListQuery } from "../staff/list-filters.ts";
import { PAGE_PARAM, pageNumberSchema } from "../staff/pagination.ts";
import { orderStatuses } from "./order-status.ts";

// The back office's order list filters (docs/product/back-office.md#orders):
// they live in the URL, so the list, its pages, its CSV export and the
// dashboard's links all read and write the same query string.

export const STAFF_ORDERS_PATH = "/gestione/ordini";
export const STAFF_ORDERS_PAGE_SIZE = 25;

export const staffOrderSorts = ["data-desc", "data-asc", "totale-desc", "totale-asc"] as const;
export type StaffOrderSort = (typeof staffOrderSorts)[number];

export const staffOrderSortLabels: Record<StaffOrderSort, string> = {
  "data-desc": "Data, dalla più recente",
  "data-asc": "Data, dalla meno recente",
  "totale-desc": "Totale, dal più alto",
  "totale-asc": "Totale, dal più basso",
};

/** Anything malformed in the URL is simply no filter: a list always answers. */
export const staffOrderFilterSchema = z.object({
  stato: z.enum(orderStatuses).optional().catch(undefined),
  dal: filterDaySchema,
  al: filterDaySchema,
  pagamento: z.enum(paymentMethods).optional().catch(undefined),
  /** Paid, part paid or nothing collected yet (docs/product/back-office.md#orders). */
  incasso: z.enum(orderCollections).optional().catch(undefined),
  /** Order number, customer name or e-mail. */
  q: filterTextSchema,
  ordina: z.enum(staffOrderSorts).catch("data-desc"),
  [PAGE_PARAM]: pageNumberSchema,
});

export type StaffOrderFilter = z.infer<typeof staffOrderFilterSchema>;

export function parseStaffOrderFilter(search: URLSearchParams): StaffOrderFilter {
  return parseListQuery(staffOrderFilterSchema, search);
}

/** The query string of a filter, without defaults, e.g. "stato=pending&dal=2026-03-01". */
export function staffOrderQuery(filter: Partial<StaffOrderFilter>): string {
  const params = new URLSearchParams();
  for (const key of ["stato", "dal", "al", "pagamento", "incasso", "q"] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  if (filter.ordina && filter.ordina !== "data-desc") params.set("ordina", filter.ordina);
  const page = filter[PAGE_PARAM];
  if (page && page > 1) params.set(PAGE_PARAM, String(page));
  return params.toString();
}

/** A link to the order list with these filters, e.g. from the dashboard. */
export function staffOrdersHref(filter: Partial<StaffOrderFilter> = {}, path = STAFF_ORDERS_PATH): string {
  const query = staffOrderQuery(filter);
  return query ? `${path}?${query}` : path;
}

/** An order as the list and its CSV export show it. */
export interface StaffOrderRow {
  id: number;
  /** "A-2026-000045" (docs/product/documents.md#numbers). */
  number: string;
  createdAt: string;
  status: string;
  /** The workshop's stage the status reads from (docs/product/production.md#stages). */
  stage?: string;
  paymentMethod: string;
  totalCents: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  city: string;
  /** What the shop keeps of the total so far (paid less refunded). */
  paidCents: number;
  /** A revision sent and not answered yet (docs/product/offers.md#orders-that-change); the list only. */
  pendingRevision?: boolean;
}
