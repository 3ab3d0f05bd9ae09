import type { ReactNode } from "react";
import { DescriptionList } from "#app/components/ui/description-list.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { Price } from "#app/components/ui/price.tsx";
import { formatDateShort } from "#app/domain/italian-formats/dates.ts";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import type { QuoteOfferView } from "#app/domain/requests/quote-view.ts";
import { offerDifference } from "#app/domain/requests/request-offer.ts";

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
    <Panel headingId={headingId} title={title} tone="highlight">
      <p className="mt-3 text-3xl font-bold text-slate-900">
        <Price cents={offer.priceCents} />
      </p>
      <p className="mt-1 text-sm font-medium text-slate-800">
        {offerDifferenceText(requestPriceCents, offer.priceCents)}
      </p>
      <DescriptionList
        className="mt-4 space-y-2 text-sm"
        termClassName="text-slate-700"
        detailClassName="text-slate-900"
        items={[
          { term: "Motivo", detail: <span className="whitespace-pre-line">{offer.reason}</span> },
          {
            term: "Data dell'offerta",
            detail: (
              <>
                <time dateTime={offer.at}>{formatDateShort(offer.at)}</time>
                {by}
              </>
            ),
          },
        ]}
      />
    </Panel>
  );
}
