import { BackLink } from "#app/components/layout/back-link.tsx";
import { DeliveryNoteForm, DeliveryNoteList } from "#app/components/purchasing/delivery-note-form.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { STAFF_ORDERS_PATH } from "#app/domain/orders/staff-order-filters.ts";
import { deliveryNoteFieldNames, deliveryNoteFormSchema } from "#app/domain/purchasing/delivery-note-form.ts";
import { staffPageMeta } from "#app/domain/web/seo.ts";
import { issueDeliveryNote } from "#app/server/purchasing/delivery-notes.server.ts";
import { requireStaff } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { loadOrderPurchasing } from "#app/server/web/order-purchasing-page.server.ts";
import { echoFields, formIntent, pageFormAction } from "#app/server/web/page-actions.server.ts";
import { staffRecordId } from "#app/server/web/staff-record.server.ts";
import type { Route } from "./+types/ordine-ddt";

// The delivery notes of an order (docs/product/production.md#delivery-notes):
// the order page's form posts here. A note issued goes back to the order with
// a toast; a refused form is drawn again here, each message beside its field.

export function loader({ context, params }: Route.LoaderArgs) {
  return loadOrderPurchasing(context, params.id);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffPageMeta(
    loaderData ? `Documento di trasporto, ordine ${loaderData.view.orderNumber}` : "Documento di trasporto",
  );

export async function action({ context, params, request }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const orderId = staffRecordId(params.id);
  const db = context.get(dbContext);
  return pageFormAction(
    { context, request },
    {
      echo: echoFields(deliveryNoteFieldNames, 40),
      intents: {
        "delivery-note": formIntent(deliveryNoteFormSchema, async (form) => {
          const number = await issueDeliveryNote(db, staff, orderId, form);
          return {
            redirectTo: `${STAFF_ORDERS_PATH}/${orderId}`,
            toast: { title: `Documento di trasporto ${number} emesso`, variant: "success" },
          };
        }),
      },
    },
  );
}

export default function OrderDeliveryNotePage({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData;
  return (
    <div>
      <BackLink to={`${STAFF_ORDERS_PATH}/${view.orderId}`}>Torna all'ordine {view.orderNumber}</BackLink>
      <h1 className="mt-4 text-3xl font-bold break-words text-slate-900">
        Documento di trasporto, ordine {view.orderNumber}
      </h1>
      <Panel headingId="ordine-ddt" title="Documenti di trasporto" className="mt-6">
        <DeliveryNoteList notes={view.deliveryNotes} />
        <DeliveryNoteForm view={view} refused={actionData && !actionData.ok ? actionData : undefined} />
      </Panel>
    </div>
  );
}
