import { Link } from "react-router";
import { DrawnOrderLines } from "#app/components/configurator/drawings/drawn-order-lines.tsx";
import { OrderInvoices } from "#app/components/invoices/order-invoices.tsx";
import { BackLink } from "#app/components/layout/back-link.tsx";
import { DocumentHeading } from "#app/components/layout/document-heading.tsx";
import { OrderAddressForm } from "#app/components/orders/back-office/order-address-form.tsx";
import { type OrderNoteResult, OrderNotes } from "#app/components/orders/back-office/order-notes.tsx";
import type { OrderPaymentResult } from "#app/components/orders/back-office/order-payment-form.tsx";
import {
  type OrderReviseResult,
  OrderRevisions,
} from "#app/components/orders/back-office/order-revisions.tsx";
import {
  OrderStatusForm,
  type OrderStatusResult,
} from "#app/components/orders/back-office/order-status-form.tsx";
import { StaffOrderHistory } from "#app/components/orders/back-office/staff-order-history.tsx";
import { BankTransferDetails } from "#app/components/orders/bank-transfer-details.tsx";
import { OrderCheckoutDetails } from "#app/components/orders/order-checkout-details.tsx";
import { OrderDeliveryEstimate } from "#app/components/orders/order-delivery-estimate.tsx";
import { OrderOverview } from "#app/components/orders/order-overview.tsx";
import { PendingRevisionNotice } from "#app/components/orders/pending-revision-notice.tsx";
import type { LedgerCorrectionResult } from "#app/components/payments/back-office/ledger-table.tsx";
import { StaffOrderPaymentsPanel } from "#app/components/payments/back-office/staff-order-payments-panel.tsx";
import { OrderPurchasing } from "#app/components/purchasing/order-purchasing.tsx";
import { JobLink } from "#app/components/staff/jobs/job-link.tsx";
import { WorkshopDocuments } from "#app/components/staff/orders/workshop-documents.tsx";
import { RecordMailTable } from "#app/components/staff/record-mail-table.tsx";
import { StaffSection } from "#app/components/staff/staff-section.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { staffOfferPath } from "#app/domain/offers/offer-paths.ts";
import { isOrderRevisable, orderRevisionStartSchema } from "#app/domain/offers/order-revision.ts";
import { bankTransferInstructions } from "#app/domain/orders/bank-transfer.ts";
import { orderAddressFieldNames, orderAddressSchema } from "#app/domain/orders/order-address.ts";
import { PAYMENT_FIELDS } from "#app/domain/orders/order-payments.ts";
import { orderStageLabel } from "#app/domain/orders/order-stages.ts";
import { orderNoteSchema, orderStatusChangeSchema } from "#app/domain/orders/order-status-change.ts";
import { STAFF_ORDERS_PATH } from "#app/domain/orders/staff-order-filters.ts";
import type { IntentRefusal } from "#app/domain/web/page-actions.ts";
import { staffPageMeta } from "#app/domain/web/seo.ts";
import { orderInvoicesView } from "#app/server/invoices/invoice-views.server.ts";
import { orderRevisionsOf, pendingRevisionOf } from "#app/server/offers/order-revision-views.server.ts";
import { startOrderRevision } from "#app/server/offers/order-revisions.server.ts";
import { updateOrderAddress } from "#app/server/orders/order-address.server.ts";
import { addOrderNote } from "#app/server/orders/order-notes.server.ts";
import { newPaymentKey } from "#app/server/orders/order-payments.server.ts";
import { changeOrderStatus } from "#app/server/orders/order-workflow.server.ts";
import { getStaffOrder } from "#app/server/orders/staff-orders.server.ts";
import { orderPurchasingView } from "#app/server/purchasing/purchasing-views.server.ts";
import { requireStaff } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { formIntent, pageFormAction } from "#app/server/web/page-actions.server.ts";
import { staffLedgerIntents } from "#app/server/web/staff-ledger-intents.server.ts";
import { orStaffNotFound, staffRecordId } from "#app/server/web/staff-record.server.ts";
import type { Route } from "./+types/ordine";

