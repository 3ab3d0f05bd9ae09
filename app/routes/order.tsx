import type { ReactNode } from "react";
import { data } from "react-router";
import { OrderStatusBadge } from "#app/components/account/order-status-badge.tsx";
import { InlineDetail } from "#app/components/cart/inline-detail.tsx";
import { LineSummary } from "#app/components/cart/line-summary.tsx";
import { OrderTotals } from "#app/components/cart/order-totals.tsx";
import { BackLink } from "#app/components/layout/back-link.tsx";
import { PageMessage } from "#app/components/layout/page-message.tsx";
import { LineThumbnail } from "#app/components/product-drawings/line-thumbnail.tsx";
import { type Description, DescriptionList } from "#app/components/ui/description-list.tsx";
import { LabelledSection } from "#app/components/ui/labelled-section.tsx";
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
      <PageMessage
        kind="missing"
        title="Ordine non trovato"
        text="L'ordine che cerchi non esiste o non appartiene al tuo account."
        linkTo="/orders"
        linkLabel="Torna ai miei ordini"
      />
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
        <OrderDetailCard headingId="ordine-cliente" title="Cliente">
          <p className="mt-3 font-medium text-slate-900">{order.shippingName}</p>
          <p className="mt-1 break-words text-slate-800">{order.shippingEmail}</p>
          <p className="mt-1 text-slate-800">{order.shippingPhone}</p>
        </OrderDetailCard>
        <OrderDetailCard headingId="ordine-indirizzo" title="Indirizzo di spedizione">
          <address className="mt-3 text-slate-800 not-italic">
            {order.shippingAddress}
            <br />
            {order.shippingPostalCode} {order.shippingCity}
          </address>
        </OrderDetailCard>
        <OrderDetailCard headingId="ordine-riepilogo" title="Riepilogo">
          <DescriptionList
            items={orderFacts(order)}
            className="mt-3 space-y-2 text-sm"
            termClassName="text-slate-700"
            detailClassName="font-medium text-slate-900"
          />
        </OrderDetailCard>
      </div>

      <LabelledSection
        headingId="ordine-articoli"
        title="Articoli"
        className="mt-8 rounded-lg border border-slate-200"
        headingClassName="border-b border-slate-200 p-5 text-lg font-semibold text-slate-900"
      >
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
      </LabelledSection>
    </div>
  );
}

type PlacedOrder = Extract<Route.ComponentProps["loaderData"], { notFound: false }>["order"];

/** The order's date, status, payment method and notes (when there are any), as the summary card lists them. */
function orderFacts(order: PlacedOrder): Description[] {
  return [
    { term: "Data", detail: <time dateTime={order.createdAt}>{formatDateLong(order.createdAt)}</time> },
    { term: "Stato", detail: <OrderStatusBadge status={order.status} /> },
    { term: "Metodo di pagamento", detail: paymentMethodTitle(order.paymentMethod) },
    ...(order.notes ? [{ term: "Note", detail: order.notes }] : []),
  ];
}

function OrderDetailCard({
  headingId,
  title,
  children,
}: {
  headingId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <LabelledSection
      headingId={headingId}
      title={title}
      className="rounded-lg border border-slate-200 p-5"
      headingClassName="text-lg font-semibold text-slate-900"
    >
      {children}
    </LabelledSection>
  );
}
