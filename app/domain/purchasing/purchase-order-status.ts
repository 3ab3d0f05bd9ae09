import { labelledCodes } from "../web/labelled-codes.ts";

// A purchase order to a supplier (docs/product/production.md#purchase-orders):
// written, e-mailed to the supplier, then its goods arrive.
const statuses = labelledCodes({
  ordinato: "Ordinato",
  arrivato: "Arrivato",
});

export const purchaseOrderStatuses = statuses.codes;
export const purchaseOrderStatusLabels = statuses.labels;
export type PurchaseOrderStatus = (typeof purchaseOrderStatuses)[number];
