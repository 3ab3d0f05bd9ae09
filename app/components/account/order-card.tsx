import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { Price } from "#app/components/ui/price.tsx";
import { formatDateShort } from "#app/domain/dates.ts";
import { OrderStatusBadge } from "./order-status-badge.tsx";

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
    <Link
      to={`/orders/${order.id}`}
      className="group flex items-center gap-4 rounded-lg border border-slate-200 p-5 shadow-sm hover:border-brand-700 hover:shadow-md"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold text-slate-900 group-hover:text-brand-800">
            {`Ordine ${order.number}`}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Effettuato il <time dateTime={order.createdAt}>{formatDateShort(order.createdAt)}</time>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <OrderStatusBadge status={order.status} />
          <span className="text-sm text-slate-700">
            {order.itemCount} {order.itemCount === 1 ? "articolo" : "articoli"}
          </span>
          <Price cents={order.totalCents} className="text-lg font-semibold text-slate-900" />
        </div>
      </div>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-600" />
    </Link>
  );
}
