import { defineTransitions } from "../status-machine.ts";
import { type PurchaseOrderStatus, purchaseOrderStatusLabels } from "./purchase-order-status.ts";

// A purchase order's one step (docs/product/production.md#purchase-orders):
// «Ordinato» until its goods arrive, then «Arrivato» for good. A guarded table
// like the orders' (docs/decisions/029-guarded-transitions.md), so that the
// arrival is the only way its status changes.

export const purchaseOrderStatusMachine = defineTransitions<PurchaseOrderStatus, null>(
  { ordinato: { arrivato: [] }, arrivato: {} },
  {
    unchanged: (status) => `L'ordine fornitore è già «${purchaseOrderStatusLabels[status]}»`,
    final: () => "L'arrivo di questo ordine fornitore è già stato registrato",
    notAllowed: ({ from, to }) =>
      `Un ordine fornitore «${purchaseOrderStatusLabels[from]}» non può diventare «${purchaseOrderStatusLabels[to]}»`,
  },
);
