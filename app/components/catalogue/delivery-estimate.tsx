import { Truck } from "lucide-react";
import { useRouteLoaderData } from "react-router";
import {
  deliveryEstimateText,
  type LeadTimes,
  leadTimeOf,
  longestLeadTime,
} from "#app/domain/catalogue/delivery-estimate.ts";

/** The lead times staff set per product family, from the root loader. */
function useLeadTimes(): Partial<LeadTimes> {
  const data = useRouteLoaderData("root") as { leadTimes?: LeadTimes } | undefined;
  return data?.leadTimes ?? {};
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
  const leadTimes = useLeadTimes();
  const leadTime = longestLeadTime(products.map((product) => leadTimeOf(leadTimes, product)));
  if (!leadTime) return null;
  return (
    <p
      className={`flex items-center gap-2 text-sm text-slate-800 ${className}`}
      data-testid="consegna-stimata"
    >
      <Truck aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
      <span>{deliveryEstimateText(leadTime)}</span>
    </p>
  );
}
