import type { Refusal } from "../refusal.ts";
import {
  defineTransitions,
  type TransitionEdge,
  type TransitionWording,
  transitionNotAllowed,
} from "../status-machine.ts";

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

/** How a status change is made: staff sending a version, or an answer to one. */
export interface OfferTransitionFacts {
  via: "send" | "answer";
}

const offerWording: TransitionWording<OfferStatus> = {
  unchanged: (status) => `L'offerta è già «${offerStatusLabels[status]}».`,
  final: () => "L'offerta è già stata accettata: ora si modifica l'ordine.",
  notAllowed: ({ from, to }) =>
    `Un'offerta «${offerStatusLabels[from]}» non può diventare «${offerStatusLabels[to]}».`,
};

const bySending = (facts: OfferTransitionFacts, edge: TransitionEdge<OfferStatus>): Refusal | null =>
  facts.via === "send" ? null : transitionNotAllowed(offerWording, edge);
const byAnswer = (facts: OfferTransitionFacts, edge: TransitionEdge<OfferStatus>): Refusal | null =>
  facts.via === "answer" ? null : transitionNotAllowed(offerWording, edge);

/** The one table of an offer's changes (docs/product/offers.md#statuses); an accepted offer is final. */
export const offerTransitions = defineTransitions<OfferStatus, OfferTransitionFacts>(
  {
    bozza: { inviata: [bySending] },
    inviata: { accettata: [byAnswer], rifiutata: [byAnswer], "modifica-richiesta": [byAnswer] },
    rifiutata: { inviata: [bySending] },
    "modifica-richiesta": { inviata: [bySending] },
    accettata: {},
  },
  offerWording,
);
