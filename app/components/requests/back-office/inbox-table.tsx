import { Price } from "#app/components/ui/price.tsx";
import { type InboxItem, requestPath } from "#app/domain/requests/request-inbox.ts";
import { requestTitle } from "#app/domain/requests/request-status.ts";
import { StaffColumnTable, type StaffTableDefinition } from "../../staff/staff-column-table.tsx";
import { createdAtColumn, requestStatusColumn, textColumn } from "../../staff/staff-columns.tsx";
import { StaffRowHeading } from "../../staff/staff-table.tsx";

/** The request's price, and under it the offer made on it; a lead has none. */
function RequestPrice({ item }: { item: InboxItem }) {
  if (item.priceCents === null) return <span className="text-slate-700">—</span>;
  return (
    <>
      <Price cents={item.priceCents} className="block" />
      {item.offeredPriceCents === null ? null : (
        <span className="block text-slate-700">
          Offerta: <Price cents={item.offeredPriceCents} />
        </span>
      )}
    </>
  );
}

const inboxTable: StaffTableDefinition<InboxItem> = {
  caption: "Richieste di preventivo e contatti",
  minWidthClass: "min-w-[52rem]",
  empty: "Nessuna richiesta trovata.",
  // A quote request and a lead may share an id.
  rowKey: (item) => `${item.kind}-${item.id}`,
  columns: [
    createdAtColumn(),
    {
      heading: "Richiesta",
      cell: (item) => (
        <StaffRowHeading to={requestPath(item.kind, item.id)} className="whitespace-nowrap">
          {requestTitle(item)}
        </StaffRowHeading>
      ),
    },
    textColumn("Cliente", (item) => (
      <>
        <span className="block font-medium text-slate-900">{item.name}</span>
        <span className="block break-all text-slate-700">{item.email}</span>
      </>
    )),
    textColumn("Oggetto", (item) => item.subject),
    textColumn("Prezzo", (item) => <RequestPrice item={item} />, "whitespace-nowrap"),
    requestStatusColumn(),
    textColumn("Assegnata a", (item) => item.assignee ?? <span className="text-slate-700">—</span>),
  ],
};

/** The inbox's rows: quote requests and leads together, newest first. */
export function InboxTable({ items }: { items: InboxItem[] }) {
  return <StaffColumnTable table={inboxTable} rows={items} />;
}
