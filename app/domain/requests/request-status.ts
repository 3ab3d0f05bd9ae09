// The inbox's statuses and the one table of allowed changes
// (docs/product/back-office.md#quote-requests-and-leads). Quote requests and
// leads share them; a quote request reaches "offerta inviata" only by saving
// an offer, a lead (which has no price) by a plain status change.

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
} as const;

export function isRequestKind(value: unknown): value is RequestKind {
  return (requestKinds as readonly unknown[]).includes(value);
}

/**
 * Every allowed change, from → to. "Chiusa" is reachable from every state that
 * is not final; accettata, rifiutata and chiusa are final.
 */
export const requestTransitions: Record<RequestStatus, readonly RequestStatus[]> = {
  nuova: ["in-lavorazione", "chiusa"],
  "in-lavorazione": ["offerta-inviata", "chiusa"],
  "offerta-inviata": ["accettata", "rifiutata", "chiusa"],
  accettata: [],
  rifiutata: [],
  chiusa: [],
};

export function isRequestStatus(value: unknown): value is RequestStatus {
  return (requestStatuses as readonly unknown[]).includes(value);
}

export function isFinalRequestStatus(status: RequestStatus): boolean {
  return requestTransitions[status].length === 0;
}

const quoted = (status: RequestStatus) => `«${requestStatusLabels[status]}»`;

export const OFFER_SETS_STATUS_MESSAGE = `Un preventivo passa a ${quoted("offerta-inviata")} quando salvi l'offerta`;

/**
 * The statuses a staff member may pick in the status form: the table's
 * targets, except that a quote request gets "offerta inviata" from its offer.
 */
export function manualRequestTransitions(kind: RequestKind, from: RequestStatus): RequestStatus[] {
  return requestTransitions[from].filter((to) => !(kind === "preventivo" && to === "offerta-inviata"));
}

/** Why a status change is refused (answered 409), or null when the table allows it. */
export function requestTransitionRefusal(
  kind: RequestKind,
  from: RequestStatus,
  to: RequestStatus,
): string | null {
  if (from === to) return `La richiesta è già ${quoted(from)}`;
  if (isFinalRequestStatus(from)) return `La richiesta è ${quoted(from)}: lo stato non può più cambiare`;
  if (!requestTransitions[from].includes(to)) return `Da ${quoted(from)} non si può passare a ${quoted(to)}`;
  if (kind === "preventivo" && to === "offerta-inviata") return OFFER_SETS_STATUS_MESSAGE;
  return null;
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
