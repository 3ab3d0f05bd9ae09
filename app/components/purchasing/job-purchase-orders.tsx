import { StaffSection } from "#app/components/staff/staff-section.tsx";
import type { PurchaseOrderView } from "#app/domain/purchasing/purchasing-views.ts";
import { PurchaseOrderTable } from "./purchase-order-table.tsx";

/** The job's purchase orders, every order's, read only (docs/product/production.md#purchase-orders). */
export function JobPurchaseOrders({ orders }: { orders: PurchaseOrderView[] }) {
  return (
    <StaffSection id="commessa-ordini-fornitore" title="Ordini fornitore">
      <PurchaseOrderTable orders={orders} />
    </StaffSection>
  );
}
