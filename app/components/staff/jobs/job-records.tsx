import type { ReactNode } from "react";
import { Link } from "react-router";
import { PdfLink } from "#app/components/documents/pdf-link.tsx";
import { formatDateTime } from "#app/domain/italian-formats/dates.ts";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import type { JobDetail, JobOfferItem, JobOrderItem, JobRequestItem } from "#app/domain/jobs/job-view.ts";
import { offerStatusLabels } from "#app/domain/offers/offer-status.ts";
import { RecordMailTable } from "../record-mail-table.tsx";
import { StaffColumnTable, type StaffTableDefinition } from "../staff-column-table.tsx";
import {
  createdAtColumn,
  orderStatusColumn,
  priceColumn,
  requestStatusColumn,
  textColumn,
} from "../staff-columns.tsx";
import { StaffSection } from "../staff-section.tsx";
import { StaffRowHeading } from "../staff-table.tsx";

// A job's requests, orders and timeline on its back-office page
// (docs/product/jobs.md#the-job-page).

const requestTable: StaffTableDefinition<JobRequestItem> = {
  caption: "Richieste della commessa",
  minWidthClass: "min-w-[40rem]",
  empty: "Nessuna richiesta.",
  columns: [
    {
      heading: "Richiesta",
      cell: (request) => <StaffRowHeading to={request.href}>{request.label}</StaffRowHeading>,
    },
    createdAtColumn(),
    textColumn("Oggetto", (request) => request.subject),
    requestStatusColumn(),
    textColumn("Documento", (request) =>
      request.pdfHref ? <PdfLink href={request.pdfHref} label={`PDF ${request.number}`} /> : "—",
    ),
  ],
};

const orderTable: StaffTableDefinition<JobOrderItem> = {
  caption: "Ordini della commessa",
  minWidthClass: "min-w-[40rem]",
  empty: "Nessun ordine.",
  columns: [
    {
      heading: "Ordine",
      cell: (order) => <StaffRowHeading to={order.href}>{`Ordine ${order.number}`}</StaffRowHeading>,
    },
    createdAtColumn(),
    orderStatusColumn(),
    priceColumn("Totale", (order) => order.totalCents),
    textColumn("Documento", (order) => <PdfLink href={order.pdfHref} label={`PDF ${order.number}`} />),
  ],
};

const offerTable: StaffTableDefinition<JobOfferItem> = {
  caption: "Offerte della commessa",
  minWidthClass: "min-w-[40rem]",
  empty: "Nessuna offerta.",
  columns: [
    {
      heading: "Offerta",
      cell: (offer) => <StaffRowHeading to={offer.href}>{`Offerta ${offer.number}`}</StaffRowHeading>,
    },
    createdAtColumn(),
    textColumn("Stato", (offer) => offerStatusLabels[offer.status]),
    textColumn("Versioni", (offer) => String(offer.versions)),
    textColumn("Ultimo totale", (offer) =>
      offer.totalCents === null ? "non inviata" : formatEuroCents(offer.totalCents),
    ),
  ],
};

export function JobRecords({ detail, newOffer }: { detail: JobDetail; newOffer?: ReactNode }) {
  return (
    <>
      <StaffSection id="commessa-richieste" title="Richieste">
        <StaffColumnTable table={requestTable} rows={detail.requests} />
      </StaffSection>
      <StaffSection id="commessa-offerte" title="Offerte">
        <StaffColumnTable table={offerTable} rows={detail.offers} />
        {newOffer}
      </StaffSection>
      <StaffSection id="commessa-ordini" title="Ordini">
        <StaffColumnTable table={orderTable} rows={detail.orders} />
      </StaffSection>
      <StaffSection id="commessa-email" title="E-mail inviate">
        <RecordMailTable mails={detail.mails} />
      </StaffSection>
      <StaffSection id="commessa-cronologia" title="Cronologia">
        <ol className="space-y-3 border-l-2 border-slate-200 pl-4">
          {detail.timeline.map((event, index) => (
            // The same instant can hold two events: the position keeps the keys apart.
            <li key={`${event.at}-${index}`} className="text-sm">
              <time dateTime={event.at} className="block text-slate-700">
                {formatDateTime(event.at)}
              </time>
              {event.href ? (
                <Link to={event.href} className="font-medium break-words text-brand-800 underline">
                  {event.text}
                </Link>
              ) : (
                <span className="font-medium break-words text-slate-900">{event.text}</span>
              )}
            </li>
          ))}
        </ol>
      </StaffSection>
    </>
  );
}
