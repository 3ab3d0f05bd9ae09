import type { ReactNode } from "react";

// A native <details>/<summary> disclosure: it opens and closes without
// JavaScript, so the header's menus work before (or without) their scripts,
// which replace it with the enhanced versions once the page is hydrated.

/** Hides the browser's triangle: the summary draws its own chevron or icon. */
const summaryResetClass = "cursor-pointer list-none [&::-webkit-details-marker]:hidden";

export function Disclosure({
  summary,
  summaryLabel,
  summaryClassName,
  panelClassName,
  className,
  onToggle,
  children,
}: {
  summary: ReactNode;
  /** The summary's accessible name when it shows only an icon. */
  summaryLabel?: string;
  summaryClassName: string;
  panelClassName: string;
  className?: string;
  /** Told the new state whenever the visitor opens or closes it (once hydrated). */
  onToggle?: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <details
      className={`group/disclosure ${className ?? ""}`}
      onToggle={onToggle && ((event) => onToggle(event.currentTarget.open))}
    >
      <summary aria-label={summaryLabel} className={`${summaryResetClass} ${summaryClassName}`}>
        {summary}
      </summary>
      <div className={panelClassName}>{children}</div>
    </details>
  );
}
