import { z } from "zod";
import type { CustomerQuoteSummary } from "../requests/quote-view.ts";
import type { RequestStatus } from "../requests/request-status.ts";
import { filterTextSchema, parseListFilter } from "./list-filters.ts";
import { PAGE_PARAM, pageNumberSchema } from "./pagination.ts";

// The back office's customers (docs/product/back-office.md#customers): the
// list's filters, which live in the URL, and what the list and the detail show.

export const CUSTOMER_PAGE_SIZE = 25;

const customerQuerySchema = z.object({
  cerca: filterTextSchema,
  [PAGE_PARAM]: pageNumberSchema,
});

export interface CustomerFilter {
  search?: string;
  page: number;
}

export function parseCustomerFilter(searchParams: URLSearchParams): CustomerFilter {
  return parseListFilter(customerQuerySchema, { search: "cerca", page: PAGE_PARAM }, searchParams);
}

export interface CustomerSummary {
  id: number;
  username: string;
  name: string;
  email: string | null;
  createdAt: string;
  /** ISO time of the anonymisation; null for a live account. */
  anonymizedAt: string | null;
}

export interface CustomerAccount extends CustomerSummary {
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  postalCode: string | null;
}

export interface CustomerLeadSummary {
  id: number;
  createdAt: string;
  status: RequestStatus;
  subject: string;
}

export interface CustomerOrderSummary {
  id: number;
  /** "A-2026-000045", as the customer knows it. */
  number: string;
  createdAt: string;
  status: string;
  totalCents: number;
  itemCount: number;
}

export interface CustomerSavedConfigurationSummary {
  id: number;
  name: string;
  productName: string;
  createdAt: string;
  calculatedPriceCents: number;
}

/** A customer's page: the account and, read only, everything it holds. */
export interface CustomerDetail {
  account: CustomerAccount;
  orders: CustomerOrderSummary[];
  quoteRequests: CustomerQuoteSummary[];
  leads: CustomerLeadSummary[];
  savedConfigurations: CustomerSavedConfigurationSummary[];
}

/** The placeholders that replace an anonymised customer's personal data. */
export const ANONYMISED_NAME = { firstName: "Cliente", lastName: "anonimizzato" } as const;

export function anonymisedEmail(userId: number): string {
  return `anonimo-${userId}@example.invalid`;
}

/** With a "#", which sign-up refuses, so that it can never be a name somebody already holds. */
export function anonymisedUsername(userId: number): string {
  return `anonimo#${userId}`;
}
