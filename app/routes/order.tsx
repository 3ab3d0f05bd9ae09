import { CustomerAppointments } from "#app/components/appointments/customer-appointments.tsx";
import { DrawnOrderLines } from "#app/components/configurator/drawings/drawn-order-lines.tsx";
import { CustomerInvoices } from "#app/components/invoices/customer-invoices.tsx";
import { BackLink } from "#app/components/layout/back-link.tsx";
import { DocumentHeading } from "#app/components/layout/document-heading.tsx";
import { PageMessage } from "#app/components/layout/page-message.tsx";
import { BankTransferDetails } from "#app/components/orders/bank-transfer-details.tsx";
import { OrderCheckoutDetails } from "#app/components/orders/order-checkout-details.tsx";
import { OrderDeliveryEstimate } from "#app/components/orders/order-delivery-estimate.tsx";
import { OrderOverview } from "#app/components/orders/order-overview.tsx";
import { OrderProgressSteps } from "#app/components/orders/order-progress-steps.tsx";
import { OrderRevisionHistory } from "#app/components/orders/order-revision-history.tsx";
import { OrderTimeline } from "#app/components/orders/order-timeline.tsx";
import { PendingRevisionNotice } from "#app/components/orders/pending-revision-notice.tsx";
import { CustomerPaymentsBlock } from "#app/components/payments/customer-payments-block.tsx";
import { awaitedBankTransfer } from "#app/domain/orders/bank-transfer.ts";
import { customerPayments, deductionFiscalCodeOf } from "#app/domain/payments/customer-payments.ts";
import { pageMeta, siteUrlFromMatches } from "#app/domain/web/seo.ts";
import { customerAppointmentsOfOrder } from "#app/server/appointments/customer-appointments.server.ts";
import { orderDeliveryEstimate } from "#app/server/catalogue/delivery-times.server.ts";
import { customerOrderInvoices } from "#app/server/invoices/invoice-views.server.ts";
import { orderRevisionsOf, pendingRevisionOf } from "#app/server/offers/order-revision-views.server.ts";
import { orderPaymentStatus } from "#app/server/orders/order-payments.server.ts";
import { customerOrderProgress } from "#app/server/orders/order-progress.server.ts";
import { customerOrderTimeline } from "#app/server/orders/order-workflow.server.ts";
import { getOrder } from "#app/server/orders/orders.server.ts";
import { shopSettingsContext } from "#app/server/web/context.server.ts";
import { loadOwnItemPage } from "#app/server/web/own-item-page.server.ts";
import type { Route } from "./+types/order";

export function loader(args: Route.LoaderArgs) {
  const { shopIban } = args.context.get(shopSettingsContext);
  return loadOwnItemPage(args, async (db, userId, orderId) => {
    const order = await getOrder(db, userId, orderId);
    // Only the notes staff made visible leave the server; of the payments, only whether the order is paid.
    const [timeline, paid, pendingRevision, revisions, progress, appointments, invoices] = await Promise.all([
      customerOrderTimeline(db, order),
      orderPaymentStatus(db, order),
      pendingRevisionOf(db, order.id),
      orderRevisionsOf(db, order.id),
      customerOrderProgress(db, order),
      customerAppointmentsOfOrder(db, userId, order.id),
      customerOrderInvoices(db, userId, order.id),
    ]);
    const delivery = await orderDeliveryEstimate(db, order, paid);
    return {
      order,
      timeline,
      progress,
      paymentLabel: paid.status.label,
      delivery,
      // An order with instalments shows each one's bank details in «Pagamenti»; an older one the whole transfer.
      bankTransfer: paid.instalments.length > 0 ? null : awaitedBankTransfer(order, paid.status.state),
      payments:
        paid.instalments.length > 0
          ? customerPayments(
              { ...order, deductionFiscalCode: deductionFiscalCodeOf(order) },
              paid.instalments,
              paid.payments,
              shopIban,
            )
          : null,
      pendingRevision,
      appointments,
      invoices,
      // Who in the office made a change stays in the office.
      revisions: revisions.map(
        ({ requestedBy: _staff, confirmedBy: _who, staffHref: _href, ...revision }) => ({
          ...revision,
          requestedBy: "",
          confirmedBy: null,
          staffHref: "",
        }),
      ),
    };
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) =>
  pageMeta({
    title: loaderData && !loaderData.notFound ? `Ordine ${loaderData.order.number}` : "Ordine non trovato",
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

  const { order, timeline, paymentLabel, delivery, bankTransfer } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 [overflow-wrap:anywhere] sm:py-12">
      <BackLink to="/orders">Torna ai miei ordini</BackLink>
      <DocumentHeading kind="order" document={order} className="mt-6" />
      <PendingRevisionNotice pending={loaderData.pendingRevision} staff={false} />

      <div className="mt-8">
        <OrderOverview order={order} paymentLabel={paymentLabel} />
        {bankTransfer ? (
          <BankTransferDetails transfer={bankTransfer} headingId="ordine-bonifico" className="mt-6" />
        ) : null}
        {loaderData.payments ? <CustomerPaymentsBlock payments={loaderData.payments} /> : null}
        <OrderCheckoutDetails order={order} />
        {order.status === "pending" ? (
          <p className="mt-6 text-slate-800">Ti contatteremo per il sopralluogo e le misure definitive.</p>
        ) : null}
      </div>
      <OrderDeliveryEstimate estimate={delivery} />
      <OrderProgressSteps progress={loaderData.progress} />
      <CustomerAppointments appointments={loaderData.appointments} returnTo={`/orders/${order.id}`} />
      <OrderTimeline
        title="Stato dell'ordine"
        steps={timeline.map((step, index) => ({ key: index, ...step }))}
      />
      <OrderRevisionHistory revisions={loaderData.revisions} />
      <CustomerInvoices orderId={order.id} invoices={loaderData.invoices} />
      <DrawnOrderLines
        items={order.items}
        totalCents={order.totalCents}
        vatSplit={order.vatSplit}
        drawingClassName="w-28"
      />
    </div>
  );
}
