import { invoiceTypeLabels } from "#app/domain/cart-and-checkout/invoice-types.ts";
import { paymentMethodTitle } from "#app/domain/cart-and-checkout/payment-methods.ts";
import { formatDateShort } from "#app/domain/italian-formats/dates.ts";
import { orderStatusLabel } from "#app/domain/orders/order-status.ts";
import { vatIncludedCents } from "#app/domain/orders/order-totals.ts";
import { parseStaffOrderFilter } from "#app/domain/orders/staff-order-filters.ts";
import { splitOfTotal } from "#app/domain/vat/vat-job-lines.ts";
import type { StoredVatSplit } from "#app/domain/vat/vat-split.ts";
import { listStaffOrdersForExport } from "#app/server/orders/staff-orders.server.ts";
import { csvEuros, csvPhone, csvResponse, toCsv } from "#app/server/staff/csv-export.server.ts";
import { requireStaff } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import type { Route } from "./+types/ordini-esporta";

// GET /gestione/ordini/esporta?…: the filtered order list (every page) as CSV
// for Excel (docs/product/back-office.md#exports). A page route, not a
// resource route, on purpose: anyone but staff gets the very 404 page of an
// unknown URL from the layout; staff get the file from this middleware, which
// answers before any loader or rendering.

const HEADINGS = [
  "Ordine",
  "Data",
  "Stato",
  "Cliente",
  "E-mail",
  "Telefono",
  "Città",
  "Pagamento",
  "Totale (€)",
  "Provincia",
  "Fattura a",
  "Codice fiscale",
  "Ragione sociale",
  "Partita IVA",
  "Codice SDI",
  "PEC",
  "Detrazione fiscale",
  "Indirizzo",
  "CAP",
  "Pagato (€)",
  "Da pagare (€)",
  "Imponibile (€)",
  "IVA 22% (€)",
  "IVA 10% (€)",
];

/**
 * Paid and due as the order's page counts them, and the total split into
 * taxable amount and VAT per rate (docs/product/vat.md); an order placed
 * before splits were kept is all at 22 %.
 */
function moneyColumns(row: {
  totalCents: number;
  status: string;
  paidCents: number;
  vatSplit: StoredVatSplit | null;
}) {
  const paidCents = Number(row.paidCents);
  const dueCents = row.status === "cancelled" ? 0 : Math.max(0, row.totalCents - paidCents);
  const split = row.vatSplit;
  const vatAt = (rate: number) =>
    splitOfTotal(split, row.totalCents)
      ? (split.rates.find((share) => share.ratePercent === rate)?.vatCents ?? 0)
      : rate === 22
        ? vatIncludedCents(row.totalCents)
        : 0;
  const vatCents = vatAt(22) + vatAt(10);
  return [
    csvEuros(paidCents),
    csvEuros(dueCents),
    csvEuros(row.totalCents - vatCents),
    csvEuros(vatAt(22)),
    csvEuros(vatAt(10)),
  ];
}

export const middleware: Route.MiddlewareFunction[] = [
  async ({ context, request }) => {
    requireStaff(context);
    const filter = parseStaffOrderFilter(new URL(request.url).searchParams);
    const rows = await listStaffOrdersForExport(context.get(dbContext), filter);
    const csv = toCsv(
      HEADINGS,
      rows.map((row) => [
        row.number,
        formatDateShort(row.createdAt),
        orderStatusLabel(row.status),
        row.customerName,
        row.customerEmail,
        csvPhone(row.customerPhone),
        row.city,
        paymentMethodTitle(row.paymentMethod),
        csvEuros(row.totalCents),
        row.province,
        row.invoiceType === null ? null : invoiceTypeLabels[row.invoiceType],
        row.fiscalCode,
        row.companyName,
        row.vatNumber,
        row.sdiCode,
        row.pec,
        row.taxDeduction ? "Sì" : "No",
        row.street,
        row.postalCode,
        ...moneyColumns(row),
      ]),
    );
    return csvResponse(csv, `ordini-${new Date().toISOString().slice(0, 10)}.csv`);
  },
];

/** Never shown: the middleware has answered with the file. */
export default function OrdersExport() {
  return null;
}
