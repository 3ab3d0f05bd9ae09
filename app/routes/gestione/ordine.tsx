import { data } from "react-router";
import { DrawnOrderLines } from "#app/components/configurator/drawings/drawn-order-lines.tsx";
import { BackLink } from "#app/components/layout/back-link.tsx";
import { DocumentHeading } from "#app/components/layout/document-heading.tsx";
import {
  type OrderPaymentResult,
  OrderPayments,
} from "#app/components/orders/back-office/order-payment-form.tsx";
import {
  OrderStatusForm,
  type OrderStatusResult,
} from "#app/components/orders/back-office/order-status-form.tsx";
import { BankTransferDetails } from "#app/components/orders/bank-transfer-details.tsx";
import { OrderCheckoutDetails } from "#app/components/orders/order-checkout-details.tsx";
import { OrderDeliveryEstimate } from "#app/components/orders/order-delivery-estimate.tsx";
import { OrderOverview } from "#app/components/orders/order-overview.tsx";
import { OrderTimeline } from "#app/components/orders/order-timeline.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { formatDateTime, shopCalendarDay } from "#app/domain/italian-formats/dates.ts";
import { bankTransferInstructions } from "#app/domain/orders/bank-transfer.ts";
import { orderPaymentSchema, PAYMENT_FIELDS } from "#app/domain/orders/order-payments.ts";
import { orderStatusLabel } from "#app/domain/orders/order-status.ts";
import { orderStatusChangeSchema } from "#app/domain/orders/order-status-change.ts";
import { STAFF_ORDERS_PATH } from "#app/domain/orders/staff-order-filters.ts";
import { isRefusal } from "#app/domain/refusal.ts";
import { staffPageMeta } from "#app/domain/web/seo.ts";
import { fieldErrors, firstIssueMessage } from "#app/domain/web/validation.ts";
import { newPaymentKey, recordOrderPayment } from "#app/server/orders/order-payments.server.ts";
import { changeOrderStatus } from "#app/server/orders/order-workflow.server.ts";
import { getStaffOrder } from "#app/server/orders/staff-orders.server.ts";
import { requireStaff } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { redirectWithToast } from "#app/server/web/flash-toast.server.ts";
import { readFormData } from "#app/server/web/http-body.server.ts";
import {
  formTextFields,
  isEnhancedSubmission,
  serviceErrorResult,
} from "#app/server/web/page-actions.server.ts";
import { orStaffNotFound, staffRecordId } from "#app/server/web/staff-record.server.ts";
import type { Route } from "./+types/ordine";

