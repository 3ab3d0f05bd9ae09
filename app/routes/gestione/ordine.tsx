import { data } from "react-router";
import { OrderStatusBadge } from "#app/components/account/order-status-badge.tsx";
import { PdfLink } from "#app/components/documents/pdf-link.tsx";
import { BackLink } from "#app/components/layout/back-link.tsx";
import { OrderLines } from "#app/components/orders/order-lines.tsx";
import { OrderOverview } from "#app/components/orders/order-overview.tsx";
import { OrderTimeline } from "#app/components/orders/order-timeline.tsx";
import { LineThumbnail } from "#app/components/product-drawings/line-thumbnail.tsx";
import { OrderStatusForm, type OrderStatusResult } from "#app/components/staff/order-status-form.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { formatDateTime } from "#app/domain/dates.ts";
import { orderStatusLabel } from "#app/domain/order-status.ts";
import { orderStatusChangeSchema } from "#app/domain/order-status-change.ts";
import { staffPageMeta } from "#app/domain/seo.ts";
import { STAFF_ORDERS_PATH } from "#app/domain/staff-order-filters.ts";
import { firstIssueMessage } from "#app/domain/validation.ts";
import { requireStaff } from "#app/server/http/auth-guards.server.ts";
import { dbContext } from "#app/server/http/context.server.ts";
import { redirectWithToast } from "#app/server/http/flash-toast.server.ts";
import { isEnhancedSubmission, serviceErrorResult } from "#app/server/http/page-actions.server.ts";
import { readFormData } from "#app/server/http/request-body.server.ts";
import { orStaffNotFound, staffRecordId } from "#app/server/http/staff-record.server.ts";
import { changeOrderStatus } from "#app/server/order-workflow.server.ts";
import { getStaffOrder } from "#app/server/staff-orders.server.ts";
import type { Route } from "./+types/ordine";

/** A malformed id and a missing order read the same: 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  requireStaff(context);
  const id = staffRecordId(params.id);
  return orStaffNotFound(() => getStaffOrder(context.get(dbContext), id));
}

export const meta: Route.MetaFunction = ({ params }) => staffPageMeta(`Ordine n. ${params.id}`);

/** Moves the order to its next status (docs/product/back-office.md#order-status-workflow). */
export async function action({ context, params, request }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const orderId = staffRecordId(params.id);
  const form = await readFormData(request, context);
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

export default function StaffOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, version, account, history } = loaderData;
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
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <h1 className="text-3xl font-bold text-slate-900">{`Ordine ${order.number}`}</h1>
        <OrderStatusBadge status={order.status} />
        <PdfLink href={`/orders/${order.id}/pdf`} label="Conferma d'ordine (PDF)" />
      </div>
      <div className="mt-6">
        <OrderOverview
          order={order}
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
      </div>
      <Panel headingId="ordine-stato" title="Cambia stato" className="mt-8">
        <div className="mt-4">
          <OrderStatusForm
            key={version}
            action={`${STAFF_ORDERS_PATH}/${order.id}`}
            status={order.status}
            version={version}
            postedResult={actionData && !actionData.ok ? actionData : undefined}
          />
        </div>
      </Panel>
      <OrderTimeline title="Storico dello stato" steps={steps} />
      <OrderLines
        items={order.items}
        totalCents={order.totalCents}
        renderAside={(item) => (
          // The thumbnail fills its box, so the box sets its size.
          <div className="w-40 shrink-0 self-start">
            <LineThumbnail spec={item.drawing} />
          </div>
        )}
      />
    </div>
  );
}

function StepDetail({ text }: { text: string }) {
  return <p className="mt-1 text-sm text-slate-700">{text}</p>;
}
