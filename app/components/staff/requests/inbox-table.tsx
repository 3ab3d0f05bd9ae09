import { RequestStatusBadge } from "#app/components/quotes/request-status-badge.tsx";
import { Price } from "#app/components/ui/price.tsx";
import { type InboxItem, requestPath } from "#app/domain/request-inbox.ts";
import { requestTitle } from "#app/domain/request-status.ts";
import { StaffDateCell, StaffRowHeading, StaffTable, staffCellClass } from "../staff-table.tsx";

const headings = ["Data", "Richiesta", "Cliente", "Oggetto", "Prezzo", "Stato", "Assegnata a"];

/** The inbox's rows: quote requests and leads together, newest first. */
export function InboxTable({ items }: { items: InboxItem[] }) {
  return (
    <StaffTable
      caption="Richieste di preventivo e contatti"
      headings={headings}
      minWidthClass="min-w-[52rem]"
      rows={items}
      empty="Nessuna richiesta trovata."
    >
      {(item) => (
        <tr key={`${item.kind}-${item.id}`}>
          <StaffDateCell iso={item.createdAt} />
          <StaffRowHeading to={requestPath(item.kind, item.id)} className="whitespace-nowrap">
            {requestTitle(item)}
          </StaffRowHeading>
          <td className={staffCellClass}>
            <span className="block font-medium text-slate-900">{item.name}</span>
            <span className="block break-all text-slate-700">{item.email}</span>
          </td>
          <td className={staffCellClass}>{item.subject}</td>
          <td className={`${staffCellClass} whitespace-nowrap`}>
            {item.priceCents === null ? (
              <span className="text-slate-700">—</span>
            ) : (
              <>
                <Price cents={item.priceCents} className="block" />
                {item.offeredPriceCents === null ? null : (
                  <span className="block text-slate-700">
                    Offerta: <Price cents={item.offeredPriceCents} />
                  </span>
                )}
              </>
            )}
          </td>
          <td className={staffCellClass}>
            <RequestStatusBadge status={item.status} />
          </td>
          <td className={staffCellClass}>{item.assignee ?? <span className="text-slate-700">—</span>}</td>
        </tr>
      )}
    </StaffTable>
  );
}
