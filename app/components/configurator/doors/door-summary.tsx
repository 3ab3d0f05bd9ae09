import { ShoppingCart } from "lucide-react";
import { useId } from "react";
import { DeliveryEstimate } from "#app/components/catalogue/delivery-estimate.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { DescriptionList } from "#app/components/ui/description-list.tsx";
import type { DoorPrice } from "#app/domain/configurator/door-price.ts";
import { formatTransmittance } from "#app/domain/configurator/thermal-transmittance.ts";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import { useLineDestination } from "../line-destination.tsx";
import { LinePlacementFields, type LinePlacementState } from "../line-placement-fields.tsx";
import type { DoorProduct } from "./use-door-configurator.ts";

/**
 * The running breakdown and total, beside the choices on a wide screen and
 * under them on a phone, with 'Aggiungi al Carrello'. The total is announced
 * politely as it changes.
 */
export function DoorSummary({
  product,
  price,
  pending,
  error,
  placement,
  onAdd,
}: {
  product: DoorProduct;
  price: DoorPrice;
  pending: boolean;
  /** The server's refusal or a size to fix, shown above the button. */
  error: string | null;
  /** «Quantità» and «Ambiente», beside the button. */
  placement: LinePlacementState;
  onAdd: () => void;
}) {
  const headingId = useId();
  const destination = useLineDestination();
  return (
    <section aria-labelledby={headingId} className="flex min-h-0 flex-1 flex-col gap-2 lg:gap-3">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900 max-lg:sr-only">
        Riepilogo e prezzo
      </h3>
      {/* Scrolls on its own when the breakdown is long, so the total and the button stay in view. */}
      <section
        aria-label="Dettaglio del prezzo"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
        tabIndex={0}
        className="max-h-24 min-h-0 overflow-y-auto rounded-md bg-slate-50 px-3 lg:max-h-none lg:flex-1"
      >
        {/* Labels are unique (each names its article code or panel side), so they key the rows. */}
        <DescriptionList
          items={price.breakdown.map((line) => ({ term: line.label, detail: line.value }))}
          className="divide-y divide-slate-200 text-sm"
          rowClassName="flex flex-wrap justify-between gap-x-3 py-1.5"
          termClassName="text-slate-700"
          detailClassName="ml-auto text-right font-medium whitespace-nowrap text-slate-900"
        />
      </section>
      <p
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className="flex items-baseline justify-between border-t border-slate-300 pt-2 lg:pt-3"
      >
        <span className="font-semibold text-slate-900">Totale</span>
        <span className="text-2xl font-bold text-brand-800">{formatEuroCents(price.totalCents)}</span>
      </p>
      <p className="-mt-2 text-xs text-slate-600 max-lg:sr-only">
        IVA inclusa. Il prezzo è confermato dal nostro listino.
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        {product.technicalData?.thermalU ? (
          <p className="text-sm text-slate-800" data-testid="trasmittanza-porta">
            Ud {formatTransmittance(product.technicalData.thermalU)} W/m²K (dichiarata dal produttore)
          </p>
        ) : null}
        <DeliveryEstimate products={[product]} />
      </div>
      {error ? (
        <p
          role="alert"
          className="rounded-md border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-800"
        >
          {error}
        </p>
      ) : null}
      <LinePlacementFields placement={placement} />
      <button
        type="button"
        onClick={onAdd}
        disabled={pending}
        className={buttonClass({ className: "lg:py-3" })}
      >
        <ShoppingCart aria-hidden="true" className="size-5" />
        {pending ? "Aggiunta in corso..." : (destination?.label ?? "Aggiungi al Carrello")}
      </button>
    </section>
  );
}
