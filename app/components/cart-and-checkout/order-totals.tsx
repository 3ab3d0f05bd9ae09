import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import { vatIncludedCents } from "#app/domain/orders/order-totals.ts";

/**
 * Subtotal, the VAT it contains, free shipping and the total, as the cart,
 * the checkout and the order detail show them (prices include VAT: total = subtotal).
 */
export function OrderTotals({
  subtotalCents,
  subtotalLabel = "Subtotale",
  withFitting = false,
  className = "",
}: {
  subtotalCents: number;
  subtotalLabel?: string;
  /** A line is fitted by us: the goods are delivered and fitted, not shipped, and the fitting is priced on its line. */
  withFitting?: boolean;
  className?: string;
}) {
  return (
    <dl className={`space-y-3 text-slate-800 ${className}`}>
      <div className="flex flex-wrap justify-between gap-x-4">
        <dt>{subtotalLabel}</dt>
        <dd className="font-medium text-slate-900">{formatEuroCents(subtotalCents)}</dd>
      </div>
      <div className="flex flex-wrap justify-between gap-x-4 text-sm">
        <dt>di cui IVA (22%)</dt>
        <dd>{formatEuroCents(vatIncludedCents(subtotalCents))}</dd>
      </div>
      <div className="flex flex-wrap justify-between gap-x-4">
        <dt>{withFitting ? "Consegna e posa" : "Spedizione"}</dt>
        <dd className="font-medium text-emerald-800">
          {withFitting ? "Consegna gratuita, posa nelle righe" : "Gratuita"}
        </dd>
      </div>
      <div className="flex flex-wrap justify-between gap-x-4 border-t border-slate-300 pt-3 text-lg font-semibold text-slate-900">
        <dt>Totale</dt>
        <dd>{formatEuroCents(subtotalCents)}</dd>
      </div>
    </dl>
  );
}
