import { LineSummary } from "#app/components/cart-and-checkout/line-summary.tsx";
import { OrderSummaryPanel } from "#app/components/cart-and-checkout/order-summary-panel.tsx";
import { OrderTotals } from "#app/components/cart-and-checkout/order-totals.tsx";
import { UnavailableLineNotice } from "#app/components/cart-and-checkout/unavailable-line-notice.tsx";
import { DeliveryEstimate } from "#app/components/catalogue/delivery-estimate.tsx";
import { LineThumbnail } from "#app/components/configurator/drawings/line-thumbnail.tsx";
import { LineServiceRows } from "#app/components/configurator/services/line-service-rows.tsx";
import { Price } from "#app/components/ui/price.tsx";
import type { Cart } from "#app/domain/cart-and-checkout/cart.ts";
import { includesFitting } from "#app/domain/configurator/line-services.ts";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import type { StoredVatSplit } from "#app/domain/vat/vat-split.ts";

/**
 * "Riepilogo dell'ordine": what will be ordered, beside the form. `vatSplit`
 * is the split the declaration gives; `reducedVat`, while the declaration does
 * not take it, what the total becomes with it (docs/product/vat.md#where-it-shows).
 */
export function CheckoutSummary({
  lines,
  subtotalCents,
  vatSplit = null,
  reducedVat = null,
}: Pick<Cart, "lines" | "subtotalCents"> & {
  vatSplit?: StoredVatSplit | null;
  reducedVat?: StoredVatSplit | null;
}) {
  return (
    <OrderSummaryPanel headingId="riepilogo-checkout">
      <ul className="mt-4 divide-y divide-slate-200">
        {lines.map((line) => (
          <li key={line.id} className="py-4 first:pt-0">
            <div className="flex gap-3">
              {/* The thumbnail fills its box (w-full), so the box sets its size: else it takes the whole row on a phone. */}
              <div className="w-16 shrink-0 self-start">
                <LineThumbnail spec={line.drawing} />
              </div>
              <LineSummary
                productName={line.product.name}
                roomLabel={line.roomLabel}
                summary={line.summary}
                dimensions={line.dimensions}
                className="min-w-0"
              />
            </div>
            <UnavailableLineNotice reason={line.unavailableReason} />
            <p className="mt-2 flex flex-wrap justify-between gap-x-4 text-sm text-slate-800">
              <span>
                Quantità: {line.quantity} × <Price cents={line.unitPriceCents} />
              </span>
              {line.services.length === 0 ? (
                <Price cents={line.lineTotalCents} className="font-semibold text-slate-900" />
              ) : null}
            </p>
            {line.services.length > 0 ? (
              <>
                <LineServiceRows services={line.services} className="mt-1" />
                <p className="mt-1 flex flex-wrap justify-between gap-x-4 text-sm text-slate-800">
                  <span>Totale riga</span>
                  <Price cents={line.lineTotalCents} className="font-semibold text-slate-900" />
                </p>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      <OrderTotals
        subtotalCents={subtotalCents}
        vatSplit={vatSplit}
        withFitting={includesFitting(lines)}
        className="mt-4 border-t border-slate-300 pt-4"
      />
      {reducedVat ? (
        <p className="mt-3 text-sm text-slate-800">
          Con la posa in un'abitazione per lavori di manutenzione l'IVA è agevolata: il totale diventa{" "}
          <strong className="text-slate-900">
            {formatEuroCents(subtotalCents - reducedVat.savingCents)}
          </strong>{" "}
          {`(risparmi ${formatEuroCents(reducedVat.savingCents)}).`}
        </p>
      ) : null}
      <DeliveryEstimate products={lines.map((line) => line.product)} className="mt-4" />
    </OrderSummaryPanel>
  );
}