/** A malformed id and a missing order read the same: 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  const id = staffRecordId(params.id);
  return orStaffNotFound(async () => {
    const db = context.get(dbContext);
    const found = await getStaffOrder(db, id);
    const [revisions, pendingRevision, purchasing, invoices] = await Promise.all([
      orderRevisionsOf(db, id),
      pendingRevisionOf(db, id),
      orderPurchasingView(db, id),
      orderInvoicesView(db, id),
    ]);
    // A fresh one-time key for each drawing of the payment form: a double submit records once.
    // With instalments, each one's bank details are in «Pagamenti»; an older order shows the whole transfer.
    const bankTransfer = found.instalments.length > 0 ? null : bankTransferInstructions(found.order);
    const isAdmin = staff.role === "admin";
    return {
      ...found,
      bankTransfer,
      paymentKey: newPaymentKey(),
      revisions,
      pendingRevision,
      isAdmin,
      purchasing,
      invoices,
    };
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffPageMeta(loaderData ? `Ordine ${loaderData.order.number}` : "Ordine");

/**
 * Moves the order to its next status (docs/product/back-office.md#order-status-workflow),
 * or, with `intent=payment`, records money received (docs/product/back-office.md#payments).
 */
export async function action({ context, params, request }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const orderId = staffRecordId(params.id);
  const db = context.get(dbContext);
  const redirectTo = `${STAFF_ORDERS_PATH}/${orderId}`;
  return pageFormAction(
    { context, request },
    {
      fallbackIntent: "status",
      echo: {
        body: 2000,
        [PAYMENT_FIELDS.receivedOn]: 10,
        [PAYMENT_FIELDS.amount]: 40,
        [PAYMENT_FIELDS.method]: 40,
        [PAYMENT_FIELDS.instalment]: 12,
        [PAYMENT_FIELDS.withholding]: 2,
        reason: 500,
        paymentId: 12,
        ...Object.fromEntries(orderAddressFieldNames.map((name) => [name, 200])),
      },
      intents: {
        status: formIntent(orderStatusChangeSchema, async (change) => {
          const { stage } = await changeOrderStatus(db, staff, orderId, change);
          return {
            result: { ok: true, stage } satisfies OrderStatusResult,
            redirectTo,
            toast: {
              title: "Stato aggiornato",
              description: `Ora l'ordine è «${orderStageLabel(stage)}».`,
              variant: "success",
            },
          };
        }),
        note: formIntent(orderNoteSchema, async ({ body }) => {
          await addOrderNote(db, staff, orderId, body);
          const message = "Nota aggiunta";
          return {
            result: { intent: "note", ok: true, message } satisfies OrderNoteResult,
            redirectTo,
            toast: { title: message, variant: "success" },
          };
        }),
        // «Modifica l'ordine» (docs/product/offers.md#orders-that-change): to the revision's editor.
        revise: formIntent(orderRevisionStartSchema, async ({ reason }) => {
          const { number, created } = await startOrderRevision(db, staff, orderId, reason);
          return {
            redirectTo: staffOfferPath(number),
            toast: {
              title: created ? "Variante creata" : "Variante già aperta",
              description: `Modifica le righe della variante ${number} e inviala al cliente.`,
            },
          };
        }),
        address: formIntent(orderAddressSchema, async (input) => {
          await updateOrderAddress(db, staff, orderId, input);
          return { redirectTo, toast: { title: "Indirizzo di consegna salvato", variant: "success" } };
        }),
        ...staffLedgerIntents(db, staff, orderId, redirectTo),
      },
      // The service keys its refusal at the field at fault (the amount, the method), if any.
      refused: ({
        intent,
        message,
        errors,
        values,
      }):
        | OrderPaymentResult
        | OrderNoteResult
        | OrderStatusResult
        | OrderReviseResult
        | AddressRefusal
        | LedgerCorrectionResult =>
        intent === "payment" ||
        intent === "note" ||
        intent === "revise" ||
        intent === "address" ||
        intent === "reversal" ||
        intent === "refund"
          ? { intent, ok: false, message, errors, values }
          : { ok: false, message },
    },
  );
}

