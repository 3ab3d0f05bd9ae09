import { z } from "zod";
import { BackLink } from "#app/components/layout/back-link.tsx";
import { OrderPurchasing } from "#app/components/purchasing/order-purchasing.tsx";
import { FormRefusal } from "#app/components/requests/back-office/form-refusal.tsx";
import { STAFF_ORDERS_PATH } from "#app/domain/orders/staff-order-filters.ts";
import { staffPageMeta } from "#app/domain/web/seo.ts";
import { integerLike } from "#app/domain/web/validation.ts";
import {
  preparePurchaseOrders,
  recordPurchaseOrderArrival,
  sendPurchaseOrder,
} from "#app/server/purchasing/purchase-orders.server.ts";
import { requireStaff } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { loadOrderPurchasing } from "#app/server/web/order-purchasing-page.server.ts";
import { formIntent, pageFormAction } from "#app/server/web/page-actions.server.ts";
import { staffRecordId } from "#app/server/web/staff-record.server.ts";
import type { Route } from "./+types/ordine-ordini-fornitore";

// An order's purchase orders (docs/product/production.md#purchase-orders): the
// forms of the order page's «Ordini fornitore» post here. A success goes back
// to the order with a toast; a refusal (a 409: already prepared, already
// arrived) is told on this page, beside the same panel.

const id = (message: string) =>
  z.preprocess(integerLike, z.number({ error: message }).int().positive(message));
const purchaseOrderId = id("Ordine fornitore sconosciuto");

export function loader({ context, params }: Route.LoaderArgs) {
  return loadOrderPurchasing(context, params.id);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffPageMeta(
    loaderData ? `Ordini fornitore dell'ordine ${loaderData.view.orderNumber}` : "Ordini fornitore",
  );

export async function action({ context, params, request }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const orderId = staffRecordId(params.id);
  const db = context.get(dbContext);
  const redirectTo = `${STAFF_ORDERS_PATH}/${orderId}`;
  return pageFormAction(
    { context, request },
    {
      intents: {
        prepare: formIntent(
          z.object({
            supplierId: z
              .union([z.literal("").transform(() => null), id("Fornitore sconosciuto")])
              .default(null),
          }),
          async ({ supplierId }) => {
            const numbers = await preparePurchaseOrders(db, staff, orderId, { supplierId });
            const title = numbers.length === 1 ? "Ordine fornitore preparato" : "Ordini fornitore preparati";
            return { redirectTo, toast: { title, description: numbers.join(", "), variant: "success" } };
          },
        ),
        send: formIntent(z.object({ purchaseOrderId }), async (input) => {
          const { number, email } = await sendPurchaseOrder(db, staff, orderId, input.purchaseOrderId);
          return {
            redirectTo,
            toast: {
              title: `Ordine ${number} in invio`,
              description: `A ${email}, con PDF e CSV.`,
              variant: "success",
            },
          };
        }),
        arrived: formIntent(
          z.object({ purchaseOrderId, version: id("Versione del modulo non valida: ricarica la pagina") }),
          async (input) => {
            const number = await recordPurchaseOrderArrival(db, staff, orderId, input);
            return {
              redirectTo,
              toast: { title: `Arrivo dell'ordine ${number} registrato`, variant: "success" },
            };
          },
        ),
      },
    },
  );
}

export default function OrderPurchaseOrdersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData;
  return (
    <div>
      <BackLink to={`${STAFF_ORDERS_PATH}/${view.orderId}`}>Torna all'ordine {view.orderNumber}</BackLink>
      <h1 className="mt-4 text-3xl font-bold break-words text-slate-900">
        Ordini fornitore dell'ordine {view.orderNumber}
      </h1>
      <div className="mt-4">
        <FormRefusal message={actionData && !actionData.ok ? actionData.message : undefined} errors={{}} />
      </div>
      <OrderPurchasing view={view} />
    </div>
  );
}
