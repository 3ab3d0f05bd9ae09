import { formatEuroCents } from "#app/domain/money.ts";
import type { BreakdownLine } from "#app/domain/window-price.ts";

/** The label/value lines and 'Totale stimato', announced politely as they change. */
export function ConfigurationSummary({
  lines,
  totalCents,
  confirmed,
}: {
  lines: BreakdownLine[];
  totalCents: number;
  confirmed: boolean;
}) {
  return (
    <section aria-label="Riepilogo della configurazione" className="rounded-lg bg-slate-50 p-4">
      <dl className="divide-y divide-slate-200 text-sm">
        {lines.map((line) => (
          <div key={line.label} className="flex justify-between gap-4 py-1.5">
            <dt className="text-slate-700">{line.label}</dt>
            <dd className="text-right font-medium text-slate-900">{line.value}</dd>
          </div>
        ))}
      </dl>
      <div
        className="mt-3 flex items-baseline justify-between border-t border-slate-300 pt-3"
        aria-live="polite"
      >
        <span className="font-semibold text-slate-900">Totale stimato</span>
        <span className="text-2xl font-bold text-brand-800" data-testid="totale-stimato">
          {formatEuroCents(totalCents)}
        </span>
      </div>
      <p className="mt-1 text-xs text-slate-600">
        {confirmed ? "Prezzo calcolato dal nostro listino, IVA inclusa." : "Stima indicativa, IVA inclusa."}
      </p>
    </section>
  );
}
