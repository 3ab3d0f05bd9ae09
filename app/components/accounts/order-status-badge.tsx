import { orderStageLabel } from "#app/domain/orders/order-stages.ts";
import { knownOrderStatus, type OrderStatus, orderStatusLabel } from "#app/domain/orders/order-status.ts";

// Dark text on a light tint keeps every badge above 4.5:1 contrast.
const statusClasses: Record<OrderStatus, string> = {
  pending: "border-amber-300 bg-amber-50 text-amber-900",
  processing: "border-sky-300 bg-sky-50 text-sky-900",
  completed: "border-emerald-300 bg-emerald-50 text-emerald-900",
  cancelled: "border-red-300 bg-red-50 text-red-900",
};

/**
 * An order's status in Italian; an unknown value reads as 'In attesa' (docs/product/buying.md#orders).
 * With its stage, the badge names the stage (docs/product/production.md#stages) in the status's colour.
 */
export function OrderStatusBadge({
  status,
  stage,
  className = "",
}: {
  status: string;
  stage?: string | null | undefined;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-medium ${statusClasses[knownOrderStatus(status)]} ${className}`}
    >
      {stage ? orderStageLabel(stage) : orderStatusLabel(status)}
    </span>
  );
}
