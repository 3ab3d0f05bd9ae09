import { formatDateTime } from "../italian-formats/dates.ts";
import { formatEuroCents } from "../italian-formats/money.ts";
import { orderStatusLabels } from "../orders/order-status.ts";
import { requestStatusLabels } from "../requests/request-status.ts";

// The audit log in words (docs/product/back-office.md#audit): each change of a
// row as «Prezzo: 60,00 € → 80,00 €», with the field's Italian name and the
// value as staff read it elsewhere (euros, «Sì»/«No», statuses by their
// label, local times), instead of the stored JSON.

const fieldLabels: Readonly<Record<string, string>> = {
  status: "Stato",
  version: "Versione",
  note: "Nota",
  noteVisibleToCustomer: "Nota visibile al cliente",
  priceCents: "Prezzo",
  minimumCents: "Minimo",
  basePriceCents: "Prezzo base",
  paidCents: "Pagato",
  amountCents: "Importo",
  offeredPriceCents: "Prezzo offerto",
  offerReason: "Motivo dell'offerta",
  assignedTo: "Assegnata a",
  hidden: "Nascosto",
  minWeeks: "Settimane (da)",
  maxWeeks: "Settimane (a)",
  minWidthMm: "Larghezza minima (mm)",
  maxWidthMm: "Larghezza massima (mm)",
  minHeightMm: "Altezza minima (mm)",
  maxHeightMm: "Altezza massima (mm)",
  attempts: "Tentativi",
  username: "Nome utente",
  role: "Ruolo",
  email: "E-mail",
  disabledAt: "Disattivato il",
  anonymizedAt: "Anonimizzato il",
  quoteRequests: "Preventivi",
  leads: "Contatti",
  customerName: "Nome del cliente",
  customerEmail: "E-mail del cliente",
  customerPhone: "Telefono del cliente",
  siteStreet: "Indirizzo del cantiere",
  sitePostalCode: "CAP",
  siteCity: "Città",
  siteProvince: "Provincia",
  siteFloor: "Piano",
  siteLift: "Ascensore",
  siteAccessNotes: "Note di accesso",
};

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One stored value as staff read it. */
export function auditValueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "Sì" : "No";
  if (typeof value === "number" && field.endsWith("Cents")) return formatEuroCents(value);
  if (typeof value === "string" && field === "status")
    return (
      (orderStatusLabels as Record<string, string>)[value] ??
      (requestStatusLabels as Record<string, string>)[value] ??
      value
    );
  if (typeof value === "string" && ISO_TIME.test(value)) return formatDateTime(value);
  if (Array.isArray(value))
    return value.length === 0 ? "—" : value.map((item) => auditValueText("", item)).join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/**
 * The fields a change touched, in the order the row names them: the value before
 * and after («—» for none); a field that did not move is left out. The version is
 * bookkeeping, not a change anyone made.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const from = asRecord(before);
  const to = asRecord(after);
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])].filter(
    (field) => field !== "version",
  );
  return fields
    .map((field) => ({
      field: fieldLabels[field] ?? field,
      before: auditValueText(field, from[field]),
      after: auditValueText(field, to[field]),
    }))
    .filter((change) => change.before !== change.after);
}
