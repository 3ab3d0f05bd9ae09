import { RequestStatusBadge } from "#app/components/requests/request-status-badge.tsx";
import { formatDateShort } from "#app/domain/italian-formats/dates.ts";
import { CART_QUOTE_TITLE, type CartQuoteSummary } from "#app/domain/requests/cart-quote-request.ts";
import { RecordCard } from "./record-card.tsx";

/** A whole-cart request in the customer's quote list: its date and status; the offer comes by e-mail. */
export function CartQuoteCard({ request }: { request: CartQuoteSummary }) {
  return (
    <RecordCard
      title={CART_QUOTE_TITLE}
      textClassName="min-w-0"
      detail={
        <>
          Richiesta il <time dateTime={request.createdAt}>{formatDateShort(request.createdAt)}</time>
        </>
      }
    >
      <RequestStatusBadge status={request.status} />
    </RecordCard>
  );
}
