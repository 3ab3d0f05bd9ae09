import { knownOrderStatus, type OrderStatus, orderStatusLabel } from "#app/domain/orders/order-status.ts";

// Dark text on a light tint keeps every badge above 4.5:1 contrast.
const statusClasses: Record<OrderStatus, string> = {
  pending: "border-amber-300 bg-amber-50 text-amber-900",
  processing: "border-sky-300 bg-sky-50 text-sky-900",
  completed: "border-emerald-300 bg-emerald-50 text-emerald-900",
  cancelled: "border-red-300 bg-red-50 text-red-900",
};

/** An order's status in Italian; an unknown value reads as 'In attesa' (docs/product/buying.md#orders). */
export function OrderStatusBadge({ status, className = "" }: { status: string; className?: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-medium ${statusClasses[knownOrderStatus(status)]} ${className}`}
    >
      {orderStatusLabel(status)}
    </span>
  );
}
