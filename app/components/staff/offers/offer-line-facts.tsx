import { LineThumbnail } from "#app/components/configurator/drawings/line-thumbnail.tsx";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import type { EditorLine } from "#app/domain/offers/offer-editor.ts";
import { discountText } from "#app/domain/offers/offer-totals.ts";

// What one line of an offer says, as the customer's version will print it
// (docs/product/offers.md#totals): the drawing and configuration of a
// position, its services, the quantity, the unit price and the discount.

export function OfferLineFacts({ line }: { line: EditorLine }) {
  return (
    <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
      {line.type === "product" ? (
        <LineThumbnail spec={line.drawing} className="max-w-32" />
      ) : (
        <div aria-hidden="true" className="hidden sm:block" />
      )}
      <div className="min-w-0 text-sm">
        {line.type === "product" ? (
          <>
            <p className="font-medium text-slate-900">
              {line.sizesFinal ? "Misure definitive" : "Misure indicative"}
            </p>
            <ul className="mt-1 text-slate-700">
              {line.summary.map((entry) => (
                <li key={`${entry.label}-${entry.value}`}>
                  {entry.label}: {entry.value}
                </li>
              ))}
            </ul>
            {line.services.length > 0 ? (
              <ul className="mt-2 text-slate-700">
                {line.services.map((service) => (
                  <li key={service.code}>
                    {service.label}: {formatEuroCents(service.totalCents)}
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : line.type === "service" && line.description ? (
          <p className="text-slate-700">{line.description}</p>
        ) : null}
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 tabular-nums">
          <dt>Quantità</dt>
          <dd>{line.quantity}</dd>
          <dt>Prezzo unitario</dt>
          <dd>{formatEuroCents(line.unitPriceCents)}</dd>
          {line.discount ? (
            <>
              <dt>Sconto {discountText(line.discount)}</dt>
              <dd>−{formatEuroCents(line.discountCents)}</dd>
            </>
          ) : null}
          <dt className="font-semibold">Totale riga</dt>
          <dd className="font-semibold">{formatEuroCents(line.netCents)}</dd>
        </dl>
      </div>
    </div>
  );
}
