import { Download } from "lucide-react";
import { useLocation } from "react-router";
import { StaffOrderFiltersForm } from "#app/components/orders/back-office/staff-order-filters-form.tsx";
import { StaffOrderTable } from "#app/components/orders/back-office/staff-order-table.tsx";
import { type ListWords, StaffListResults } from "#app/components/staff/staff-list-results.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import {
  parseStaffOrderFilter,
  STAFF_ORDERS_PATH,
  staffOrdersHref,
} from "#app/domain/orders/staff-order-filters.ts";
import { staffPageMeta } from "#app/domain/web/seo.ts";
import { listStaffOrders } from "#app/server/orders/staff-orders.server.ts";
import { loadStaffList } from "#app/server/web/staff-loaders.server.ts";
import type { Route } from "./+types/ordini";

const listWords: ListWords = { one: "ordine", many: "ordini", pages: "Pagine degli ordini" };

export const meta: Route.MetaFunction = () => staffPageMeta("Ordini");

export function loader(args: Route.LoaderArgs) {
  return loadStaffList(args, parseStaffOrderFilter, listStaffOrders);
}

export default function StaffOrdersPage({ loaderData }: Route.ComponentProps) {
  const { filter, list } = loaderData;
  const { search } = useLocation();
  // The export takes the same filters (the page does not matter: it holds every match).
  const exportHref = staffOrdersHref({ ...filter, pagina: 1 }, `${STAFF_ORDERS_PATH}/esporta`);
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-slate-900">Ordini</h1>
        <ButtonLink to={exportHref} reloadDocument variant="secondary">
          <Download aria-hidden="true" className="size-4" />
          Esporta CSV
        </ButtonLink>
      </div>
      <div className="mt-6">
        <StaffOrderFiltersForm key={search} filter={filter} />
      </div>
      <StaffListResults list={list} words={listWords}>
        <StaffOrderTable rows={list.rows} />
      </StaffListResults>
    </div>
  );
}
