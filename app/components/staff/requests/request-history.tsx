import { formatDateTime } from "#app/domain/dates.ts";
import type { RequestHistoryEntry } from "#app/domain/request-detail.ts";
import { requestStatusLabels } from "#app/domain/request-status.ts";

/** Every status change of the request, oldest first: from, to, who, when, note. */
export function RequestHistory({
  createdAt,
  history,
}: {
  createdAt: string;
  history: RequestHistoryEntry[];
}) {
  return (
    <section aria-labelledby="richiesta-storico" className="rounded-lg border border-slate-200 p-5">
      <h2 id="richiesta-storico" className="text-lg font-semibold text-slate-900">
        Storico degli stati
      </h2>
      <ol className="mt-4 space-y-3 border-l-2 border-slate-200 pl-4">
        <li>
          <p className="font-medium text-slate-900">{`Ricevuta: «${requestStatusLabels.nuova}»`}</p>
          <p className="text-sm text-slate-700">
            <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>
          </p>
        </li>
        {history.map((entry) => (
          <li key={entry.id}>
            <p className="font-medium text-slate-900">
              {`Da «${requestStatusLabels[entry.from]}» a «${requestStatusLabels[entry.to]}»`}
            </p>
            <p className="text-sm text-slate-700">
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · {entry.by}
            </p>
            {entry.note ? (
              <p className="mt-1 whitespace-pre-line text-sm text-slate-900">{entry.note}</p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
