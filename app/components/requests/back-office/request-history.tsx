import { Timeline } from "#app/components/ui/timeline.tsx";
import { formatDateTime } from "#app/domain/italian-formats/dates.ts";
import type { RequestHistoryEntry } from "#app/domain/requests/request-detail.ts";
import { requestStatusLabels } from "#app/domain/requests/request-status.ts";

function When({ at, by }: { at: string; by?: string }) {
  return (
    <p className="text-sm text-slate-700">
      <time dateTime={at}>{formatDateTime(at)}</time>
      {by ? ` · ${by}` : null}
    </p>
  );
}

/** Every status change of the request, oldest first: from, to, who, when, note. */
export function RequestHistory({
  createdAt,
  history,
}: {
  createdAt: string;
  history: RequestHistoryEntry[];
}) {
  const received = {
    key: "ricevuta",
    heading: <p className="font-medium text-slate-900">{`Ricevuta: «${requestStatusLabels.nuova}»`}</p>,
    detail: <When at={createdAt} />,
    note: null,
  };
  return (
    <Timeline
      headingId="richiesta-storico"
      title="Storico degli stati"
      entries={[
        received,
        ...history.map((entry) => ({
          key: entry.id,
          heading: (
            <p className="font-medium text-slate-900">
              {`Da «${requestStatusLabels[entry.from]}» a «${requestStatusLabels[entry.to]}»`}
            </p>
          ),
          detail: <When at={entry.at} by={entry.by} />,
          note: entry.note || null,
        })),
      ]}
    />
  );
}
