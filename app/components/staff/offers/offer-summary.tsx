import { Link } from "react-router";
import { Panel } from "#app/components/ui/panel.tsx";
import { formatDateShort } from "#app/domain/italian-formats/dates.ts";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import type { StaffOfferView } from "#app/domain/offers/offer-editor.ts";
import { discountText } from "#app/domain/offers/offer-totals.ts";

// The offer's totals as the server priced the draft just now, with its job
// and, once accepted, its order (docs/product/offers.md#totals).

export function OfferSummary({ offer }: { offer: StaffOfferView }) {
  const { totals } = offer;
  return (
    <Panel headingId="offerta-totali" title="Totale dell'offerta" tone="highlight" className="mt-6">
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
        <dt>Totale righe</dt>
        <dd className="text-right tabular-nums">{formatEuroCents(totals.subtotalCents)}</dd>
        {totals.discount ? (
          <>
            <dt>Sconto sull'offerta {discountText(totals.discount)}</dt>
            <dd className="text-right tabular-nums">−{formatEuroCents(totals.discountCents)}</dd>
          </>
        ) : null}
        <dt className="font-semibold">Totale (IVA inclusa)</dt>
        <dd className="text-right text-lg font-bold tabular-nums" data-testid="totale-offerta">
          {formatEuroCents(totals.totalCents)}
        </dd>
        <dt className="text-slate-700">di cui IVA</dt>
        <dd className="text-right text-slate-700 tabular-nums">{formatEuroCents(totals.vatCents)}</dd>
      </dl>
      <p className="mt-3 text-sm text-slate-700">
        Valida fino al {formatDateShort(offer.validUntil)} · Commessa{" "}
        <Link to={offer.job.href} className="text-brand-800 underline">
          {offer.job.number}
        </Link>
        {offer.order ? (
          <>
            {" "}
            · Ordine{" "}
            <Link to={offer.order.href} className="text-brand-800 underline">
              {offer.order.number}
            </Link>
          </>
        ) : null}
      </p>
    </Panel>
  );
}
