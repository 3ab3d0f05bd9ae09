import type { ReactNode } from "react";
import { Panel } from "./panel.tsx";

// A history, oldest first, as a titled panel with a line of markers: an
// order's statuses, a quote request's. Each entry says what happened
// (`heading`), optionally who and when (`detail`), and its note.

/** The dot on the line beside each entry: drawn by CSS, so screen readers skip it. */
const markerClass =
  "relative before:absolute before:top-1.5 before:-left-[1.6rem] before:size-3 before:rounded-full before:border-2 before:border-white before:bg-brand-700";

export interface TimelineEntry {
  key: string | number;
  heading: ReactNode;
  detail?: ReactNode;
  note: string | null;
}

export function Timeline({
  headingId,
  title,
  entries,
  className,
}: {
  headingId: string;
  title: string;
  entries: readonly TimelineEntry[];
  /** Placement only. */
  className?: string;
}) {
  return (
    <Panel headingId={headingId} title={title} className={className}>
      <ol className="mt-4 space-y-4 border-l-2 border-slate-200 pl-5">
        {entries.map((entry) => (
          <li key={entry.key} className={markerClass}>
            {entry.heading}
            {entry.detail}
            {entry.note ? (
              <p className="mt-1 break-words whitespace-pre-line text-slate-800">{entry.note}</p>
            ) : null}
          </li>
        ))}
      </ol>
    </Panel>
  );
}
