import { data } from "react-router";
import { OrderStatusBadge } from "#app/components/account/order-status-badge.tsx";
import { InlineDetail } from "#app/components/cart/inline-detail.tsx";
import { LineSummary } from "#app/components/cart/line-summary.tsx";
import { OrderTotals } from "#app/components/cart/order-totals.tsx";
import { BackLink } from "#app/components/layout/back-link.tsx";
import { LineThumbnail } from "#app/components/product-drawings/line-thumbnail.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Price } from "#app/components/ui/price.tsx";
import { formatDateLong } from "#app/domain/dates.ts";
import { paymentMethodTitle } from "#app/domain/payment-methods.ts";
import { pageMeta, siteUrlFromMatches } from "#app/domain/seo.ts";
import { requirePageUser } from "#app/server/http/auth-guards.server.ts";
import { dbContext } from "#app/server/http/context.server.ts";
import { HttpError, parseId } from "#app/server/http/responses.server.ts";
import { getOrder } from "#app/server/orders.server.ts";
import type { Route } from "./+types/order";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const user = requirePageUser(context, request);
  try {
    const orderId = parseId(params.id, "Ordine non trovato");
    const order = await getOrder(context.get(dbContext), user.id, orderId);
    return { notFound: false as const, order };
  } catch (error) {
    // A malformed id, a missing order and someone else's order all read the same.
    if (error instanceof HttpError) return data({ notFound: true as const }, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) =>
  pageMeta({
    title: loaderData && !loaderData.notFound ? `Ordine n. ${loaderData.order.id}` : "Ordine non trovato",
    description: "Il dettaglio del tuo ordine: articoli, spedizione, pagamento e stato.",
    path: `/orders/${params.id}`,
    siteUrl: siteUrlFromMatches(matches),
    noindex: true,
  });

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.notFound) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold text-slate-900">Ordine non trovato</h1>
        <p className="mt-4 text-slate-700">L'ordine che cerchi non esiste o non appartiene al tuo account.</p>
        <ButtonLink to="/orders" size="lg" className="mt-8">
          Torna ai miei ordini
        </ButtonLink>
      </section>
    );
  }

  const { order } = loaderData;
  const subtotalCents = order.totalCents;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <BackLink to="/orders">Torna ai miei ordini</BackLink>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <h1 className="text-3xl font-bold text-slate-900">Ordine n. {order.id}</h1>
        <OrderStatusBadge status={order.status} />
      </div>

      <div className="mt-8 grid gap-6 md:grid-cols-3">
        <section aria-labelledby="ordine-cliente" className="rounded-lg border border-slate-200 p-5">
          <h2 id="ordine-cliente" className="text-lg font-semibold text-slate-900">
            Cliente
          </h2>
          <p className="mt-3 font-medium text-slate-900">{order.shippingName}</p>
          <p className="mt-1 break-words text-slate-800">{order.shippingEmail}</p>
          <p className="mt-1 text-slate-800">{order.shippingPhone}</p>
        </section>
        <section aria-labelledby="ordine-indirizzo" className="rounded-lg border border-slate-200 p-5">
          <h2 id="ordine-indirizzo" className="text-lg font-semibold text-slate-900">
            Indirizzo di spedizione
          </h2>
          <address className="mt-3 text-slate-800 not-italic">
            {order.shippingAddress}
            <br />
            {order.shippingPostalCode} {order.shippingCity}
          </address>
        </section>
        <section aria-labelledby="ordine-riepilogo" className="rounded-lg border border-slate-200 p-5">
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
                <OrderStatusBadge status={order.status} />
              </dd>
            </div>
            <div>
              <dt className="text-slate-700">Metodo di pagamento</dt>
              <dd className="font-medium text-slate-900">{paymentMethodTitle(order.paymentMethod)}</dd>
            </div>
            {order.notes ? (
              <div>
                <dt className="text-slate-700">Note</dt>
                <dd className="font-medium text-slate-900">{order.notes}</dd>
              </div>
            ) : null}
          </dl>
        </section>
      </div>

      <section aria-labelledby="ordine-articoli" className="mt-8 rounded-lg border border-slate-200">
        <h2
          id="ordine-articoli"
          className="border-b border-slate-200 p-5 text-lg font-semibold text-slate-900"
        >
          Articoli
        </h2>
        <ul className="divide-y divide-slate-200">
          {order.items.map((item) => (
            <li key={item.id} className="flex flex-col gap-3 p-5 sm:flex-row sm:justify-between">
              <div className="flex min-w-0 flex-col gap-3 sm:flex-row">
                <LineThumbnail spec={item.drawing} className="w-28 shrink-0 self-start" />
                <LineSummary
                  productName={item.productName}
                  productHref={`/product/${item.productId}`}
                  summary={item.summary}
                  dimensions={item.dimensions}
                />
              </div>
              <dl className="shrink-0 space-y-1 text-sm sm:text-right">
                <InlineDetail term="Quantità" valueClassName="font-medium text-slate-900">
                  {item.quantity}
                </InlineDetail>
                <InlineDetail term="Prezzo unitario" valueClassName="font-medium text-slate-900">
                  <Price cents={item.unitPriceCents} />
                </InlineDetail>
                <InlineDetail term="Totale riga" valueClassName="text-base font-semibold text-slate-900">
                  <Price cents={item.lineTotalCents} />
                </InlineDetail>
              </dl>
            </li>
          ))}
        </ul>
        <OrderTotals
          subtotalCents={subtotalCents}
          className="border-t border-slate-200 bg-slate-50 p-5 sm:ml-auto sm:max-w-sm sm:bg-transparent"
        />
      </section>
    </div>
  );
}
