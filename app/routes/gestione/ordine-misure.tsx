import { Form, Link } from "react-router";
import { z } from "zod";
import { BackLink } from "#app/components/layout/back-link.tsx";
import {
  PositionMeasurementForm,
  type PositionRefusal,
} from "#app/components/staff/measurements/position-measurement-form.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { formatDateTime } from "#app/domain/italian-formats/dates.ts";
import { staffJobPath } from "#app/domain/jobs/job-view.ts";
import {
  missingMeasurementsMessage,
  positionMeasurementSchema,
} from "#app/domain/measurements/position-measurement.ts";
import { staffOfferPath } from "#app/domain/offers/offer-paths.ts";
import { isOrderRevisable } from "#app/domain/offers/order-revision.ts";
import { STAFF_ORDERS_PATH } from "#app/domain/orders/staff-order-filters.ts";
import { staffPageMeta } from "#app/domain/web/seo.ts";
import {
  getMeasurementSheet,
  recordPositionMeasurement,
  sendMeasurementsForConfirmation,
} from "#app/server/measurements/position-measurements.server.ts";
import { requireStaff } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { formIntent, pageFormAction } from "#app/server/web/page-actions.server.ts";
import { orStaffNotFound, staffRecordId } from "#app/server/web/staff-record.server.ts";
import type { Route } from "./+types/ordine-misure";

// The survey's measurement page of an order (docs/product/production.md#measurements):
// made for a phone at the site; each position's size and notes, then the
// revision with those sizes sent to the customer to confirm.

export async function loader({ context, params }: Route.LoaderArgs) {
  requireStaff(context);
  const id = staffRecordId(params.id);
  return orStaffNotFound(() => getMeasurementSheet(context.get(dbContext), id));
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffPageMeta(loaderData ? `Misure dell'ordine ${loaderData.orderNumber}` : "Misure");

export async function action({ context, params, request }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const orderId = staffRecordId(params.id);
  const db = context.get(dbContext);
  const redirectTo = `${STAFF_ORDERS_PATH}/${orderId}/misure`;
  return pageFormAction(
    { context, request },
    {
      echo: { itemId: 20, width: 20, height: 20, notes: 500 },
      intents: {
        measure: formIntent(positionMeasurementSchema, async (input) => {
          await recordPositionMeasurement(db, staff, orderId, input);
          return { redirectTo, toast: { title: "Misure salvate", variant: "success" } };
        }),
        send: formIntent(z.object({}), async () => {
          const sent = await sendMeasurementsForConfirmation(db, staff, orderId);
          return {
            redirectTo,
            toast: {
              title: "Misure inviate al cliente",
              description: sent.emailedTo
                ? `Variante ${sent.offerNumber} inviata a ${sent.emailedTo}: il cliente deve confermarla.`
                : `Variante ${sent.offerNumber} pronta: il cliente non ha un'e-mail, consegnagli il PDF.`,
              variant: "success",
            },
          };
        }),
      },
    },
  );
}

export default function OrderMeasurementsPage({ loaderData, actionData }: Route.ComponentProps) {
  const sheet = loaderData;
  const editable = isOrderRevisable(sheet.stage);
  const refusal = actionData && !actionData.ok ? actionData : null;
  const positionRefusal = (itemId: number): PositionRefusal | null =>
    refusal?.intent === "measure" && refusal.values.itemId === String(itemId)
      ? { itemId: String(itemId), message: refusal.message, errors: refusal.errors, values: refusal.values }
      : null;
  const missing = missingMeasurementsMessage(sheet.positions);
  return (
    <div className="mx-auto max-w-3xl">
      <BackLink to={`${STAFF_ORDERS_PATH}/${sheet.orderId}`}>Torna all'ordine</BackLink>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">{`Misure dell'ordine ${sheet.orderNumber}`}</h1>
      <p className="mt-2 text-slate-800">
        {sheet.customerName} · {sheet.siteAddress}
        {sheet.jobNumber ? (
          <>
            {" · "}
            <Link to={staffJobPath(sheet.jobNumber)} className="font-medium text-brand-800 underline">
              {`Commessa ${sheet.jobNumber}`}
            </Link>
          </>
        ) : null}
      </p>
      {editable ? null : (
        <p className="mt-4 text-slate-800">La produzione è avviata: le misure non si possono più cambiare.</p>
      )}
      <ol className="mt-6 space-y-4">
        {sheet.positions.map((position) => (
          <PositionMeasurementForm
            key={position.itemId}
            position={position}
            refused={positionRefusal(position.itemId)}
            editable={editable}
          />
        ))}
      </ol>
      <Panel headingId="misure-conferma" title="Conferma del cliente" className="mt-8">
        {sheet.measurementsConfirmedAt ? (
          <p className="mt-3 text-slate-800">
            {`Il cliente ha confermato le misure definitive il ${formatDateTime(sheet.measurementsConfirmedAt)}.`}
          </p>
        ) : null}
        {sheet.pendingRevision ? (
          <p className="mt-3 text-slate-800">
            {"In attesa della conferma del cliente: "}
            <Link
              to={staffOfferPath(sheet.pendingRevision.number)}
              className="font-medium text-brand-800 underline"
            >
              {`variante ${sheet.pendingRevision.number}`}
            </Link>
          </p>
        ) : null}
        {refusal?.intent === "send" ? (
          <p role="alert" className="mt-3 text-sm text-red-800">
            {refusal.message}
          </p>
        ) : null}
        {editable ? (
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="send" />
            <p className="text-sm text-slate-800">
              {missing ??
                "Ogni posizione è misurata: la variante con le misure, ricalcolata, va al cliente per la conferma."}
            </p>
            <button type="submit" className={buttonClass({ className: "mt-3" })}>
              Invia le misure al cliente
            </button>
          </Form>
        ) : null}
      </Panel>
    </div>
  );
}
