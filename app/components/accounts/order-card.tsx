import { Price } from "#app/components/ui/price.tsx";
import { formatDateShort } from "#app/domain/italian-formats/dates.ts";
import { OrderStatusBadge } from "./order-status-badge.tsx";
import { RecordCard } from "./record-card.tsx";

/** What the list of orders shows of each one. */
export interface OrderListing {
  id: number;
  number: string;
  status: string;
  createdAt: string;
  totalCents: number;
  itemCount: number;
}

/** One order in the customer's list: number, date, status, item count and total, linking to its page. */
export function OrderCard({ order }: { order: OrderListing }) {
  return (
    <RecordCard
      to={`/orders/${order.id}`}
      title={`Ordine ${order.number}`}
      detail={
        <>
          Effettuato il <time dateTime={order.createdAt}>{formatDateShort(order.createdAt)}</time>
        </>
      }
    >
      <OrderStatusBadge status={order.status} />
      <span className="text-sm text-slate-700">
        {order.itemCount} {order.itemCount === 1 ? "articolo" : "articoli"}
      </span>
      <Price cents={order.totalCents} className="text-lg font-semibold text-slate-900" />
    </RecordCard>
  );
}
