import { useFetcher } from "react-router";
import { useFetcherToast } from "#app/components/toasts/use-fetcher-toast.ts";
import { Button } from "#app/components/ui/button.tsx";
import { EnhancedSubmissionField } from "#app/components/web/enhanced-submission.tsx";
import { formatDateTime } from "#app/domain/italian-formats/dates.ts";
import { type MailRetryResult, mailKindLabels, type StaffMailRow } from "#app/domain/mail/mail-status.ts";
import { StaffTable, staffCellClass } from "./staff-table.tsx";

const headings = ["Messaggio", "Destinatario", "Creato", "Tentativi ed errore", ""];

/** The messages the worker gave up on, each with its "Riprova" button (docs/product/mail.md). */
export function FailedMailTable({ rows, action }: { rows: StaffMailRow[]; action: string }) {
  return (
    <StaffTable
      caption="Messaggi non inviati"
      headings={headings}
      minWidthClass="min-w-[48rem]"
      rows={rows}
      empty="Nessun messaggio non inviato."
    >
      {(row) => <FailedMailRow key={row.id} row={row} action={action} />}
    </StaffTable>
  );
}

function FailedMailRow({ row, action }: { row: StaffMailRow; action: string }) {
  const fetcher = useFetcher<MailRetryResult>();
  useFetcherToast(fetcher, (result) =>
    result.ok
      ? { title: "Messaggio rimesso in coda", description: row.subject, variant: "success" }
      : { title: "Operazione non riuscita", description: result.message, variant: "destructive" },
  );
  const requeued = fetcher.data?.ok === true;
  return (
    <tr>
      <th scope="row" className={`${staffCellClass} font-normal`}>
        <span className="block font-semibold text-slate-900">{row.subject}</span>
        <span className="block text-slate-700">{mailKindLabels[row.kind] ?? row.kind}</span>
      </th>
      <td className={`${staffCellClass} break-all`}>{row.recipient ?? "Casella del negozio"}</td>
      <td className={staffCellClass}>
        <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
      </td>
      <td className={staffCellClass}>
        <span className="block">{row.attempts} tentativi</span>
        <span className="block break-all text-red-800">{row.lastError ?? ""}</span>
      </td>
      <td className={`${staffCellClass} text-right`}>
        {requeued ? (
          <span className="text-green-800">In coda</span>
        ) : (
          <fetcher.Form method="post" action={action}>
            <input type="hidden" name="intent" value="retry" />
            <input type="hidden" name="mailId" value={row.id} />
            <EnhancedSubmissionField />
            <Button type="submit" size="sm" variant="outline" disabled={fetcher.state !== "idle"}>
              Riprova<span className="sr-only"> «{row.subject}»</span>
            </Button>
          </fetcher.Form>
        )}
      </td>
    </tr>
  );
}
