import { Link } from "react-router";
import { describedSummary } from "#app/domain/configurator/line-kinds/summary.ts";
import {
  type ThermalTransmittance,
  withThermalLine,
} from "#app/domain/configurator/thermal-transmittance.ts";

export interface SummaryLine {
  label: string;
  value: string;
}

interface LineSummaryProps {
  productName: string;
  /** Where the piece goes («Cucina»), as the customer named it; nothing when empty. */
  roomLabel?: string;
  /** Links the name to the product page when given. */
  productHref?: string;
  /** The summary lines stored with the line when it was priced (windows and doors alike). */
  summary: readonly SummaryLine[];
  /** Millimetres; shown only when the summary lines do not already say them. */
  dimensions?: { width: number; height: number } | null;
  /** Uw or Ud of the configuration (docs/product/thermal.md#where-it-shows); nothing when null. */
  thermal?: ThermalTransmittance | null;
  headingLevel?: "h2" | "h3" | "h4";
  className?: string;
}

const DIMENSIONS_LABEL = "Dimensioni";

function describedLines(
  summary: readonly SummaryLine[],
  dimensions: LineSummaryProps["dimensions"],
  thermal: LineSummaryProps["thermal"],
): SummaryLine[] {
  // Price lines belong to the price column, not to the description of what was configured.
  const lines = describedSummary(summary).filter((line) => line.value.trim() !== "");
  const saysDimensions = lines.some((line) => line.label.trim().toLowerCase() === "dimensioni");
  if (dimensions && !saysDimensions) {
    lines.push({ label: DIMENSIONS_LABEL, value: `${dimensions.width} x ${dimensions.height} mm` });
  }
  return withThermalLine(lines, thermal);
}

/**
 * What a cart or order line is: the product and the configuration it was
 * priced with, as label/value pairs. It reads only the stored summary lines,
 * so any kind of line (window, door) describes itself.
 */
export function LineSummary({
  productName,
  productHref,
  roomLabel,
  summary,
  dimensions,
  thermal,
  headingLevel: Heading = "h3",
  className = "",
}: LineSummaryProps) {
  const lines = describedLines(summary, dimensions, thermal);
  // The room comes first: it is how the customer tells their pieces apart (docs/product/buying.md#cart).
  if (roomLabel) lines.unshift({ label: "Ambiente", value: roomLabel });
  return (
    <div className={`@container ${className}`}>
      <Heading className="text-base font-semibold text-slate-900">
        {productHref ? (
          <Link to={productHref} className="text-brand-800 underline-offset-2 hover:underline">
            {productName}
          </Link>
        ) : (
          productName
        )}
      </Heading>
      {lines.length > 0 ? (
        <dl className="mt-2 grid grid-cols-1 gap-x-3 gap-y-1 text-sm @xs:grid-cols-[auto_minmax(0,1fr)]">
          {lines.map((line) => (
            <div key={`${line.label}-${line.value}`} className="contents">
              <dt className="text-slate-700">{line.label}</dt>
              <dd className="min-w-0 font-medium [overflow-wrap:anywhere] text-slate-900">{line.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
