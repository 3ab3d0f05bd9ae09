// Links into the quote and lead inbox (/gestione/richieste) from elsewhere in
// the back office, e.g. the dashboard. The inbox reads the same parameters
// (docs/product/back-office.md#dashboard): `tipo` is preventivo (configurator
// quote requests) or contatto (the contact and home forms), `stato` the
// request's status, "nuova" for those nobody has answered yet.

export const STAFF_REQUESTS_PATH = "/gestione/richieste";

export type StaffRequestKind = "preventivo" | "contatto";

export function staffRequestsHref(kind: StaffRequestKind, status = "nuova"): string {
  return `${STAFF_REQUESTS_PATH}?${new URLSearchParams({ tipo: kind, stato: status })}`;
}
