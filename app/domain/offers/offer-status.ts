// An offer's statuses (docs/product/offers.md#statuses). A draft is the
// office's; sending makes a version the customer answers; the offer's status
// is its latest version's answer, so a new version puts it back to «Inviata».

export const offerStatuses = ["bozza", "inviata", "accettata", "rifiutata", "modifica-richiesta"] as const;
export type OfferStatus = (typeof offerStatuses)[number];

export const offerStatusLabels: Record<OfferStatus, string> = {
  bozza: "Bozza",
  inviata: "Inviata",
  accettata: "Accettata",
  rifiutata: "Rifiutata",
  "modifica-richiesta": "Modifica richiesta",
};

/** How the customer (or staff for them) answered one version. */
export const offerDecisions = ["accepted", "declined", "change-requested"] as const;
export type OfferDecision = (typeof offerDecisions)[number];

export const offerStatusAfter: Record<OfferDecision, OfferStatus> = {
  accepted: "accettata",
  declined: "rifiutata",
  "change-requested": "modifica-richiesta",
};

/** An accepted offer became an order: it is closed to edits and to new versions. */
export function isOfferEditable(status: OfferStatus): boolean {
  return status !== "accettata";
}
