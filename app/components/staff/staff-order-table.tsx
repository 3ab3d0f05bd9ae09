import { OrderStatusBadge } from "#app/components/account/order-status-badge.tsx";
import { Price } from "#app/components/ui/price.tsx";
import { paymentMethodTitle } from "#app/domain/payment-methods.ts";
import { STAFF_ORDERS_PATH, type StaffOrderRow } from "#app/domain/staff-order-filters.ts";
import { StaffDateCell, StaffRowHeading, StaffTable, staffCellClass } from "./staff-table.tsx";

const headings = ["Ordine", "Data", "Cliente", "Stato", "Pagamento", "Totale"];

export function StaffOrderTable({ rows }: { rows: StaffOrderRow[] }) {
  return (
    <StaffTable
      caption="Ordini"
      headings={headings}
      minWidthClass="min-w-[44rem]"
      rows={rows}
      empty="Nessun ordine trovato."
    >
      {(row) => (
        <tr key={row.id}>
          <StaffRowHeading to={`${STAFF_ORDERS_PATH}/${row.id}`}>{row.number}</StaffRowHeading>
          <StaffDateCell iso={row.createdAt} />
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
      )}
    </StaffTable>
  );
}
