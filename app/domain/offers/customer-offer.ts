import type { OfferVersionDocument } from "./offer-document.ts";
import type { OfferDecision, OfferStatus } from "./offer-status.ts";

// The customer's offer as their page reads it (docs/product/offers.md#accepting).

export interface CustomerOfferVersion {
  versionNumber: number;
  sentAt: string;
  totalCents: number;
  validUntil: string;
  decision: OfferDecision | null;
  decidedAt: string | null;
  decisionNote: string;
}

export interface CustomerOffer {
  number: string;
  status: OfferStatus;
  statusLabel: string;
  jobNumber: string;
  /** The version to answer (or answered): the whole document. */
  latest: CustomerOfferVersion & {
    document: OfferVersionDocument;
    includesInstallation: boolean;
    /**
     * With installation, what the total becomes with the reduced VAT (docs/product/vat.md):
     * under the revised order's declaration, or for a home as maintenance work; null when nothing is saved.
     */
    reducedVat: { totalCents: number; savingCents: number } | null;
  };
  /** Every earlier version, newest first: still readable through its PDF. */
  older: CustomerOfferVersion[];
  /** The order an acceptance made. */
  orderId: number | null;
  /**
   * The order this offer changes (docs/product/offers.md#orders-that-change), and whether it
   * already has the building's use; null for an ordinary offer.
   */
  revisesOrder: { id: number; number: string; declared: boolean } | null;
  /** Where the work is, as the job says: the acceptance's address starts from it. */
  site: { street: string; postalCode: string; city: string; province: string };
}

/** One offer in the customer's list of quotes (/preventivi). */
export interface CustomerOfferSummary {
  id: number;
  number: string;
  statusLabel: string;
  versionNumber: number;
  sentAt: string;
  totalCents: number;
  validUntil: string;
}
