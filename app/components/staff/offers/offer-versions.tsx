import { Link } from "react-router";
import { PdfLink } from "#app/components/documents/pdf-link.tsx";
import { formatDateTime } from "#app/domain/italian-formats/dates.ts";
import type { EditorVersion, StaffOfferView } from "#app/domain/offers/offer-editor.ts";
import { staffOfferPath } from "#app/domain/offers/offer-paths.ts";
import { RecordMailTable } from "../record-mail-table.tsx";
import { StaffColumnTable, type StaffTableDefinition } from "../staff-column-table.tsx";
import { priceColumn, textColumn } from "../staff-columns.tsx";
import { StaffSection } from "../staff-section.tsx";

// Every sent version, oldest first, with the customer's answer
// (docs/product/offers.md#versions): an old version stays readable.

const decisionLabels = {
  accepted: "Accettata",
  declined: "Rifiutata",
  "change-requested": "Modifica richiesta",
} as const;

function versionTable(number: string): StaffTableDefinition<EditorVersion> {
  return {
    caption: "Versioni inviate",
    minWidthClass: "min-w-[40rem]",
    empty: "Nessuna versione inviata.",
    columns: [
      textColumn("Versione", (version) => `Versione ${version.versionNumber}`),
      textColumn("Inviata", (version) => `${formatDateTime(version.sentAt)} da ${version.sentBy}`),
      priceColumn("Totale", (version) => version.totalCents),
      textColumn("Risposta", (version) =>
        version.decision
          ? `${decisionLabels[version.decision]}${version.decidedAt ? ` il ${formatDateTime(version.decidedAt)}` : ""}${version.decisionNote ? `: «${version.decisionNote}»` : ""}`
          : "In attesa",
      ),
      textColumn("Documento", (version) => (
        <PdfLink href={version.pdfHref} label={`PDF ${number} versione ${version.versionNumber}`} />
      )),
    ],
  };
}

export function OfferVersions({ offer }: { offer: StaffOfferView }) {
  return (
    <StaffSection id="offerta-versioni" title="Versioni">
      <StaffColumnTable table={versionTable(offer.number)} rows={offer.versions} />
      {offer.status === "inviata" ? (
        <p className="mt-3">
          <Link
            to={`${staffOfferPath(offer.number)}/risposta`}
            className="font-semibold text-brand-800 underline"
          >
            Registra la risposta del cliente (showroom o telefono)
          </Link>
        </p>
      ) : null}
      {offer.customerHref ? (
        <p className="mt-2 text-sm text-slate-700">
          Il cliente ha un account: vede e accetta l'offerta dalla sua pagina {offer.customerHref}.
        </p>
      ) : null}
      <h3 className="mt-6 font-semibold text-slate-900">E-mail inviate</h3>
      <RecordMailTable mails={offer.mails} />
    </StaffSection>
  );
}
