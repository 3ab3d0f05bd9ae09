import { Form, Link } from "react-router";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { SelectField } from "#app/components/ui/field.tsx";
import {
  staffInvoiceMonthZipPath,
  staffInvoicePdfPath,
  staffInvoiceXmlPath,
} from "#app/domain/invoices/invoice-paths.ts";
import { formatDateShort, shopCalendarDay } from "#app/domain/italian-formats/dates.ts";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import { STAFF_ORDERS_PATH } from "#app/domain/orders/staff-order-filters.ts";
import { staffPageMeta } from "#app/domain/web/seo.ts";
import { invoiceMonths, monthInvoices } from "#app/server/invoices/invoice-views.server.ts";
import { requireStaff } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import type { Route } from "./+types/fatture";

// /gestione/fatture (docs/product/invoices.md#month): the invoices of a month
// in number order, each with its PDF and XML, and the month's XML files as
// one ZIP for the accountant.

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const monthLabel = (month: string) =>
  new Intl.DateTimeFormat("it-IT", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-15T12:00:00Z`),
  );

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context);
  const db = context.get(dbContext);
  const asked = new URL(request.url).searchParams.get("mese") ?? "";
  const month = MONTH.test(asked) ? asked : shopCalendarDay(new Date()).slice(0, 7);
  const [invoices, months] = await Promise.all([monthInvoices(db, month), invoiceMonths(db)]);
  return { month, invoices, months: months.includes(month) ? months : [month, ...months] };
}

export const meta: Route.MetaFunction = () => staffPageMeta("Fatture");

export default function InvoicesPage({ loaderData }: Route.ComponentProps) {
  const { month, invoices, months } = loaderData;
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">Fatture</h1>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <SelectField
          id="fatture-mese"
          name="mese"
          label="Mese"
          defaultValue={month}
          choices={months.map((value) => ({ value, label: monthLabel(value) }))}
        />
        <Button type="submit" variant="secondary">
          Mostra
        </Button>
        {invoices.length > 0 ? (
          <a href={staffInvoiceMonthZipPath(month)} className={buttonClass()} download>
            Scarica il mese (ZIP)
          </a>
        ) : null}
      </Form>
      <h2 className="mt-6 text-xl font-semibold text-slate-900">{`Fatture di ${monthLabel(month)}`}</h2>
      {invoices.length === 0 ? (
        <p className="mt-3 text-slate-700">Nessuna fattura emessa in questo mese.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">{`Fatture di ${monthLabel(month)}`}</caption>
            <thead>
              <tr className="border-b border-slate-300 text-slate-700">
                <th scope="col" className="py-2 pr-3 font-medium">
                  Numero
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Data
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Tipo
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Cliente
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Ordine
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Totale
                </th>
                <th scope="col" className="py-2 font-medium">
                  File
                </th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.id} className="border-b border-slate-100 align-top">
                  <td className="py-2 pr-3 font-medium">{invoice.number}</td>
                  <td className="py-2 pr-3">{formatDateShort(`${invoice.issuedOn}T12:00:00Z`)}</td>
                  <td className="py-2 pr-3">{invoice.label}</td>
                  <td className="py-2 pr-3">{invoice.buyerName}</td>
                  <td className="py-2 pr-3">
                    <Link className="text-brand-800 underline" to={`${STAFF_ORDERS_PATH}/${invoice.orderId}`}>
                      {invoice.orderNumber}
                    </Link>
                  </td>
                  <td className="py-2 pr-3 text-right">{formatEuroCents(invoice.totalCents)}</td>
                  <td className="flex flex-wrap gap-x-3 py-2">
                    <a className="text-brand-800 underline" href={staffInvoicePdfPath(invoice.id)}>
                      {`PDF ${invoice.number}`}
                    </a>
                    <a className="text-brand-800 underline" href={staffInvoiceXmlPath(invoice.id)} download>
                      {`XML ${invoice.xmlFileName}`}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
