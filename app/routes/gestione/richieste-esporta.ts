import { formatDateShort } from "#app/domain/italian-formats/dates.ts";
import { parseInboxFilter } from "#app/domain/requests/request-inbox.ts";
import { requestKindLabels, requestStatusLabels } from "#app/domain/requests/request-status.ts";
import { listInboxForExport } from "#app/server/requests/request-inbox.server.ts";
import { csvEuros, csvPhone, csvResponse, toCsv } from "#app/server/staff/csv-export.server.ts";
import { requireStaff } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import type { Route } from "./+types/richieste-esporta";

const header = [
  "Tipo",
  "Numero",
  "Data",
  "Stato",
  "Nome",
  "E-mail",
  "Telefono",
  "Oggetto",
  "Prezzo richiesta (€)",
  "Prezzo offerto (€)",
  "Assegnata a",
] as const;

/** GET /gestione/richieste/esporta?…: the inbox's filtered rows as a CSV file for Excel (all pages). */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context);
  const filter = parseInboxFilter(new URL(request.url).searchParams);
  const items = await listInboxForExport(context.get(dbContext), filter);
  const rows = items.map((item) => [
    requestKindLabels[item.kind],
    // A quote by the number printed on its PDF; a lead by its id.
    item.number ?? item.id,
    formatDateShort(item.createdAt),
    requestStatusLabels[item.status],
    item.name,
    item.email,
    csvPhone(item.phone),
    item.subject,
    item.priceCents === null ? null : csvEuros(item.priceCents),
    item.offeredPriceCents === null ? null : csvEuros(item.offeredPriceCents),
    item.assignee,
  ]);
  return csvResponse(toCsv(header, rows), `richieste-${new Date().toISOString().slice(0, 10)}.csv`);
}
