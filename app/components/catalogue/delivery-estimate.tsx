import { Truck } from "lucide-react";
import { useRouteLoaderData } from "react-router";
import {
  type DeliveryTimes,
  deliveryEstimateText,
  deliveryTimeOf,
  longestDeliveryTime,
} from "#app/domain/catalogue/delivery-estimate.ts";

/** The lead times staff set per product family, from the root loader. */
function useDeliveryTimes(): Partial<DeliveryTimes> {
  const data = useRouteLoaderData("root") as { deliveryTimes?: DeliveryTimes } | undefined;
  return data?.deliveryTimes ?? {};
}

/**
 * "Consegna stimata: 5–6 settimane" for one product, or for several (a cart,
 * a checkout): the longest among them, since an order is delivered in one go
 * (docs/product/buying.md#delivery-estimate).
 */
export function DeliveryEstimate({
  products,
  className = "",
}: {
  products: readonly { category: { slug: string } }[];
  className?: string;
}) {
  const deliveryTimes = useDeliveryTimes();
  const deliveryTime = longestDeliveryTime(products.map((product) => deliveryTimeOf(deliveryTimes, product)));
  if (!deliveryTime) return null;
  return (
    <p
      className={`flex items-center gap-2 text-sm text-slate-800 ${className}`}
      data-testid="consegna-stimata"
    >
      <Truck aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
      <span>{deliveryEstimateText(deliveryTime)}</span>
    </p>
  );
}
