import { formatDateTime } from "#app/domain/italian-formats/dates.ts";
import type { InternalNoteEntry } from "#app/domain/staff/internal-note.ts";

/** Staff's internal notes on a request or an order, oldest first, under the reminder that the customer never sees them. */
export function InternalNoteList({ notes }: { notes: readonly InternalNoteEntry[] }) {
  return (
    <>
      <p className="mt-1 text-sm text-slate-700">Solo per il personale: il cliente non le vede.</p>
      {notes.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">Ancora nessuna nota.</p>
      ) : (
        <ol className="mt-4 space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-md bg-slate-50 p-3">
              <p className="text-sm text-slate-700">
                <span className="font-semibold text-slate-900">{note.author}</span> ·{" "}
                <time dateTime={note.at}>{formatDateTime(note.at)}</time>
              </p>
              <p className="mt-1 break-words whitespace-pre-line text-slate-900">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
