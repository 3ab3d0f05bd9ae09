import type { ReactNode } from "react";
import { InlineDetail } from "#app/components/cart-and-checkout/inline-detail.tsx";
import { LineSummary } from "#app/components/cart-and-checkout/line-summary.tsx";
import { OrderTotals } from "#app/components/cart-and-checkout/order-totals.tsx";
import { LineServiceRows } from "#app/components/configurator/services/line-service-rows.tsx";
import { Price } from "#app/components/ui/price.tsx";
import { includesFitting } from "#app/domain/configurator/line-services.ts";
import type { OrderItem } from "#app/domain/orders/order.ts";
import type { StoredVatSplit } from "#app/domain/vat/vat-split.ts";

// An order's lines with their figures and the totals ("di cui IVA (22%)", or
// the VAT per rate and the saving: docs/product/vat.md#where-it-shows), for the
// customer's order page and the back office's order page alike.

export type OrderLineData = Pick<
  OrderItem,
  | "id"
  | "productId"
  | "productName"
  | "quantity"
  | "unitPriceCents"
  | "lineTotalCents"
  | "summary"
  | "dimensions"
> &
  Partial<Pick<OrderItem, "roomLabel" | "sizesFinal">> &
  Partial<Pick<OrderItem, "thermalTransmittance" | "services">>;

export function OrderLines<Line extends OrderLineData>({
  items,
  totalCents,
  vatSplit = null,
  renderAside,
}: {
  items: Line[];
  /** What the customer owes, after the VAT split. */
  totalCents: number;
  vatSplit?: StoredVatSplit | null;
  /** Shown beside a line's description (the back office draws the window). */
  renderAside?: (item: Line) => ReactNode;
}) {
  return (
    <section aria-labelledby="ordine-articoli" className="mt-8 rounded-lg border border-slate-200">
      <h2 id="ordine-articoli" className="border-b border-slate-200 p-5 text-lg font-semibold text-slate-900">
        Articoli
      </h2>
      <ul className="divide-y divide-slate-200">
        {items.map((item) => (
          <li key={item.id} className="flex flex-col gap-4 p-5 sm:flex-row sm:justify-between">
            {renderAside ? renderAside(item) : null}
            <div className="min-w-0 flex-1">
              <LineSummary
                productName={item.productName}
                productHref={`/product/${item.productId}`}
                roomLabel={item.roomLabel}
                summary={item.summary}
                dimensions={item.dimensions}
                thermal={item.thermalTransmittance}
              />
              {item.sizesFinal === undefined ? null : (
                <p className="mt-2 text-sm text-slate-800">
                  {item.sizesFinal
                    ? "Misure definitive (rilevate al sopralluogo e confermate)"
                    : "Misure indicative: diventano definitive dopo il rilievo"}
                </p>
              )}
              <LineServiceRows services={item.services ?? []} className="mt-3 max-w-md" />
            </div>
            <dl className="shrink-0 space-y-1 text-sm sm:text-right">
              <InlineDetail term="Quantità" valueClassName="font-medium text-slate-900">
                {item.quantity}
              </InlineDetail>
              <InlineDetail term="Prezzo unitario" valueClassName="font-medium text-slate-900">
                <Price cents={item.unitPriceCents} />
              </InlineDetail>
              <InlineDetail term="Totale riga" valueClassName="text-base font-semibold text-slate-900">
                <Price cents={item.lineTotalCents} />
              </InlineDetail>
            </dl>
          </li>
        ))}
      </ul>
      <OrderTotals
        subtotalCents={totalCents + (vatSplit?.savingCents ?? 0)}
        vatSplit={vatSplit}
        withFitting={includesFitting(items)}
        className="border-t border-slate-200 bg-slate-50 p-5 sm:ml-auto sm:max-w-sm sm:bg-transparent"
      />
    </section>
  );
}
