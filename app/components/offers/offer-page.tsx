import { FileDown } from "lucide-react";
import { Link } from "react-router";
import type { CheckoutValues } from "#app/components/cart-and-checkout/checkout-fields.ts";
import { Panel } from "#app/components/ui/panel.tsx";
import { Price } from "#app/components/ui/price.tsx";
import { formatDateShort } from "#app/domain/italian-formats/dates.ts";
import type { CustomerOffer } from "#app/domain/offers/customer-offer.ts";
import { offerVersionPdfPath } from "#app/domain/offers/offer-paths.ts";
import type { OfferDecision } from "#app/domain/offers/offer-status.ts";
import { type OfferAnswerFailure, OfferAnswerForms } from "./offer-answer-forms.tsx";
import { OfferVatNote } from "./offer-vat-note.tsx";
import { OfferVersionLines } from "./offer-version-lines.tsx";

// The customer's offer page (docs/product/offers.md#accepting): the latest
// version, its terms and PDF, the answer forms while it waits for one, what
// was answered once it has, and the older versions.

const decisionLabels: Record<OfferDecision, string> = {
  accepted: "Accettata",
  declined: "Rifiutata",
  "change-requested": "Modifica richiesta",
};

function PdfLink({ number, versionNumber }: { number: string; versionNumber: number }) {
  return (
    <a
      href={offerVersionPdfPath(number, versionNumber, "customer")}
      className="inline-flex min-h-11 items-center gap-2 font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
    >
      <FileDown aria-hidden="true" className="size-4" />
      Scarica il PDF della versione {versionNumber}
    </a>
  );
}

function Answered({ offer }: { offer: CustomerOffer }) {
  const { latest } = offer;
  if (!latest.decision) return null;
  return (
    <section
      aria-labelledby="offerta-risposta"
      className="rounded-lg border border-brand-700 bg-brand-50 p-5 text-slate-900"
    >
      <h2 id="offerta-risposta" className="text-lg font-semibold">
        {latest.decision === "accepted"
          ? "Hai accettato questa offerta"
          : latest.decision === "declined"
            ? "Hai rifiutato questa offerta"
            : "Hai chiesto una modifica"}
        {latest.decidedAt ? ` il ${formatDateShort(latest.decidedAt)}` : ""}
      </h2>
      {latest.decisionNote ? <p className="mt-2 whitespace-pre-line">{latest.decisionNote}</p> : null}
      {latest.decision === "change-requested" ? (
        <p className="mt-2">Stiamo preparando una nuova versione: la troverai qui.</p>
      ) : null}
      {offer.orderId ? (
        <p className="mt-3">
          <Link
            to={`/orders/${offer.orderId}`}
            className="font-medium text-brand-800 underline underline-offset-2"
          >
            Vai all'ordine
          </Link>
        </p>
      ) : null}
    </section>
  );
}

/** A revision of an order (docs/product/offers.md#orders-that-change): what accepting it does. */
function RevisionIntro({
  offer,
  revises,
}: {
  offer: CustomerOffer;
  revises: { id: number; number: string };
}) {
  return (
    <p className="mt-2 text-slate-800">
      Offerta {offer.number}: una variante del tuo{" "}
      <Link to={`/orders/${revises.id}`} className="font-medium text-brand-800 underline underline-offset-2">
        ordine {revises.number}
      </Link>
      . Se la accetti, l'ordine prende queste righe e questo totale; se la rifiuti, resta com'è.
    </p>
  );
}

function OlderVersions({ offer }: { offer: CustomerOffer }) {
  if (offer.older.length === 0) return null;
  return (
    <Panel headingId="offerta-versioni" title="Versioni precedenti">
      <ul className="mt-3 divide-y divide-slate-200">
        {offer.older.map((version) => (
          <li
            key={version.versionNumber}
            className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <span>
              <span className="font-medium text-slate-900">Versione {version.versionNumber}</span> del{" "}
              <time dateTime={version.sentAt}>{formatDateShort(version.sentAt)}</time>
              {" · "}
              <Price cents={version.totalCents} />
              {version.decision ? ` · ${decisionLabels[version.decision]}` : " · Sostituita"}
            </span>
            <PdfLink number={offer.number} versionNumber={version.versionNumber} />
          </li>
        ))}
      </ul>
    </Panel>
  );
}

export function OfferPage({
  offer,
  prefill,
  failure,
}: {
  offer: CustomerOffer;
  prefill: CheckoutValues & { paymentMethod: string };
  failure: OfferAnswerFailure | null;
}) {
  const { latest } = offer;
  const { document } = latest;
  return (
    <>
      <h1 className="mt-6 text-3xl font-bold text-slate-900">
        {offer.revisesOrder ? `Variante dell'ordine ${offer.revisesOrder.number}` : `Offerta ${offer.number}`}
      </h1>
      {offer.revisesOrder ? <RevisionIntro offer={offer} revises={offer.revisesOrder} /> : null}
      <p className="mt-2 text-slate-700">
        Versione {latest.versionNumber} del{" "}
        <time dateTime={latest.sentAt}>{formatDateShort(latest.sentAt)}</time>
        {" · "}
        <span className="font-medium text-slate-900">{offer.statusLabel}</span>
        {" · "}Valida fino al <time dateTime={latest.validUntil}>{formatDateShort(latest.validUntil)}</time>
      </p>
      {failure &&
      failure.intent !== "accept" &&
      failure.message &&
      !failure.errors[failure.intent === "decline" ? "reason" : "message"] ? (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
          {failure.message}
        </p>
      ) : null}
      <div className="mt-8 space-y-6">
        <Answered offer={offer} />
        <OfferVersionLines document={document} />
        <OfferVatNote offer={offer} />
        {document.customerNote ? (
          <Panel headingId="offerta-note" title="Note">
            <p className="mt-2 whitespace-pre-line text-slate-800">{document.customerNote}</p>
          </Panel>
        ) : null}
        {document.paymentTerms ? (
          <Panel headingId="offerta-pagamento" title="Condizioni di pagamento">
            <p className="mt-2 whitespace-pre-line text-slate-800">{document.paymentTerms}</p>
          </Panel>
        ) : null}
        <PdfLink number={offer.number} versionNumber={latest.versionNumber} />
        {offer.status === "inviata" ? (
          <OfferAnswerForms
            offerNumber={offer.number}
            versionNumber={latest.versionNumber}
            totalCents={
              offer.revisesOrder?.declared
                ? (latest.reducedVat?.totalCents ?? document.totalCents)
                : document.totalCents
            }
            reducedTotalCents={offer.revisesOrder ? null : (latest.reducedVat?.totalCents ?? null)}
            includesInstallation={latest.includesInstallation}
            revisesOrder={offer.revisesOrder}
            prefill={prefill}
            failure={failure}
          />
        ) : null}
        <OlderVersions offer={offer} />
      </div>
    </>
  );
}
