import { Link } from "react-router";
import { staffOrderInvoicesPath } from "#app/domain/invoices/invoice-paths.ts";
import type { DueInvoiceRow } from "#app/domain/invoices/invoice-views.ts";
import { formatShopDay } from "#app/domain/italian-formats/dates.ts";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import { StaffSection } from "../staff/staff-section.tsx";

/** The dashboard's «Fatture da emettere»: each with its order and deadline (docs/product/invoices.md#due). */
export function InvoicesDueList({ rows, more }: { rows: DueInvoiceRow[]; more: boolean }) {
  return (
    <StaffSection id="panoramica-fatture" title="Fatture da emettere">
      {rows.length === 0 ? (
        <p className="text-slate-700">Nessuna fattura da emettere.</p>
      ) : (
        <ul className="space-y-2">
          {rows.map((row) => (
            <li key={`${row.orderId}-${row.label}-${row.dueBy}`}>
              <Link className="font-medium text-brand-800 underline" to={staffOrderInvoicesPath(row.orderId)}>
                {`${row.label} · ordine ${row.orderNumber}`}
              </Link>
              <span className="text-slate-700">{` · ${formatEuroCents(row.amountCents)} · entro il ${formatShopDay(row.dueBy)}`}</span>
            </li>
          ))}
        </ul>
      )}
      {more ? (
        <p className="mt-2 text-sm text-slate-700">Altre fatture da emettere negli ordini meno recenti.</p>
      ) : null}
    </StaffSection>
  );
}
