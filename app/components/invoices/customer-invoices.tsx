import { customerInvoicePdfPath } from "#app/domain/invoices/invoice-paths.ts";
import type { IssuedInvoiceSummary } from "#app/domain/invoices/invoice-views.ts";
import { formatShopDay } from "#app/domain/italian-formats/dates.ts";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import { StaffSection } from "../staff/staff-section.tsx";

/** The invoices of the customer's order, each with its PDF copy (docs/product/invoices.md#customer). */
export function CustomerInvoices({
  orderId,
  invoices,
}: {
  orderId: number;
  invoices: IssuedInvoiceSummary[];
}) {
  if (invoices.length === 0) return null;
  return (
    <StaffSection id="ordine-fatture" title="Fatture">
      <ul className="space-y-2">
        {invoices.map((invoice) => (
          <li key={invoice.id} className="flex flex-wrap gap-x-3">
            <span>{`${invoice.label} n. ${invoice.number} del ${formatShopDay(invoice.issuedOn)} · ${formatEuroCents(invoice.totalCents)}`}</span>
            <a
              className="font-medium text-brand-800 underline"
              href={customerInvoicePdfPath(orderId, invoice.id)}
            >
              {`Scarica il PDF della ${invoice.label.toLowerCase()} ${invoice.number}`}
            </a>
          </li>
        ))}
      </ul>
    </StaffSection>
  );
}
