import { CustomerTable } from "#app/components/staff/customers/customer-table.tsx";
import { FilterForm } from "#app/components/staff/filter-form.tsx";
import { type ListWords, StaffListResults } from "#app/components/staff/staff-list-results.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import { parseCustomerFilter } from "#app/domain/staff/customer-accounts.ts";
import { staffPageMeta } from "#app/domain/web/seo.ts";
import { listCustomers } from "#app/server/staff/customer-accounts.server.ts";
import { loadStaffList } from "#app/server/web/staff-loaders.server.ts";
import type { Route } from "./+types/clienti";

const PAGE_PATH = "/gestione/clienti";

const listWords: ListWords = { one: "cliente", many: "clienti", pages: "Pagine dei clienti" };

export const meta: Route.MetaFunction = () => staffPageMeta("Clienti");

export function loader(args: Route.LoaderArgs) {
  return loadStaffList(args, parseCustomerFilter, listCustomers);
}

export default function CustomersPage({ loaderData }: Route.ComponentProps) {
  const { list, filter } = loaderData;
  const search = filter.search ?? "";
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Clienti</h1>
      <p className="mt-2 text-slate-700">Gli account dei clienti, dal più recente.</p>
      <FilterForm action={PAGE_PATH} className="mt-6 flex flex-wrap items-end gap-4" submitLabel="Cerca">
        <div className="w-full max-w-md">
          <TextField
            name="cerca"
            type="search"
            label="Nome, nome utente o e-mail"
            defaultValue={search}
            hint="L'inizio di un nome, del nome utente o dell'e-mail"
            maxLength={100}
          />
        </div>
      </FilterForm>
      <StaffListResults list={list} words={listWords}>
        <CustomerTable customers={list.rows} />
      </StaffListResults>
    </div>
  );
}
