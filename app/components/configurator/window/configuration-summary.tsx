import { DescriptionList } from "#app/components/ui/description-list.tsx";
import type { BreakdownLine, PricePart } from "#app/domain/configurator/window-price.ts";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";

/** What stands in for the total while a field is in error. */
export const NO_PRICE_TEXT = "Correggi i campi segnalati per vedere il prezzo";

function signed(cents: number): string {
  return cents < 0 ? `− ${formatEuroCents(-cents)}` : `+ ${formatEuroCents(cents)}`;
}

/**
 * The label/value lines, how the price is made (the base, each option's
 * effect, the area, each toggle: the same parts the total is computed from),
 * the price per m² and 'Totale stimato', announced politely as it changes.
 */
export function ConfigurationSummary({
  lines,
  parts,
  pricePerSquareMetreCents,
  totalCents,
  confirmed,
}: {
  lines: BreakdownLine[];
  parts: PricePart[];
  pricePerSquareMetreCents: number | null;
  /** Null while a field is in error: no figure is left on screen. */
  totalCents: number | null;
  confirmed: boolean;
}) {
  return (
    <section aria-label="Riepilogo della configurazione" className="rounded-lg bg-slate-50 p-4">
      <DescriptionList
        items={lines.map((line) => ({ term: line.label, detail: line.value }))}
        className="divide-y divide-slate-200 text-sm"
        rowClassName="flex flex-wrap justify-between gap-x-4 py-1.5"
        termClassName="text-slate-700"
        detailClassName="ml-auto min-w-0 text-right font-medium [overflow-wrap:anywhere] text-slate-900"
      />
      {totalCents === null ? null : (
        <details className="mt-3 rounded-md border border-slate-200 bg-white p-3 text-sm" open>
          <summary className="cursor-pointer font-semibold text-slate-900">Come si compone il prezzo</summary>
          <table className="mt-2 w-full" data-testid="price-parts">
            <tbody>
              {parts.map((part, index) => (
                <tr key={`${part.label}-${part.detail}`} className="border-t border-slate-100 first:border-0">
                  <th
                    scope="row"
                    className="py-1 pr-2 text-left font-normal [overflow-wrap:anywhere] text-slate-700"
                  >
                    {part.label} <span className="text-slate-600">({part.detail})</span>
                  </th>
                  <td className="py-1 text-right font-medium text-slate-900">
                    {index === 0 ? formatEuroCents(part.amountCents) : signed(part.amountCents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
      <div
        className="mt-3 flex flex-wrap items-baseline justify-between gap-x-4 border-t border-slate-300 pt-3"
        aria-live="polite"
      >
        <span className="font-semibold text-slate-900">Totale stimato</span>
        {totalCents === null ? (
          <span className="text-right text-sm font-semibold text-red-700" data-testid="totale-stimato">
            {NO_PRICE_TEXT}
          </span>
        ) : (
          <span className="text-2xl font-bold text-brand-800" data-testid="totale-stimato">
            {formatEuroCents(totalCents)}
          </span>
        )}
      </div>
      {pricePerSquareMetreCents !== null && totalCents !== null ? (
        <p className="text-right text-sm text-slate-700" data-testid="prezzo-al-metro">
          pari a {formatEuroCents(pricePerSquareMetreCents)} al m²
        </p>
      ) : null}
      <p className="mt-1 text-xs text-slate-600">
        {confirmed ? "Prezzo calcolato dal nostro listino, IVA inclusa." : "Stima indicativa, IVA inclusa."}
      </p>
    </section>
  );
}
