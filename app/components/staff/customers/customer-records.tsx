import { Link } from "react-router";
import { OrderStatusBadge } from "#app/components/account/order-status-badge.tsx";
import { RequestStatusBadge } from "#app/components/quotes/request-status-badge.tsx";
import { Price } from "#app/components/ui/price.tsx";
import type { CustomerDetail } from "#app/domain/customer-accounts.ts";
import { formatDateShort } from "#app/domain/dates.ts";
import { requestPath } from "#app/domain/request-inbox.ts";
import { StaffTable, staffCellClass } from "../staff-table.tsx";

function Section({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: boolean;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">
        {empty ? <p className="rounded-lg border border-slate-200 p-4 text-slate-700">Nessuno.</p> : children}
      </div>
    </section>
  );
}

const dateCell = (iso: string) => (
  <td className={`${staffCellClass} whitespace-nowrap`}>
    <time dateTime={iso}>{formatDateShort(iso)}</time>
  </td>
);

/** What a customer's account holds, read only: orders, quote requests, leads, saved configurations. */
export function CustomerRecords({ detail }: { detail: CustomerDetail }) {
  const { orders, quoteRequests, leads, savedConfigurations } = detail;
  return (
    <div className="space-y-8">
      <Section id="cliente-ordini" title="Ordini" empty={orders.length === 0}>
        <StaffTable
          caption="Ordini del cliente"
          headings={["Ordine", "Data", "Stato", "Articoli", "Totale"]}
          minWidthClass="min-w-[36rem]"
        >
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row" className={`${staffCellClass} font-semibold`}>
                {`Ordine n. ${order.id}`}
              </th>
              {dateCell(order.createdAt)}
              <td className={staffCellClass}>
                <OrderStatusBadge status={order.status} />
              </td>
              <td className={staffCellClass}>{order.itemCount}</td>
              <td className={`${staffCellClass} whitespace-nowrap`}>
                <Price cents={order.totalCents} />
              </td>
            </tr>
          ))}
        </StaffTable>
      </Section>
      <Section id="cliente-preventivi" title="Richieste di preventivo" empty={quoteRequests.length === 0}>
        <StaffTable
          caption="Richieste di preventivo del cliente"
          headings={["Preventivo", "Data", "Prodotto", "Stato", "Prezzo"]}
          minWidthClass="min-w-[36rem]"
        >
          {quoteRequests.map((quote) => (
            <tr key={quote.id}>
              <th scope="row" className={`${staffCellClass} font-semibold`}>
                <Link
                  to={requestPath("preventivo", quote.id)}
                  className="text-brand-800 underline underline-offset-2"
                >
                  {`Preventivo n. ${quote.id}`}
                </Link>
              </th>
              {dateCell(quote.createdAt)}
              <td className={staffCellClass}>{quote.productName}</td>
              <td className={staffCellClass}>
                <RequestStatusBadge status={quote.status} />
              </td>
              <td className={`${staffCellClass} whitespace-nowrap`}>
                <Price cents={quote.offeredPriceCents ?? quote.requestPriceCents} />
                {quote.offeredPriceCents === null ? null : (
                  <span className="block text-slate-700">offerta</span>
                )}
              </td>
            </tr>
          ))}
        </StaffTable>
      </Section>
      <Section id="cliente-contatti" title="Messaggi dai moduli di contatto" empty={leads.length === 0}>
        <StaffTable
          caption="Messaggi del cliente"
          headings={["Contatto", "Data", "Modulo", "Stato"]}
          minWidthClass="min-w-[32rem]"
        >
          {leads.map((lead) => (
            <tr key={lead.id}>
              <th scope="row" className={`${staffCellClass} font-semibold`}>
                <Link
                  to={requestPath("contatto", lead.id)}
                  className="text-brand-800 underline underline-offset-2"
                >
                  {`Contatto n. ${lead.id}`}
                </Link>
              </th>
              {dateCell(lead.createdAt)}
              <td className={staffCellClass}>{lead.subject}</td>
              <td className={staffCellClass}>
                <RequestStatusBadge status={lead.status} />
              </td>
            </tr>
          ))}
        </StaffTable>
      </Section>
      <Section
        id="cliente-configurazioni"
        title="Configurazioni salvate"
        empty={savedConfigurations.length === 0}
      >
        <StaffTable
          caption="Configurazioni salvate del cliente"
          headings={["Nome", "Prodotto", "Data", "Prezzo calcolato"]}
          minWidthClass="min-w-[32rem]"
        >
          {savedConfigurations.map((configuration) => (
            <tr key={configuration.id}>
              <th scope="row" className={`${staffCellClass} font-semibold`}>
                {configuration.name}
              </th>
              <td className={staffCellClass}>{configuration.productName}</td>
              {dateCell(configuration.createdAt)}
              <td className={`${staffCellClass} whitespace-nowrap`}>
                <Price cents={configuration.calculatedPriceCents} />
              </td>
            </tr>
          ))}
        </StaffTable>
      </Section>
    </div>
  );
}
