import type { ReactNode } from "react";

// The back office's tables: a caption for screen readers, column headings, and
// a horizontal scroll of their own when a tablet is narrower than the table.

export const staffCellClass = "px-3 py-3 align-top";

export function StaffTable({
  caption,
  headings,
  minWidthClass,
  children,
}: {
  caption: string;
  /** Column headings; an empty string is a column without a visible heading (read as "Azioni"). */
  headings: readonly string[];
  /** Below this width the table scrolls instead of squeezing its columns, e.g. "min-w-[40rem]". */
  minWidthClass: string;
  /** The rows. */
  children: ReactNode;
}) {
  return (
    // When the table is wider than a tablet, the box scrolls: keyboard users reach it with Tab.
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable (WCAG 2.1.1).
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200"
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
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </section>
  );
}
