import type { CompanyFigure } from "#app/domain/documents/company.ts";

/**
 * A box of company figures: each number with what it counts and how
 * (the home page's advantages and the About page, docs/product/texts.md#company-figures).
 */
export function CompanyFigures({
  figures,
  className,
  valueClassName,
  labelClassName,
  detailClassName,
}: {
  figures: readonly CompanyFigure[];
  className: string;
  valueClassName: string;
  labelClassName: string;
  detailClassName: string;
}) {
  return (
    <dl className={className}>
      {figures.map((figure) => (
        // The number reads first on screen; the term (what it counts) comes first for screen readers.
        <div key={figure.label} className="flex flex-col-reverse gap-1">
          <dt>
            <span className={`block ${labelClassName}`}>{figure.label}</span>
            <span className={`block ${detailClassName}`}>{figure.detail}</span>
          </dt>
          <dd className={valueClassName}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
