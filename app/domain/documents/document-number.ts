import { shopCalendarDay } from "../italian-formats/dates.ts";

// The numbers customers and staff read on quotes and orders
// (docs/product/documents.md#numbers): "P-2026-000123" for a quote request,
// "A-2026-000045" for an order, "O-2026-000007" for an offer the office
// writes, "C-2026-000012" for the job (commessa) they
// belong to. A yearly sequence per prefix, in the shop's calendar; the database
// id stays internal.

export const documentPrefixes = {
  quote: "P",
  order: "A",
  job: "C",
  offer: "O",
  // To a supplier (docs/product/production.md#purchase-orders) and with the
  // goods (docs/product/production.md#delivery-notes).
  purchaseOrder: "OF",
  deliveryNote: "DDT",
} as const;
export type DocumentPrefix = (typeof documentPrefixes)[keyof typeof documentPrefixes];

/** The shop's calendar year of an instant (Europe/Rome: 1 January starts at 23:00 UTC). */
export function shopYear(at: Date | string): number {
  return Number(shopCalendarDay(at).slice(0, 4));
}

export function formatDocumentNumber(prefix: DocumentPrefix, year: number, sequence: number): string {
  return `${prefix}-${year}-${String(sequence).padStart(6, "0")}`;
}
