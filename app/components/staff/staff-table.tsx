import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDateShort } from "#app/domain/italian-formats/dates.ts";

// The back office's tables: a caption for screen readers, column headings, a
// horizontal scroll of their own when a tablet is narrower than the table, and
// a sentence instead of an empty table.

export const staffCellClass = "px-3 py-3 align-top";

export function StaffTable<Row>({
  caption,
  headings,
  minWidthClass,
  rows,
  empty,
  children,
}: {
  caption: string;
  /** Column headings; an empty string is a column without a visible heading (read as "Azioni"). */
  headings: readonly string[];
  /** Below this width the table scrolls instead of squeezing its columns, e.g. "min-w-[40rem]". */
  minWidthClass: string;
  rows: readonly Row[];
  /** Said instead of the table when there is no row, e.g. "Nessun ordine trovato." */
  empty: string;
  /** One row's <tr>, with its key. */
  children: (row: Row) => ReactNode;
}) {
  if (rows.length === 0)
    return <p className="rounded-lg border border-slate-200 p-6 text-slate-700">{empty}</p>;
  return (
    // When the table is wider than a tablet, the box scrolls: keyboard users reach it with Tab.
    // `relative` keeps the cells' screen-reader-only text (absolutely placed) inside the box, or it widens the page.
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable (WCAG 2.1.1).
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-slate-200"
    >
      <table className={`w-full text-left text-sm ${minWidthClass}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {headings.map((heading, index) => (
              <th key={`${heading}-${index}`} scope="col" className={staffCellClass}>
                {heading || <span className="sr-only">Azioni</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{rows.map(children)}</tbody>
      </table>
    </section>
  );
}

/** The cell that names its row (read before each cell of the row), optionally a link to the row's page. */
export function StaffRowHeading({
  to,
  className,
  note,
  children,
}: {
  to?: string;
  className?: string;
  /** A line under the name, e.g. "Anonimizzato". */
  note?: string | null;
  children: ReactNode;
}) {
  return (
    <th scope="row" className={`${staffCellClass} font-semibold${className ? ` ${className}` : ""}`}>
      {to ? (
        <Link to={to} className="text-brand-800 underline underline-offset-2">
          {children}
        </Link>
      ) : (
        children
      )}
      {note ? <span className="block font-normal text-slate-700">{note}</span> : null}
    </th>
  );
}

/** A date (dd/MM/yyyy) on one line. */
export function StaffDateCell({ iso }: { iso: string }) {
  return (
    <td className={`${staffCellClass} whitespace-nowrap`}>
      <time dateTime={iso}>{formatDateShort(iso)}</time>
    </td>
  );
}
