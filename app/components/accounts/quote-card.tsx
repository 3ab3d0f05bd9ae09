import { RequestStatusBadge } from "#app/components/requests/request-status-badge.tsx";
import { Price } from "#app/components/ui/price.tsx";
import { formatDateShort } from "#app/domain/italian-formats/dates.ts";
import type { CustomerQuoteSummary } from "#app/domain/requests/quote-view.ts";
import { RecordCard } from "./record-card.tsx";

/** One quote request in the customer's list: number, product, date, status, price and offer, linking to its page. */
export function QuoteCard({ quote }: { quote: CustomerQuoteSummary }) {
  return (
    <RecordCard
      to={`/preventivi/${quote.id}`}
      title={`Preventivo ${quote.number}`}
      textClassName="min-w-0"
      detail={
        <>
          {quote.productName} · richiesto il{" "}
          <time dateTime={quote.createdAt}>{formatDateShort(quote.createdAt)}</time>
        </>
      }
    >
      <RequestStatusBadge status={quote.status} />
      <span className="text-right">
        <Price cents={quote.requestPriceCents} className="block text-lg font-semibold text-slate-900" />
        {quote.offeredPriceCents === null ? null : (
          <span className="block text-sm font-medium text-brand-800">
            Offerta: <Price cents={quote.offeredPriceCents} />
          </span>
        )}
      </span>
    </RecordCard>
  );
}
