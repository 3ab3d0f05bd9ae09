import { Link } from "react-router";
import type { CustomerSummary } from "#app/domain/customer-accounts.ts";
import { formatDateShort } from "#app/domain/dates.ts";
import { StaffTable, staffCellClass } from "../staff-table.tsx";

const headings = ["Nome utente", "Nome", "E-mail", "Cliente dal"];

/** The customers of one page of the list, each linking to its page. */
export function CustomerTable({ customers }: { customers: CustomerSummary[] }) {
  if (customers.length === 0) {
    return <p className="rounded-lg border border-slate-200 p-6 text-slate-700">Nessun cliente trovato.</p>;
  }
  return (
    <StaffTable caption="Clienti" headings={headings} minWidthClass="min-w-[40rem]">
      {customers.map((customer) => (
        <tr key={customer.id}>
          <th scope="row" className={`${staffCellClass} font-semibold`}>
            <Link
              to={`/gestione/clienti/${customer.id}`}
              className="text-brand-800 underline underline-offset-2"
            >
              {customer.username}
            </Link>
            {customer.anonymizedAt ? (
              <span className="block font-normal text-slate-700">Anonimizzato</span>
            ) : null}
          </th>
          <td className={staffCellClass}>{customer.name || "—"}</td>
          <td className={`${staffCellClass} break-all`}>{customer.email ?? "—"}</td>
          <td className={`${staffCellClass} whitespace-nowrap`}>
            <time dateTime={customer.createdAt}>{formatDateShort(customer.createdAt)}</time>
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}
