import { ChevronRight, Package } from "lucide-react";
import { Link } from "react-router";
import { OrderStatusBadge } from "#app/components/account/order-status-badge.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Price } from "#app/components/ui/price.tsx";
import { formatDateShort } from "#app/domain/dates.ts";
import { staticPageMeta } from "#app/domain/seo.ts";
import { requirePageUser } from "#app/server/http/auth-guards.server.ts";
import { dbContext } from "#app/server/http/context.server.ts";
import { listOrders } from "#app/server/orders.server.ts";
import type { Route } from "./+types/orders";

export const meta: Route.MetaFunction = staticPageMeta({
  title: "I miei ordini",
  description: "Lo storico dei tuoi ordini di serramenti su misura, con stato e totale.",
  path: "/orders",
  noindex: true,
});

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requirePageUser(context, request);
  const orders = await listOrders(context.get(dbContext), user.id);
  // The list needs only a card's worth of each order.
  return {
    orders: orders.map((order) => ({
      id: order.id,
      status: order.status,
      createdAt: order.createdAt,
      totalCents: order.totalCents,
      itemCount: order.items.reduce((sum, item) => sum + item.quantity, 0),
    })),
  };
}

export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const { orders } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-slate-900">I miei ordini</h1>
      {orders.length === 0 ? (
        <section className="mt-8 rounded-lg border border-slate-200 px-6 py-16 text-center">
          <Package aria-hidden="true" className="mx-auto size-12 text-brand-700" />
          <h2 className="mt-4 text-xl font-semibold text-slate-900">Non hai ancora effettuato ordini</h2>
          <p className="mt-2 text-slate-700">Quando completerai un acquisto, lo troverai qui.</p>
          <ButtonLink to="/" size="lg" className="mt-6">
            Inizia lo shopping
          </ButtonLink>
        </section>
      ) : (
        <ul className="mt-8 space-y-4">
          {orders.map((order) => (
            <li key={order.id}>
              <Link
                to={`/orders/${order.id}`}
                className="group flex items-center gap-4 rounded-lg border border-slate-200 p-5 shadow-sm hover:border-brand-700 hover:shadow-md"
              >
                <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                  <div>
                    <h2 className="text-lg font-semibold text-slate-900 group-hover:text-brand-800">
                      Ordine n. {order.id}
                    </h2>
                    <p className="mt-1 text-sm text-slate-700">
                      Effettuato il <time dateTime={order.createdAt}>{formatDateShort(order.createdAt)}</time>
                    </p>
                  </div>
                  <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
                    <OrderStatusBadge status={order.status} />
                    <span className="text-sm text-slate-700">
                      {order.itemCount} {order.itemCount === 1 ? "articolo" : "articoli"}
                    </span>
                    <Price cents={order.totalCents} className="text-lg font-semibold text-slate-900" />
                  </div>
                </div>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-600" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
