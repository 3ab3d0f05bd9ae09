import { z } from "zod";
import { type OfferStatus, offerStatuses } from "./offer-status.ts";

// The back office's list of offers with lines (docs/product/offers.md#the-offer-list):
// its filters live in the URL, so the dashboard's cards link to the very
// rows they count.

/** An offer sent and not answered whose validity ends within this many days is «in scadenza». */
export const EXPIRING_WITHIN_DAYS = 7;

export const offerListFilterSchema = z.object({
  stato: z.enum(offerStatuses).optional().catch(undefined),
  /** «1»: only offers waiting for an answer whose validity ends within EXPIRING_WITHIN_DAYS. */
  scadenza: z.literal("1").optional().catch(undefined),
});
export type OfferListFilter = z.infer<typeof offerListFilterSchema>;

export function staffOffersHref(filter: OfferListFilter = {}): string {
  const params = new URLSearchParams();
  if (filter.stato) params.set("stato", filter.stato);
  if (filter.scadenza) params.set("scadenza", filter.scadenza);
  const query = params.toString();
  return query ? `/gestione/offerte?${query}` : "/gestione/offerte";
}

export interface OfferListRow {
  id: number;
  number: string;
  href: string;
  jobNumber: string;
  customerName: string;
  status: OfferStatus;
  validUntil: string;
  /** The latest version's total; null for a draft never sent. */
  totalCents: number | null;
  createdAt: string;
}
