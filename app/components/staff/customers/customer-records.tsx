import type { Key, ReactNode } from "react";
import type { CustomerQuoteSummary } from "#app/domain/requests/quote-view.ts";
import { requestPath } from "#app/domain/requests/request-inbox.ts";
import {
  type RequestKind,
  type RequestStatus,
  requestKindLabels,
  requestTitle,
} from "#app/domain/requests/request-status.ts";
import type {
  CustomerDetail,
  CustomerLeadSummary,
  CustomerOrderSummary,
  CustomerSavedConfigurationSummary,
} from "#app/domain/staff/customer-accounts.ts";
import { type StaffColumn, StaffColumnTable, type StaffTableDefinition } from "../staff-column-table.tsx";
import {
  createdAtColumn,
  orderStatusColumn,
  priceColumn,
  requestStatusColumn,
  StaffPriceCell,
  textColumn,
} from "../staff-columns.tsx";
import { StaffSection } from "../staff-section.tsx";
import { StaffRowHeading } from "../staff-table.tsx";

/** One kind of record a customer holds: its section on the page and its table. */
interface RecordTable<Row> extends Omit<StaffTableDefinition<Row>, "empty"> {
  section: { id: string; title: string };
}

/** A record's section and its table, or "Nessuno." when the customer holds none. */
function RecordSection<Row extends { id: Key }>({
  records,
  rows,
}: {
  records: RecordTable<Row>;
  rows: Row[];
}) {
  const { section, ...table } = records;
  return (
    <StaffSection {...section}>
      <StaffColumnTable table={{ ...table, empty: "Nessuno." }} rows={rows} />
    </StaffSection>
  );
}

/**
 * A customer's requests of one kind, as the inbox shows them: the title linking
 * to the request's page ("Preventivo P-2026-000123", "Contatto n. 7"), the
 * day, what it is about and the status.
 */
function requestColumns<
  Row extends { id: number; number?: string; createdAt: string; status: RequestStatus },
>(kind: RequestKind, subjectHeading: string, subject: (row: Row) => ReactNode): StaffColumn<Row>[] {
  const title: StaffColumn<Row> = {
    heading: requestKindLabels[kind],
    cell: (row) => (
      <StaffRowHeading to={requestPath(kind, row.id)}>
        {requestTitle({ kind, id: row.id, number: row.number ?? null })}
      </StaffRowHeading>
    ),
  };
  return [title, createdAtColumn(), textColumn(subjectHeading, subject), requestStatusColumn()];
}

const orderRecords: RecordTable<CustomerOrderSummary> = {
  section: { id: "cliente-ordini", title: "Ordini" },
  caption: "Ordini del cliente",
  minWidthClass: "min-w-[36rem]",
  columns: [
    {
      heading: "Ordine",
      cell: (order) => (
        <StaffRowHeading to={`/gestione/ordini/${order.id}`}>{`Ordine ${order.number}`}</StaffRowHeading>
      ),
    },
    createdAtColumn(),
    orderStatusColumn(),
    textColumn("Articoli", (order) => order.itemCount),
    priceColumn("Totale", (order) => order.totalCents),
  ],
};

const quoteRecords: RecordTable<CustomerQuoteSummary> = {
  section: { id: "cliente-preventivi", title: "Richieste di preventivo" },
  caption: "Richieste di preventivo del cliente",
  minWidthClass: "min-w-[36rem]",
  columns: [
    ...requestColumns<CustomerQuoteSummary>("preventivo", "Prodotto", (quote) => quote.productName),
    {
      heading: "Prezzo",
      cell: (quote) => (
        <StaffPriceCell
          cents={quote.offeredPriceCents ?? quote.requestPriceCents}
          note={quote.offeredPriceCents === null ? undefined : "offerta"}
        />
      ),
    },
  ],
};

const leadRecords: RecordTable<CustomerLeadSummary> = {
  section: { id: "cliente-contatti", title: "Messaggi dai moduli di contatto" },
  caption: "Messaggi del cliente",
  minWidthClass: "min-w-[32rem]",
  columns: requestColumns("contatto", "Modulo", (lead) => lead.subject),
};

const configurationRecords: RecordTable<CustomerSavedConfigurationSummary> = {
  section: { id: "cliente-configurazioni", title: "Configurazioni salvate" },
  caption: "Configurazioni salvate del cliente",
  minWidthClass: "min-w-[32rem]",
  columns: [
    { heading: "Nome", cell: (configuration) => <StaffRowHeading>{configuration.name}</StaffRowHeading> },
    textColumn("Prodotto", (configuration) => configuration.productName),
    createdAtColumn(),
    priceColumn("Prezzo calcolato", (configuration) => configuration.calculatedPriceCents),
  ],
};

/** What a customer's account holds, read only: orders, quote requests, leads, saved configurations. */
export function CustomerRecords({ detail }: { detail: CustomerDetail }) {
  return (
    <>
      <RecordSection records={orderRecords} rows={detail.orders} />
      <RecordSection records={quoteRecords} rows={detail.quoteRequests} />
      <RecordSection records={leadRecords} rows={detail.leads} />
      <RecordSection records={configurationRecords} rows={detail.savedConfigurations} />
    </>
  );
}
