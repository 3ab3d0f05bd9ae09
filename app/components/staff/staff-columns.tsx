import type { ReactNode } from "react";
import { OrderStatusBadge } from "#app/components/accounts/order-status-badge.tsx";
import { RequestStatusBadge } from "#app/components/requests/request-status-badge.tsx";
import { Price } from "#app/components/ui/price.tsx";
import type { RequestStatus } from "#app/domain/requests/request-status.ts";
import type { StaffColumn } from "./staff-column-table.tsx";
import { StaffDateCell, staffCellClass } from "./staff-table.tsx";

// The columns several back-office tables show alike: a plain value, a person's
// name and e-mail, the day a row was created, an order's or a request's status
// badge, an amount in euros.

/** A plain cell, with extra classes when its content asks for them (e.g. "break-all" for an e-mail). */
export function textColumn<Row>(
  heading: string,
  content: (row: Row) => ReactNode,
  className?: string,
): StaffColumn<Row> {
  const cellClass = className ? `${staffCellClass} ${className}` : staffCellClass;
  return { heading, cell: (row) => <td className={cellClass}>{content(row)}</td> };
}

/** A person on two lines: the name, and under it the e-mail (which may break anywhere). */
export function nameAndEmailColumn<Row>(
  heading: string,
  person: (row: Row) => { name: string; email: string },
): StaffColumn<Row> {
  return textColumn(heading, (row) => {
    const { name, email } = person(row);
    return (
      <>
        <span className="block text-slate-900">{name}</span>
        <span className="block break-all text-slate-700">{email}</span>
      </>
    );
  });
}

/** The day the row was created, e.g. an order's "Data" or a customer's "Cliente dal". */
export function createdAtColumn<Row extends { createdAt: string }>(heading = "Data"): StaffColumn<Row> {
  return { heading, cell: (row) => <StaffDateCell iso={row.createdAt} /> };
}

/** An order's status badge, naming its stage when the row has it (docs/product/production.md#stages). */
export function orderStatusColumn<Row extends { status: string; stage?: string }>(): StaffColumn<Row> {
  return textColumn("Stato", (row) => <OrderStatusBadge status={row.status} stage={row.stage} />);
}

/** A quote request's or a lead's status badge. */
export function requestStatusColumn<Row extends { status: RequestStatus }>(): StaffColumn<Row> {
  return textColumn("Stato", (row) => <RequestStatusBadge status={row.status} />);
}

/** An amount on one line, with an optional word under it (e.g. "offerta"). */
export function StaffPriceCell({ cents, note }: { cents: number; note?: string }) {
  return (
    <td className={`${staffCellClass} whitespace-nowrap`}>
      <Price cents={cents} />
      {note ? <span className="block text-slate-700">{note}</span> : null}
    </td>
  );
}

/** An amount in euros on one line, e.g. a product's base price or an order's total. */
export function priceColumn<Row>(heading: string, cents: (row: Row) => number): StaffColumn<Row> {
  return { heading, cell: (row) => <StaffPriceCell cents={cents(row)} /> };
}
