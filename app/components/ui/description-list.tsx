import type { ReactNode } from "react";

// Terms and their details (<dl>): each pair in its own row, so a row can be
// laid out as a unit (side by side, or the detail shown above its term).

export interface Description {
  term: string;
  detail: ReactNode;
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
      {items.map(({ term, detail }) => (
        <div key={term} className={rowClassName}>
          <dt className={termClassName}>{term}</dt>
          <dd className={detailClassName}>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
