import type { CustomerSummary } from "#app/domain/customer-accounts.ts";
import { StaffDateCell, StaffRowHeading, StaffTable, staffCellClass } from "../staff-table.tsx";

const headings = ["Nome utente", "Nome", "E-mail", "Cliente dal"];

/** The customers of one page of the list, each linking to its page. */
export function CustomerTable({ customers }: { customers: CustomerSummary[] }) {
  return (
    <StaffTable
      caption="Clienti"
      headings={headings}
      minWidthClass="min-w-[40rem]"
      rows={customers}
      empty="Nessun cliente trovato."
    >
      {(customer) => (
        <tr key={customer.id}>
          <StaffRowHeading
            to={`/gestione/clienti/${customer.id}`}
            note={customer.anonymizedAt ? "Anonimizzato" : null}
          >
            {customer.username}
          </StaffRowHeading>
          <td className={staffCellClass}>{customer.name || "—"}</td>
          <td className={`${staffCellClass} break-all`}>{customer.email ?? "—"}</td>
          <StaffDateCell iso={customer.createdAt} />
        </tr>
      )}
    </StaffTable>
  );
}