type AddressRefusal = IntentRefusal<"address">;

export default function StaffOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, version, account, history, payments, payment, delivery, bankTransfer, paymentKey } =
    loaderData;
  const noteResult =
    actionData && "intent" in actionData && actionData.intent === "note" ? actionData : undefined;
  const statusResult = actionData && !("intent" in actionData) ? actionData : undefined;
  const reviseResult =
    actionData && "intent" in actionData && actionData.intent === "revise" ? actionData : undefined;
  return (
    <div>
      <BackLink to={STAFF_ORDERS_PATH}>Torna agli ordini</BackLink>
      <DocumentHeading kind="order" document={order} className="mt-4" />
      <JobLink number={loaderData.jobNumber} />
      <PendingRevisionNotice pending={loaderData.pendingRevision} staff />
      <p className="mt-3">
        <Link to={`${STAFF_ORDERS_PATH}/${order.id}/misure`} className="font-medium text-brand-800 underline">
          Misure dal sopralluogo
        </Link>
      </p>
      <div className="mt-6">
        <OrderOverview
          order={order}
          paymentLabel={payment.label}
          callable
          customerExtra={
            <p className="mt-3 text-sm text-slate-700">
              Account: <span className="font-medium text-slate-900">{account.username}</span>
              {account.email && account.email !== order.shippingEmail ? ` · ${account.email}` : ""}
            </p>
          }
          addressExtra={
            <>
              <p className="mt-3 text-sm text-slate-700">{`Fatturazione: ${order.billingAddress}`}</p>
              {isOrderRevisable(order.stage) ? (
                <OrderAddressForm
                  order={order}
                  version={version}
                  action={`${STAFF_ORDERS_PATH}/${order.id}`}
                  refused={
                    actionData && "intent" in actionData && actionData.intent === "address"
                      ? (actionData as AddressRefusal)
                      : undefined
                  }
                />
              ) : null}
            </>
          }
        />
        <OrderCheckoutDetails order={order} />
        {bankTransfer ? (
          <BankTransferDetails transfer={bankTransfer} headingId="ordine-bonifico" className="mt-6" />
        ) : null}
      </div>
      <OrderDeliveryEstimate estimate={delivery} />
      <WorkshopDocuments orderId={order.id} />
      <Panel headingId="ordine-stato" title="Cambia stato" className="mt-8">
        <div className="mt-4">
          <OrderStatusForm
            key={version}
            action={`${STAFF_ORDERS_PATH}/${order.id}`}
            stage={order.stage}
            version={version}
            orderNumber={order.number}
            isAdmin={loaderData.isAdmin}
            postedResult={statusResult && !statusResult.ok ? statusResult : undefined}
          />
        </div>
      </Panel>
      <StaffOrderPaymentsPanel
        action={`${STAFF_ORDERS_PATH}/${order.id}`}
        payments={payments}
        instalments={loaderData.instalments}
        transferReferences={loaderData.transferReferences}
        status={payment}
        taxDeduction={order.taxDeduction}
        paymentKey={paymentKey}
        actionData={actionData}
      />
      {loaderData.invoices ? <OrderInvoices orderId={order.id} view={loaderData.invoices} /> : null}
      <OrderRevisions
        action={`${STAFF_ORDERS_PATH}/${order.id}`}
        revisions={loaderData.revisions}
        revisable={isOrderRevisable(order.stage)}
        refused={reviseResult as OrderReviseResult | undefined}
      />
      <OrderPurchasing view={loaderData.purchasing} />
      <OrderNotes
        action={`${STAFF_ORDERS_PATH}/${order.id}`}
        notes={loaderData.notes}
        postedResult={noteResult}
      />
      <StaffOrderHistory createdAt={order.createdAt} history={history} />
      <DrawnOrderLines
        items={order.items}
        totalCents={order.totalCents}
        vatSplit={order.vatSplit}
        drawingClassName="w-40"
      />
      <StaffSection id="ordine-email" title="E-mail inviate">
        <RecordMailTable mails={loaderData.mails} />
      </StaffSection>
    </div>
  );
}
