import { Link } from "react-router";
import { OrderStatusBadge } from "#app/components/account/order-status-badge.tsx";
import { Price } from "#app/components/ui/price.tsx";
import { formatDateShort } from "#app/domain/dates.ts";
import { paymentMethodTitle } from "#app/domain/payment-methods.ts";
import { STAFF_ORDERS_PATH, type StaffOrderRow } from "#app/domain/staff-order-filters.ts";
import { StaffTable, staffCellClass } from "./staff-table.tsx";

const headings = ["Ordine", "Data", "Cliente", "Stato", "Pagamento", "Totale"];

export function StaffOrderTable({ rows }: { rows: StaffOrderRow[] }) {
  if (rows.length === 0) {
    return <p className="rounded-lg border border-slate-200 p-6 text-slate-700">Nessun ordine trovato.</p>;
  }
  return (
    <StaffTable caption="Ordini" headings={headings} minWidthClass="min-w-[44rem]">
      {rows.map((row) => (
        <tr key={row.id}>
          <th scope="row" className={staffCellClass}>
            <Link to={`${STAFF_ORDERS_PATH}/${row.id}`} className="font-semibold text-brand-800 underline">
              {`n. ${row.id}`}
            </Link>
          </th>
          <td className={staffCellClass}>
            <time dateTime={row.createdAt}>{formatDateShort(row.createdAt)}</time>
          </td>
          <td className={staffCellClass}>
            <span className="block text-slate-900">{row.customerName}</span>
            <span className="block break-all text-slate-700">{row.customerEmail}</span>
          </td>
          <td className={staffCellClass}>
            <OrderStatusBadge status={row.status} />
          </td>
          <td className={staffCellClass}>{paymentMethodTitle(row.paymentMethod)}</td>
          <td className={`${staffCellClass} text-right font-semibold whitespace-nowrap`}>
            <Price cents={row.totalCents} />
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}
