import { formatDateTime } from "#app/domain/italian-formats/dates.ts";
import type { AuditLogEntry } from "#app/domain/staff/audit.ts";
import { auditChanges } from "#app/domain/staff/audit-text.ts";
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
  "job.create": "Commessa creata dal personale",
  "job.update": "Dati della commessa modificati",
  "order.payment": "Pagamento registrato",
  "order.note": "Nota interna sull'ordine",
  "mail.retry": "E-mail rimessa in coda",
  "product.update": "Prodotto modificato",
  "product.update_price": "Prezzo del prodotto modificato",
  "calculator_option.update": "Opzione del calcolatore modificata",
  "calculator_option.update_price": "Prezzo dell'opzione modificato",
  "lead_time.update": "Tempo di consegna modificato",
  "service_price.update": "Prezzo del servizio modificato",
  "size_limit.update": "Limite di misura modificato",
  "user.email-change-undone": "Cambio di e-mail annullato dal cliente",
};

const objectLabels: Record<string, string> = {
  user: "Account",
  order: "Ordine",
  "quote-request": "Preventivo",
  lead: "Contatto",
  job: "Commessa",
  product: "Prodotto",
  calculator_option: "Opzione del calcolatore",
  lead_time: "Tempo di consegna",
  service_price: "Prezzo del servizio",
  size_limit: "Limite di misura",
  mail: "E-mail",
};

export function auditObjectLabel(objectType: string): string {
  return objectLabels[objectType] ?? objectType;
}

/** «Prezzo: 60,00 € → 80,00 €», one line per field the change touched. */
function Changes({ entry }: { entry: AuditLogEntry }) {
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) return <span className="text-slate-700">—</span>;
  return (
    <ul className="space-y-1">
      {changes.map((change) => (
        <li key={change.field} className="break-words">
          <span className="text-slate-700">{change.field}: </span>
          {change.before === "—" ? (
            <span className="text-slate-900">{change.after}</span>
          ) : (
            <>
              <span className="text-slate-900">{change.before}</span> <span aria-hidden="true">→</span>
              <span className="sr-only">diventa</span>{" "}
              <span className="font-medium text-slate-900">{change.after}</span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** «Ordine n. 12», «Commessa C-2026-000012»: a numbered object by its number. */
function objectText(entry: AuditLogEntry): string {
  const label = auditObjectLabel(entry.objectType);
  return /^[A-Z]-\d{4}-\d{6}$/.test(entry.objectId)
    ? `${label} ${entry.objectId}`
    : `${label} n. ${entry.objectId}`;
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
    textColumn("Oggetto", objectText),
    textColumn("Modifica", (entry) => <Changes entry={entry} />, "min-w-64"),
  ],
};

/** Who did what, when, to which object, with the values before and after. */
export function AuditLogTable({ entries }: { entries: AuditLogEntry[] }) {
  return <StaffColumnTable table={auditTable} rows={entries} />;
}
