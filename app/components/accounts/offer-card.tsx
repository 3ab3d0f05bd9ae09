import { Price } from "#app/components/ui/price.tsx";
import { formatDateShort } from "#app/domain/italian-formats/dates.ts";
import type { CustomerOfferSummary } from "#app/domain/offers/customer-offer.ts";
import { customerOfferPath } from "#app/domain/offers/offer-paths.ts";
import { RecordCard } from "./record-card.tsx";

/** One offer in the customer's list of quotes: number, version, date, status and total, linking to its page. */
export function OfferCard({ offer }: { offer: CustomerOfferSummary }) {
  return (
    <RecordCard
      to={customerOfferPath(offer.number)}
      title={`Offerta ${offer.number}`}
      textClassName="min-w-0"
      detail={
        <>
          Versione {offer.versionNumber} del{" "}
          <time dateTime={offer.sentAt}>{formatDateShort(offer.sentAt)}</time> · valida fino al{" "}
          <time dateTime={offer.validUntil}>{formatDateShort(offer.validUntil)}</time>
        </>
      }
    >
      <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-medium text-slate-900">
        {offer.statusLabel}
      </span>
      <Price cents={offer.totalCents} className="block text-right text-lg font-semibold text-slate-900" />
    </RecordCard>
  );
}
