import { Price } from "#app/components/ui/price.tsx";
import type { PricedLineService } from "#app/domain/configurator/line-services.ts";

/**
 * A line's services, each its own row with how it was priced and its amount
 * for all the pieces (docs/product/buying.md#services). Nothing when the line
 * has none.
 */
export function LineServiceRows({
  services,
  className = "",
}: {
  services: readonly PricedLineService[];
  className?: string;
}) {
  if (services.length === 0) return null;
  return (
    <ul aria-label="Servizi" className={`space-y-1 text-sm ${className}`}>
      {services.map((service) => (
        <li key={service.code} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5">
          <span className="text-slate-800">
            <span className="font-medium text-slate-900">{service.label}</span>{" "}
            <span className="text-slate-700">
              ({service.detail}
              {service.quantity > 1 ? `, × ${service.quantity}` : ""})
            </span>
          </span>
          <Price cents={service.totalCents} className="font-medium text-slate-900" />
        </li>
      ))}
    </ul>
  );
}
