import { OrderStatusBadge } from "#app/components/account/order-status-badge.tsx";
import { RequestStatusBadge } from "#app/components/quotes/request-status-badge.tsx";
import { Price } from "#app/components/ui/price.tsx";
import type { CustomerDetail } from "#app/domain/customer-accounts.ts";
import { requestPath } from "#app/domain/request-inbox.ts";
import { StaffSection } from "../staff-section.tsx";
import { StaffDateCell, StaffRowHeading, StaffTable, staffCellClass } from "../staff-table.tsx";

const priceCellClass = `${staffCellClass} whitespace-nowrap`;

/** One kind of record: its section and its table, or "Nessuno." when there is none. */
function RecordSection<Row>({
  id,
  title,
  ...table
}: { id: string; title: string } & Omit<Parameters<typeof StaffTable<Row>>[0], "empty">) {
  return (
    <StaffSection id={id} title={title}>
      <StaffTable {...table} empty="Nessuno." />
    </StaffSection>
  );
}

/** What a customer's account holds, read only: orders, quote requests, leads, saved configurations. */
export function CustomerRecords({ detail }: { detail: CustomerDetail }) {
  const { orders, quoteRequests, leads, savedConfigurations } = detail;
  return (
    <>
      <RecordSection
        id="cliente-ordini"
        title="Ordini"
        caption="Ordini del cliente"
        headings={["Ordine", "Data", "Stato", "Articoli", "Totale"]}
        minWidthClass="min-w-[36rem]"
        rows={orders}
      >
        {(order) => (
          <tr key={order.id}>
            <StaffRowHeading to={`/gestione/ordini/${order.id}`}>{`Ordine ${order.number}`}</StaffRowHeading>
            <StaffDateCell iso={order.createdAt} />
            <td className={staffCellClass}>
              <OrderStatusBadge status={order.status} />
            </td>
            <td className={staffCellClass}>{order.itemCount}</td>
            <td className={priceCellClass}>
              <Price cents={order.totalCents} />
            </td>
          </tr>
        )}
      </RecordSection>
      <RecordSection
        id="cliente-preventivi"
        title="Richieste di preventivo"
        caption="Richieste di preventivo del cliente"
        headings={["Preventivo", "Data", "Prodotto", "Stato", "Prezzo"]}
        minWidthClass="min-w-[36rem]"
        rows={quoteRequests}
      >
        {(quote) => (
          <tr key={quote.id}>
            <StaffRowHeading to={requestPath("preventivo", quote.id)}>
              {`Preventivo ${quote.number}`}
            </StaffRowHeading>
            <StaffDateCell iso={quote.createdAt} />
            <td className={staffCellClass}>{quote.productName}</td>
            <td className={staffCellClass}>
              <RequestStatusBadge status={quote.status} />
            </td>
            <td className={priceCellClass}>
              <Price cents={quote.offeredPriceCents ?? quote.requestPriceCents} />
              {quote.offeredPriceCents === null ? null : (
                <span className="block text-slate-700">offerta</span>
              )}
            </td>
          </tr>
        )}
      </RecordSection>
      <RecordSection
        id="cliente-contatti"
        title="Messaggi dai moduli di contatto"
        caption="Messaggi del cliente"
        headings={["Contatto", "Data", "Modulo", "Stato"]}
        minWidthClass="min-w-[32rem]"
        rows={leads}
      >
        {(lead) => (
          <tr key={lead.id}>
            <StaffRowHeading to={requestPath("contatto", lead.id)}>
              {`Contatto n. ${lead.id}`}
            </StaffRowHeading>
            <StaffDateCell iso={lead.createdAt} />
            <td className={staffCellClass}>{lead.subject}</td>
            <td className={staffCellClass}>
              <RequestStatusBadge status={lead.status} />
            </td>
          </tr>
        )}
      </RecordSection>
      <RecordSection
        id="cliente-configurazioni"
        title="Configurazioni salvate"
        caption="Configurazioni salvate del cliente"
        headings={["Nome", "Prodotto", "Data", "Prezzo calcolato"]}
        minWidthClass="min-w-[32rem]"
        rows={savedConfigurations}
      >
        {(configuration) => (
          <tr key={configuration.id}>
            <StaffRowHeading>{configuration.name}</StaffRowHeading>
            <td className={staffCellClass}>{configuration.productName}</td>
            <StaffDateCell iso={configuration.createdAt} />
            <td className={priceCellClass}>
              <Price cents={configuration.calculatedPriceCents} />
            </td>
          </tr>
        )}
      </RecordSection>
    </>
  );
}
