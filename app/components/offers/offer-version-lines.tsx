import { InlineDetail } from "#app/components/cart-and-checkout/inline-detail.tsx";
import { LineSummary } from "#app/components/cart-and-checkout/line-summary.tsx";
import { LineThumbnail } from "#app/components/configurator/drawings/line-thumbnail.tsx";
import { LineServiceRows } from "#app/components/configurator/services/line-service-rows.tsx";
import { Price } from "#app/components/ui/price.tsx";
import type { OfferVersionDocument, VersionLine } from "#app/domain/offers/offer-document.ts";
import { discountText } from "#app/domain/offers/offer-totals.ts";

// One sent version's lines and totals as the customer reads them
// (docs/product/offers.md#versions): each position beside its drawing, with
// its room, its sizes' standing, its quantity, unit price, discount and
// services; then the offer's discount, the total and the VAT it includes.

function LineFigures({ line }: { line: VersionLine }) {
  return (
    <dl className="shrink-0 space-y-1 text-sm sm:text-right">
      <InlineDetail term="Quantità" valueClassName="font-medium text-slate-900">
        {line.quantity}
      </InlineDetail>
      <InlineDetail term="Prezzo unitario" valueClassName="font-medium text-slate-900">
        <Price cents={line.unitPriceCents} />
      </InlineDetail>
      {line.discount && line.discountCents > 0 ? (
        <InlineDetail
          term={`Sconto ${discountText(line.discount)}`}
          valueClassName="font-medium text-emerald-800"
        >
          {"− "}
          <Price cents={line.discountCents} />
        </InlineDetail>
      ) : null}
      <InlineDetail term="Totale riga" valueClassName="text-base font-semibold text-slate-900">
        <Price cents={line.netCents} />
      </InlineDetail>
    </dl>
  );
}

function LineDescription({ line }: { line: VersionLine }) {
  if (line.type !== "product") {
    return (
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-slate-900">{line.title}</h3>
        {line.type === "service" && line.description ? (
          <p className="mt-1 text-sm text-slate-700">{line.description}</p>
        ) : null}
        {line.roomLabel ? <p className="mt-1 text-sm text-slate-700">{line.roomLabel}</p> : null}
      </div>
    );
  }
  return (
    <div className="min-w-0 flex-1">
      {line.roomLabel ? (
        <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{line.roomLabel}</p>
      ) : null}
      <LineSummary productName={line.title} summary={line.summary} headingLevel="h3" />
      <p className="mt-2 text-sm">
        <span
          className={`inline-block rounded-full px-2 py-0.5 font-medium ${line.sizesFinal ? "bg-emerald-50 text-emerald-900" : "bg-amber-50 text-amber-900"}`}
        >
          {line.sizesFinal ? "Misure definitive" : "Misure indicative"}
        </span>
      </p>
      <LineServiceRows services={line.services} className="mt-3 max-w-md" />
    </div>
  );
}

export function OfferVersionLines({ document }: { document: OfferVersionDocument }) {
  return (
    <section aria-labelledby="offerta-righe" className="rounded-lg border border-slate-200">
      <h2 id="offerta-righe" className="border-b border-slate-200 p-5 text-lg font-semibold text-slate-900">
        Cosa comprende
      </h2>
      <ul className="divide-y divide-slate-200">
        {document.lines.map((line, index) => (
          // A version never changes: its lines' order is their identity.
          <li key={index} className="flex flex-col gap-4 p-5 sm:flex-row sm:justify-between">
            {line.type === "product" ? (
              <div className="w-32 shrink-0 self-start sm:w-36">
                <LineThumbnail spec={line.drawing} />
              </div>
            ) : null}
            <LineDescription line={line} />
            <LineFigures line={line} />
          </li>
        ))}
      </ul>
      <OfferVersionTotals document={document} />
    </section>
  );
}

function OfferVersionTotals({ document }: { document: OfferVersionDocument }) {
  const row = "flex flex-wrap justify-between gap-x-4";
  return (
    <dl className="space-y-3 border-t border-slate-200 bg-slate-50 p-5 text-slate-800 sm:ml-auto sm:max-w-sm sm:bg-transparent">
      {document.discount && document.discountCents > 0 ? (
        <>
          <div className={row}>
            <dt>Totale righe</dt>
            <dd className="font-medium text-slate-900">
              <Price cents={document.subtotalCents} />
            </dd>
          </div>
          <div className={row}>
            <dt>{`Sconto ${discountText(document.discount)}`}</dt>
            <dd className="font-medium text-emerald-800">
              {"− "}
              <Price cents={document.discountCents} />
            </dd>
          </div>
        </>
      ) : null}
      <div className={`${row} border-t border-slate-300 pt-3 text-lg font-semibold text-slate-900`}>
        <dt>Totale (IVA inclusa)</dt>
        <dd>
          <Price cents={document.totalCents} />
        </dd>
      </div>
      <div className={`${row} text-sm`}>
        <dt>di cui IVA</dt>
        <dd>
          <Price cents={document.vatCents} />
        </dd>
      </div>
    </dl>
  );
}
