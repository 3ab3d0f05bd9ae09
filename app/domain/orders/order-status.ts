import { labelledCodes } from "../web/labelled-codes.ts";

// The one list of order statuses: the database column, its check constraint,
// the labels and the badges all read it (docs/product for what each means).
const statuses = labelledCodes({
  pending: "In attesa",
  processing: "In lavorazione",
  completed: "Completato",
  cancelled: "Annullato",
});

export const orderStatuses = statuses.codes;
export const orderStatusLabels = statuses.labels;
export type OrderStatus = (typeof orderStatuses)[number];
export const isOrderStatus = statuses.includes;

/** A status the shop does not know reads as 'pending', so a customer never sees a raw code. */
export function knownOrderStatus(status: string): OrderStatus {
  return isOrderStatus(status) ? status : "pending";
}

export function orderStatusLabel(status: string): string {
  return statuses.labels[knownOrderStatus(status)];
}

/**
 * The workflow (docs/product/back-office.md#order-status-workflow): the one
 * table of allowed changes; completed and cancelled are final.
 */
export const orderStatusTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ["processing", "cancelled"],
  processing: ["completed", "cancelled"],
  completed: [],
  cancelled: [],
};

export function nextOrderStatuses(status: string): readonly OrderStatus[] {
  return orderStatusTransitions[knownOrderStatus(status)];
}

/** Still on its way to the customer: neither delivered ("completed") nor cancelled. */
export function isOrderOpen(status: string): boolean {
  return status === "pending" || status === "processing";
}

export function canChangeOrderStatus(from: OrderStatus, to: OrderStatus): boolean {
  return orderStatusTransitions[from].includes(to);
}

/** The refusal of a change the workflow does not allow (answered 409). */
export function refusedTransitionMessage(from: OrderStatus, to: OrderStatus): string {
  if (from === to) return `L'ordine è già «${orderStatusLabels[from]}»`;
  if (orderStatusTransitions[from].length === 0)
    return `L'ordine è «${orderStatusLabels[from]}»: lo stato non può più cambiare`;
  return `Un ordine «${orderStatusLabels[from]}» non può passare a «${orderStatusLabels[to]}»`;
}

/** Two staff members changed the same order at once: the second is told, and sees the new state. */
export const ORDER_CHANGED_CONCURRENTLY = "L'ordine è stato modificato da un altro utente";
