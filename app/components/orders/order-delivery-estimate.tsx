import { Truck } from "lucide-react";
import {
  type DeliveryTime,
  type DeliveryWindow,
  deliveryEstimateText,
  deliveryWindowText,
  HOLIDAYS_NOTE,
} from "#app/domain/catalogue/delivery-estimate.ts";
import { formatShopDay } from "#app/domain/italian-formats/dates.ts";

/**
 * An order's delivery estimate: the longest lead time among its lines and the
 * days it gives, counted from the payment or, while the order waits for it,
 * from today (docs/product/buying.md#delivery-estimate).
 */
export function OrderDeliveryEstimate({
  estimate,
}: {
  estimate: { deliveryTime: DeliveryTime; window: DeliveryWindow; countedFromPayment: boolean } | null;
}) {
  if (!estimate) return null;
  const from = formatShopDay(estimate.window.from);
  return (
    <section
      aria-labelledby="ordine-consegna"
      className="mt-8 rounded-lg border border-slate-200 p-5"
      data-testid="consegna-ordine"
    >
      <h2 id="ordine-consegna" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Truck aria-hidden="true" className="size-5 text-brand-700" />
        Consegna
      </h2>
      <p className="mt-2 text-slate-900">
        {`${deliveryEstimateText(estimate.deliveryTime)}, ${deliveryWindowText(estimate.window)}.`}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {estimate.countedFromPayment
          ? `Contate dal pagamento ricevuto il ${from}.`
          : `Contate da oggi (${from}): il conto parte dal giorno in cui riceviamo il pagamento.`}{" "}
        {HOLIDAYS_NOTE} La data esatta te la confermiamo dopo il sopralluogo.
      </p>
    </section>
  );
}
