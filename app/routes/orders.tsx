import { Package } from "lucide-react";
import { OrderCard, type OrderListing } from "#app/components/accounts/order-card.tsx";
import { RecordList } from "#app/components/accounts/record-list.tsx";
import { PageMessage } from "#app/components/layout/page-message.tsx";
import type { Order } from "#app/domain/orders/order.ts";
import { staticPageMeta } from "#app/domain/web/seo.ts";
import { listOrders } from "#app/server/orders/orders.server.ts";
import { requirePageUser } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import type { Route } from "./+types/orders";

export const meta: Route.MetaFunction = staticPageMeta({
  title: "I miei ordini",
  description: "Lo storico dei tuoi ordini di serramenti su misura, con stato e totale.",
  path: "/orders",
  noindex: true,
});

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requirePageUser(context, request);
  return { orders: (await listOrders(context.get(dbContext), user.id)).map(toOrderListing) };
}

/** The list needs only a card's worth of each order. */
function toOrderListing(order: Order): OrderListing {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    createdAt: order.createdAt,
    totalCents: order.totalCents,
    itemCount: order.items.reduce((sum, item) => sum + item.quantity, 0),
  };
}

export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const { orders } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-slate-900">I miei ordini</h1>
      <RecordList
        records={orders}
        renderRecord={(order) => <OrderCard order={order} />}
        empty={
          <PageMessage
            kind="empty"
            icon={Package}
            title="Non hai ancora effettuato ordini"
            text="Quando completerai un acquisto, lo troverai qui."
            linkTo="/"
            linkLabel="Inizia lo shopping"
          />
        }
      />
    </div>
  );
}
