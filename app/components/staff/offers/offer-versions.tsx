import { PdfLink } from "#app/components/documents/pdf-link.tsx";
import { formatDateTime } from "#app/domain/italian-formats/dates.ts";
import type { EditorVersion, StaffOfferView } from "#app/domain/offers/offer-editor.ts";
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
    </StaffSection>
  );
}
