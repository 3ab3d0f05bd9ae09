import type { ReactNode } from "react";

// Terms and their details (<dl>): each pair in its own row, so a row can be
// laid out as a unit (side by side, or the detail shown above its term).

export interface Description {
  term: string;
  detail: ReactNode;
  /** This row's own layout (e.g. spanning both columns), added to rowClassName. */
  className?: string;
}

export function DescriptionList({
  items,
  className,
  rowClassName,
  termClassName,
  detailClassName,
}: {
  items: readonly Description[];
  className?: string;
  rowClassName?: string;
  termClassName?: string;
  detailClassName?: string;
}) {
  return (
    <dl className={className}>
      {items.map(({ term, detail, className }) => (
        <div key={term} className={[rowClassName, className].filter(Boolean).join(" ") || undefined}>
          <dt className={termClassName}>{term}</dt>
          <dd className={detailClassName}>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