/** A malformed id and a missing order read the same: 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  requireStaff(context);
  const id = staffRecordId(params.id);
  return orStaffNotFound(async () => {
    const found = await getStaffOrder(context.get(dbContext), id);
    // A fresh one-time key for each drawing of the payment form: a double submit records once.
    return { ...found, bankTransfer: bankTransferInstructions(found.order), paymentKey: newPaymentKey() };
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
  const form = await readFormData(request, context);
  if (form.get("intent") === "payment") return paymentAction(context, staff, orderId, form);
  const parsed = orderStatusChangeSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return data({ ok: false, message: firstIssueMessage(parsed.error) } satisfies OrderStatusResult, {
      status: 400,
    });
  }
  let status: string;
  try {
    status = (await changeOrderStatus(context.get(dbContext), staff, orderId, parsed.data)).status;
  } catch (error) {
    return serviceErrorResult(error, (message): OrderStatusResult => ({ ok: false, message }));
  }
  if (isEnhancedSubmission(form)) return { ok: true, status } satisfies OrderStatusResult;
  throw redirectWithToast(context, `${STAFF_ORDERS_PATH}/${orderId}`, {
    title: "Stato aggiornato",
    description: `Ora l'ordine è «${orderStatusLabel(status)}».`,
    variant: "success",
  });
}

async function paymentAction(
  context: Route.ActionArgs["context"],
  staff: { id: number },
  orderId: number,
  form: FormData,
) {
  const fields = formTextFields(form);
  const values = {
    receivedOn: fields[PAYMENT_FIELDS.receivedOn]?.slice(0, 10),
    amount: fields[PAYMENT_FIELDS.amount]?.slice(0, 40),
    method: fields[PAYMENT_FIELDS.method]?.slice(0, 40),
  };
  const refused = (message: string, errors: Record<string, string> = {}): OrderPaymentResult => ({
    intent: "payment",
    ok: false,
    message,
    errors,
    values,
  });
  const parsed = orderPaymentSchema(shopCalendarDay(new Date())).safeParse(fields);
  if (!parsed.success) {
    return data(refused(firstIssueMessage(parsed.error), fieldErrors(parsed.error)), { status: 400 });
  }
  let label: string;
  try {
    ({ label } = await recordOrderPayment(context.get(dbContext), staff, orderId, {
      receivedOn: parsed.data.receivedOn,
      amountCents: parsed.data.amount,
      method: parsed.data.method,
      idempotencyKey: parsed.data.paymentKey,
    }));
  } catch (error) {
    // The service keys its refusal at the field at fault (the amount, the method), if any.
    return serviceErrorResult(error, (message) =>
      refused(message, isRefusal(error) ? { ...error.fields } : {}),
    );
  }
  if (isEnhancedSubmission(form)) return { intent: "payment", ok: true, label } satisfies OrderPaymentResult;
  throw redirectWithToast(context, `${STAFF_ORDERS_PATH}/${orderId}`, {
    title: "Pagamento registrato",
    description: label,
    variant: "success",
  });
}

export default function StaffOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, version, account, history, payments, payment, delivery, bankTransfer, paymentKey } =
    loaderData;
  const paymentResult = actionData && "intent" in actionData ? actionData : undefined;
  const statusResult = actionData && !("intent" in actionData) ? actionData : undefined;
  const steps = [
    {
      key: "ricevuto",
      status: "pending",
      at: order.createdAt,
      note: null,
      detail: <StepDetail text="Ordine ricevuto" />,
    },
    ...history.map((entry) => ({
      key: entry.id,
      status: entry.toStatus,
      at: entry.changedAt,
      note: entry.note || null,
      detail: (
        <StepDetail
          text={`Da «${orderStatusLabel(entry.fromStatus)}», di ${entry.changedBy}, ${formatDateTime(entry.changedAt)}${
            entry.note
              ? entry.noteVisibleToCustomer
                ? " · nota visibile al cliente"
                : " · nota interna"
              : ""
          }`}
        />
      ),
    })),
  ];
  return (
    <div>
      <BackLink to={STAFF_ORDERS_PATH}>Torna agli ordini</BackLink>
      <DocumentHeading kind="order" document={order} className="mt-4" />
      <div className="mt-6">
        <OrderOverview
          order={order}
          paymentLabel={payment.label}
          customerExtra={
            <p className="mt-3 text-sm text-slate-700">
              Account: <span className="font-medium text-slate-900">{account.username}</span>
              {account.email && account.email !== order.shippingEmail ? ` · ${account.email}` : ""}
            </p>
          }
          addressExtra={
            <p className="mt-3 text-sm text-slate-700">{`Fatturazione: ${order.billingAddress}`}</p>
          }
        />
        <OrderCheckoutDetails order={order} />
        {bankTransfer ? (
          <BankTransferDetails transfer={bankTransfer} headingId="ordine-bonifico" className="mt-6" />
        ) : null}
      </div>
      <OrderDeliveryEstimate estimate={delivery} />
      <Panel headingId="ordine-stato" title="Cambia stato" className="mt-8">
        <div className="mt-4">
          <OrderStatusForm
            key={version}
            action={`${STAFF_ORDERS_PATH}/${order.id}`}
            status={order.status}
            version={version}
            postedResult={statusResult && !statusResult.ok ? statusResult : undefined}
          />
        </div>
      </Panel>
      <Panel headingId="ordine-pagamenti" title="Pagamenti" className="mt-8">
        <OrderPayments
          action={`${STAFF_ORDERS_PATH}/${order.id}`}
          payments={payments}
          status={payment}
          defaultMethod={order.paymentMethod}
          today={shopCalendarDay(new Date())}
          paymentKey={paymentKey}
          postedResult={paymentResult}
        />
      </Panel>
      <OrderTimeline title="Storico dello stato" steps={steps} />
      <DrawnOrderLines items={order.items} totalCents={order.totalCents} drawingClassName="w-40" />
    </div>
  );
}

function StepDetail({ text }: { text: string }) {
  return <p className="mt-1 text-sm text-slate-700">{text}</p>;
}
