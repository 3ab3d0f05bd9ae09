import { type Refusal, refuse } from "../refusal.ts";
import {
  allowedTransitions,
  defineTransitions,
  type TransitionGuard,
  type TransitionWording,
  transitionNotAllowed,
  transitionRefusal,
  transitionTargetsByStatus,
} from "../status-machine.ts";

// The inbox's statuses and the one table of allowed changes
// (docs/product/back-office.md#quote-requests-and-leads). Quote requests and
// leads share them; a quote request reaches "offerta inviata" only by saving
// an offer, a lead (which has no price) by a plain status change, and
// "accettata" from before an offer only by its customer's acceptance.

export const requestStatuses = [
  "nuova",
  "in-lavorazione",
  "offerta-inviata",
  "accettata",
  "rifiutata",
  "chiusa",
] as const;

export type RequestStatus = (typeof requestStatuses)[number];

export const requestStatusLabels: Record<RequestStatus, string> = {
  nuova: "Nuova",
  "in-lavorazione": "In lavorazione",
  "offerta-inviata": "Offerta inviata",
  accettata: "Accettata",
  rifiutata: "Rifiutata",
  chiusa: "Chiusa",
};

/** The two kinds of request in the inbox, as they read in its URLs. */
export const requestKinds = ["preventivo", "contatto"] as const;

export type RequestKind = (typeof requestKinds)[number];

export const requestKindLabels: Record<RequestKind, string> = {
  preventivo: "Preventivo",
  contatto: "Contatto",
};

/**
 * How staff name a request: a quote by its number, the one the customer holds
 * ("Preventivo P-2026-000123"); a lead, which has none, by its id ("Contatto n. 12").
 */
export function requestTitle(request: { kind: RequestKind; id: number; number: string | null }): string {
  return request.number
    ? `${requestKindLabels[request.kind]} ${request.number}`
    : `${requestKindLabels[request.kind]} n. ${request.id}`;
}

/** Which form a lead came from, as the inbox names it. */
export const leadSourceLabels = {
  contatti: "Modulo contatti",
  "home-preventivo": "Preventivo dalla home",
  carrello: "Preventivo per tutto il carrello",
} as const;

export function isRequestKind(value: unknown): value is RequestKind {
  return (requestKinds as readonly unknown[]).includes(value);
}

const quoted = (status: RequestStatus) => `«${requestStatusLabels[status]}»`;

/**
 * What the table's guards read about a change: the kind of request, and how
 * the change is made: staff's status form, saving an offer, or the customer's
 * «Accetta e ordina» on their quote page.
 */
export interface RequestTransitionFacts {
  kind: RequestKind;
  via: "status-form" | "offer" | "customer-acceptance";
}

type RequestGuard = TransitionGuard<RequestStatus, RequestTransitionFacts>;

const wording: TransitionWording<RequestStatus> = {
  unchanged: (status) => `La richiesta è già ${quoted(status)}`,
  final: (status) => `La richiesta è ${quoted(status)}: lo stato non può più cambiare`,
  notAllowed: ({ from, to }) => `Da ${quoted(from)} non si può passare a ${quoted(to)}`,
};

const OFFER_SETS_STATUS_MESSAGE = `Un preventivo passa a ${quoted("offerta-inviata")} quando salvi l'offerta`;

/** The edge is staff's to take with the status form. */
const byStaff: RequestGuard = (facts, edge) =>
  facts.via === "status-form" ? null : transitionNotAllowed(wording, edge);

/** Only the customer accepting their quote takes this edge; to staff it does not exist. */
const byCustomerAcceptance: RequestGuard = (facts, edge) =>
  facts.kind === "preventivo" && facts.via === "customer-acceptance"
    ? null
    : transitionNotAllowed(wording, edge);

/** Staff record an answer given to them, or the customer accepts their quote. */
const byStaffOrCustomerAcceptance: RequestGuard = (facts, edge) =>
  facts.via === "customer-acceptance" ? byCustomerAcceptance(facts, edge) : byStaff(facts, edge);

/** A quote request gets "offerta inviata" from its offer; a lead, which has no price, from the status form. */
const offerSetsQuoteStatus: RequestGuard = (facts, edge) => {
  if (facts.kind === "contatto") return byStaff(facts, edge);
  return facts.via === "offer"
    ? null
    : refuse.conflict(OFFER_SETS_STATUS_MESSAGE, { reason: "offer-sets-status" });
};

/**
 * The one table of allowed changes, each with its guards. "Chiusa" is
 * reachable by staff from every state that is not final; accettata, rifiutata
 * and chiusa are final. A valid quote can be accepted by its customer from any
 * state that is not final (docs/product/documents.md#accepting-a-quote).
 */
const requestStatusMachine = defineTransitions<RequestStatus, RequestTransitionFacts>(
  {
    nuova: { "in-lavorazione": [byStaff], chiusa: [byStaff], accettata: [byCustomerAcceptance] },
    "in-lavorazione": {
      "offerta-inviata": [offerSetsQuoteStatus],
      chiusa: [byStaff],
      accettata: [byCustomerAcceptance],
    },
    "offerta-inviata": { accettata: [byStaffOrCustomerAcceptance], rifiutata: [byStaff], chiusa: [byStaff] },
    accettata: {},
    rifiutata: {},
    chiusa: {},
  },
  wording,
);

/** Each status → every status it has an edge to, whoever may take it. */
export const requestTransitions = transitionTargetsByStatus(requestStatusMachine);

/** The statuses a staff member may pick in the status form of a request of `kind`. */
export function manualRequestTransitions(kind: RequestKind, from: RequestStatus): RequestStatus[] {
  return allowedTransitions(requestStatusMachine, from, { kind, via: "status-form" });
}

/** Why the table refuses `from → to` made this way (a conflict), or null when it allows it. */
export function requestTransitionRefusal(
  from: RequestStatus,
  to: RequestStatus,
  facts: RequestTransitionFacts,
): Refusal | null {
  return transitionRefusal(requestStatusMachine, from, to, facts);
}

/**
 * Why an offer cannot be saved now (409), or null. An offer is made once the
 * request is "in lavorazione" (and moves it to "offerta inviata"); while the
 * customer has not answered, a new offer replaces the previous one.
 */
export function offerRefusal(status: RequestStatus): string | null {
  if (status === "in-lavorazione" || status === "offerta-inviata") return null;
  if (status === "nuova")
    return `Prendi in carico la richiesta (${quoted("in-lavorazione")}) prima di fare un'offerta`;
  return `La richiesta è ${quoted(status)}: non si può più fare un'offerta`;
}
