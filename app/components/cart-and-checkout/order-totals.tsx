import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import type { StoredVatSplit } from "#app/domain/vat/vat-split.ts";
import { vatRows, vatSavingText } from "#app/domain/vat/vat-texts.ts";

/**
 * Subtotal, the VAT it contains, free shipping and the total, as the cart,
 * the checkout and the order detail show them (prices include VAT: total =
 * subtotal). With the reduced VAT (docs/product/vat.md#where-it-shows) the
 * saving comes off the subtotal and the VAT reads rate by rate.
 */
export function OrderTotals({
  subtotalCents,
  subtotalLabel = "Subtotale",
  vatSplit = null,
  withFitting = false,
  className = "",
}: {
  /** The lines at list prices (22 % included). */
  subtotalCents: number;
  subtotalLabel?: string;
  /** The order's VAT split; null or all at 22 %: today's «di cui IVA (22%)». */
  vatSplit?: Pick<StoredVatSplit, "rates" | "savingCents"> | null;
  /** A line is fitted by us: the goods are delivered and fitted, not shipped, and the fitting is priced on its line. */
  withFitting?: boolean;
  className?: string;
}) {
  const saving = vatSavingText(vatSplit);
  const totalCents = subtotalCents - (saving ? (vatSplit?.savingCents ?? 0) : 0);
  return (
    <dl className={`space-y-3 text-slate-800 ${className}`}>
      <div className="flex flex-wrap justify-between gap-x-4">
        <dt>{subtotalLabel}</dt>
        <dd className="font-medium text-slate-900">{formatEuroCents(subtotalCents)}</dd>
      </div>
      {saving ? (
        <div className="flex flex-wrap justify-between gap-x-4 font-medium text-emerald-800">
          <dt>{saving}</dt>
          <dd>−{formatEuroCents(vatSplit?.savingCents ?? 0)}</dd>
        </div>
      ) : null}
      {vatRows(saving ? (vatSplit ?? null) : null, totalCents).map((row) => (
        <div key={row.label} className="flex flex-wrap justify-between gap-x-4 text-sm">
          <dt>{row.label}</dt>
          <dd>{formatEuroCents(row.cents)}</dd>
        </div>
      ))}
      <div className="flex flex-wrap justify-between gap-x-4">
        <dt>{withFitting ? "Consegna e posa" : "Spedizione"}</dt>
        <dd className="font-medium text-emerald-800">
          {withFitting ? "Consegna gratuita, posa nelle righe" : "Gratuita"}
        </dd>
      </div>
      <div className="flex flex-wrap justify-between gap-x-4 border-t border-slate-300 pt-3 text-lg font-semibold text-slate-900">
        <dt>Totale</dt>
        <dd>{formatEuroCents(totalCents)}</dd>
      </div>
    </dl>
  );
}
