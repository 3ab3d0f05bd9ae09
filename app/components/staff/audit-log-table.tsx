import { formatDateTime } from "#app/domain/italian-formats/dates.ts";
import type { AuditLogEntry } from "#app/domain/staff/audit.ts";
import { StaffColumnTable, type StaffTableDefinition } from "./staff-column-table.tsx";
import { textColumn } from "./staff-columns.tsx";

// Readable names for the actions this code writes; an action without one shows its code.
const actionLabels: Record<string, string> = {
  "staff.first-admin": "Primo amministratore creato all'avvio",
  "staff.create": "Account del personale creato",
  "staff.disable": "Account disattivato",
  "staff.enable": "Account riattivato",
  "order.status": "Stato dell'ordine cambiato",
  "request.status": "Stato della richiesta cambiato",
  "request.assign": "Richiesta assegnata",
  "request.note": "Nota interna aggiunta",
  "request.offer": "Offerta salvata",
  "customer.export": "Dati del cliente esportati",
  "customer.anonymise": "Cliente anonimizzato",
};

const objectLabels: Record<string, string> = {
  user: "Account",
  order: "Ordine",
  "quote-request": "Preventivo",
  lead: "Contatto",
};

export function auditObjectLabel(objectType: string): string {
  return objectLabels[objectType] ?? objectType;
}

function Values({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="text-slate-700">—</span>;
  return (
    <pre className="max-w-xs overflow-x-auto rounded bg-slate-50 p-2 text-xs whitespace-pre-wrap text-slate-900">
      {JSON.stringify(value, null, 1)}
    </pre>
  );
}

const auditTable: StaffTableDefinition<AuditLogEntry> = {
  caption: "Registro attività",
  minWidthClass: "min-w-[44rem]",
  empty: "Nessuna attività trovata.",
  columns: [
    textColumn(
      "Quando",
      (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>,
      "whitespace-nowrap",
    ),
    textColumn("Chi", (entry) => entry.actorUsername),
    textColumn("Azione", (entry) => actionLabels[entry.action] ?? entry.action),
    textColumn(
      "Oggetto",
      (entry) => `${auditObjectLabel(entry.objectType)} n. ${entry.objectId}`,
      "whitespace-nowrap",
    ),
    textColumn("Prima", (entry) => <Values value={entry.before} />),
    textColumn("Dopo", (entry) => <Values value={entry.after} />),
  ],
};

/** Who did what, when, to which object, with the values before and after. */
export function AuditLogTable({ entries }: { entries: AuditLogEntry[] }) {
  return <StaffColumnTable table={auditTable} rows={entries} />;
}
