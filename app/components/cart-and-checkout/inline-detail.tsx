import type { ReactNode } from "react";

/** One "term: value" pair of a line's figures (quantity, unit price, line total), inside a `<dl>`. */
export function InlineDetail({
  term,
  valueClassName,
  className,
  children,
}: {
  term: string;
  valueClassName: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt className="inline text-slate-700">{`${term}: `}</dt>
      <dd className={`inline ${valueClassName}`}>{children}</dd>
    </div>
  );
}
