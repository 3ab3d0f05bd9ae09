import type { ReactNode } from "react";
import { Price } from "#app/components/ui/price.tsx";
import { formatDateShort } from "#app/domain/dates.ts";
import { formatEuroCents } from "#app/domain/money.ts";
import type { QuoteOfferView } from "#app/domain/quote-view.ts";
import { offerDifference } from "#app/domain/request-offer.ts";

/** "Sconto di 120,00 € (7,5%)": how the offer compares with the price at request time. */
export function offerDifferenceText(requestCents: number, offeredCents: number): string {
  const difference = offerDifference(requestCents, offeredCents);
  if (difference.kind === "invariato") return "Stesso prezzo della richiesta";
  const label = difference.kind === "sconto" ? "Sconto" : "Maggiorazione";
  const percent = difference.percent.toLocaleString("it-IT", { maximumFractionDigits: 1 });
  return `${label} di ${formatEuroCents(difference.cents)} (${percent}%)`;
}

/** The shop's offer on a quote request: its price, how it differs, its reason and date. */
export function QuoteOfferPanel({
  offer,
  requestPriceCents,
  headingId,
  title = "La nostra offerta",
  by,
}: {
  offer: QuoteOfferView;
  requestPriceCents: number;
  headingId: string;
  title?: string;
  /** Staff see who made it. */
  by?: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-brand-700 bg-brand-50 p-5">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-3 text-3xl font-bold text-slate-900">
        <Price cents={offer.priceCents} />
      </p>
      <p className="mt-1 text-sm font-medium text-slate-800">
        {offerDifferenceText(requestPriceCents, offer.priceCents)}
      </p>
      <dl className="mt-4 space-y-2 text-sm">
        <div>
          <dt className="text-slate-700">Motivo</dt>
          <dd className="whitespace-pre-line text-slate-900">{offer.reason}</dd>
        </div>
        <div>
          <dt className="text-slate-700">Data dell'offerta</dt>
          <dd className="text-slate-900">
            <time dateTime={offer.at}>{formatDateShort(offer.at)}</time>
            {by}
          </dd>
        </div>
      </dl>
    </section>
  );
}
