import type { ReactNode } from "react";
import { OrderStatusBadge } from "#app/components/accounts/order-status-badge.tsx";
import { PhoneLink } from "#app/components/ui/phone-link.tsx";
import { paymentMethodTitle } from "#app/domain/cart-and-checkout/payment-methods.ts";
import { formatDateLong } from "#app/domain/italian-formats/dates.ts";
import type { Order } from "#app/domain/orders/order.ts";

// The three cards at the top of an order, for the customer's order page and
// the back office's order page alike: who, where to, and the order's facts.

export type OrderOverviewData = Pick<
  Order,
  | "status"
  | "stage"
  | "createdAt"
  | "paymentMethod"
  | "notes"
  | "shippingName"
  | "shippingEmail"
  | "shippingPhone"
  | "shippingAddress"
  | "shippingCity"
  | "shippingPostalCode"
  | "shippingProvince"
>;

const cardClass = "rounded-lg border border-slate-200 p-5";

export function OrderOverview({
  order,
  customerExtra,
  addressExtra,
  paymentLabel,
  callable = false,
}: {
  order: OrderOverviewData;
  /** Whether it is paid: "Pagamento ricevuto", "In attesa di pagamento" (docs/product/back-office.md#payments). */
  paymentLabel: string;
  /** More about the customer (the back office adds the account). */
  customerExtra?: ReactNode;
  /** More under the shipping address (the back office adds the billing address). */
  addressExtra?: ReactNode;
  /** The phone as a tel: link, for staff who call the customer (the customer's own page shows it as text). */
  callable?: boolean;
}) {
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-3">
      <section aria-labelledby="ordine-cliente" className={cardClass}>
        <h2 id="ordine-cliente" className="text-lg font-semibold text-slate-900">
          Cliente
        </h2>
        <p className="mt-3 font-medium text-slate-900">{order.shippingName}</p>
        <p className="mt-1 [overflow-wrap:anywhere] text-slate-800">{order.shippingEmail}</p>
        <p className="mt-1 text-slate-800">
          {callable ? <PhoneLink phone={order.shippingPhone} /> : order.shippingPhone}
        </p>
        {customerExtra}
      </section>
      <section aria-labelledby="ordine-indirizzo" className={cardClass}>
        <h2 id="ordine-indirizzo" className="text-lg font-semibold text-slate-900">
          Indirizzo di spedizione
        </h2>
        <address className="mt-3 text-slate-800 not-italic">
          {order.shippingAddress}
          <br />
          {`${order.shippingPostalCode} ${order.shippingCity}${order.shippingProvince ? ` (${order.shippingProvince})` : ""}`}
        </address>
        {addressExtra}
      </section>
      <section aria-labelledby="ordine-riepilogo" className={cardClass}>
        <h2 id="ordine-riepilogo" className="text-lg font-semibold text-slate-900">
          Riepilogo
        </h2>
        <dl className="mt-3 space-y-2 text-sm">
          <div>
            <dt className="text-slate-700">Data</dt>
            <dd className="font-medium text-slate-900">
              <time dateTime={order.createdAt}>{formatDateLong(order.createdAt)}</time>
            </dd>
          </div>
          <div>
            <dt className="text-slate-700">Stato</dt>
            <dd className="font-medium text-slate-900">
              <OrderStatusBadge status={order.status} stage={order.stage} />
            </dd>
          </div>
          <div>
            <dt className="text-slate-700">Metodo di pagamento</dt>
            <dd className="font-medium text-slate-900">{paymentMethodTitle(order.paymentMethod)}</dd>
          </div>
          <div>
            <dt className="text-slate-700">Pagamento</dt>
            <dd className="font-medium text-slate-900" data-testid="stato-pagamento">
              {paymentLabel}
            </dd>
          </div>
          {order.notes ? (
            <div>
              <dt className="text-slate-700">Note</dt>
              <dd className="font-medium [overflow-wrap:anywhere] text-slate-900">{order.notes}</dd>
            </div>
          ) : null}
        </dl>
      </section>
    </div>
  );
}
