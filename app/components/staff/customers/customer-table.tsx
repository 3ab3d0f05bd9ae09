import type { CustomerSummary } from "#app/domain/staff/customer-accounts.ts";
import { StaffColumnTable, type StaffTableDefinition } from "../staff-column-table.tsx";
import { createdAtColumn, textColumn } from "../staff-columns.tsx";
import { StaffRowHeading } from "../staff-table.tsx";

const customerTable: StaffTableDefinition<CustomerSummary> = {
  caption: "Clienti",
  minWidthClass: "min-w-[40rem]",
  empty: "Nessun cliente trovato.",
  columns: [
    {
      heading: "Nome utente",
      cell: (customer) => (
        <StaffRowHeading
          to={`/gestione/clienti/${customer.id}`}
          note={customer.anonymizedAt ? "Anonimizzato" : null}
        >
          {customer.username}
        </StaffRowHeading>
      ),
    },
    textColumn("Nome", (customer) => customer.name || "—"),
    textColumn("E-mail", (customer) => customer.email ?? "—", "break-all"),
    createdAtColumn("Cliente dal"),
  ],
};

/** The customers of one page of the list, each linking to its page. */
export function CustomerTable({ customers }: { customers: CustomerSummary[] }) {
  return <StaffColumnTable table={customerTable} rows={customers} />;
}
