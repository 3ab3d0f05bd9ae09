import type { Refusal } from "../refusal.ts";
import { defineTransitions, transitionRefusal, transitionTargetsByStatus } from "../status-machine.ts";
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

/** The spec's statuses have no guards of their own: the stage table's guards decide. */
export type OrderTransitionFacts = Readonly<Record<string, never>>;

const quoted = (status: OrderStatus) => `«${orderStatusLabels[status]}»`;

/**
 * The spec's view of the workflow (docs/product/back-office.md#order-status-workflow):
 * the stage table (order-stage-workflow.ts, which the server applies) read
 * through `orderStatusOfStage`; a unit test keeps the two the same. Demo data
 * and older readers walk it; completed and cancelled are final.
 */
const orderStatusMachine = defineTransitions<OrderStatus, OrderTransitionFacts>(
  {
    pending: { processing: [], cancelled: [] },
    processing: { completed: [], cancelled: [] },
    completed: {},
    cancelled: {},
  },
  {
    unchanged: (status) => `L'ordine è già ${quoted(status)}`,
    final: (status) => `L'ordine è ${quoted(status)}: lo stato non può più cambiare`,
    notAllowed: ({ from, to }) => `Un ordine ${quoted(from)} non può passare a ${quoted(to)}`,
  },
);

/** Each status → the statuses it may change to. */
export const orderStatusTransitions = transitionTargetsByStatus(orderStatusMachine);

export function nextOrderStatuses(status: string): readonly OrderStatus[] {
  return orderStatusTransitions[knownOrderStatus(status)];
}

/** Still on its way to the customer: neither delivered ("completed") nor cancelled. */
export function isOrderOpen(status: string): boolean {
  return status === "pending" || status === "processing";
}

/** Why the workflow refuses `from → to` with these facts (a conflict), or null. */
export function orderTransitionRefusal(
  from: OrderStatus,
  to: OrderStatus,
  facts: OrderTransitionFacts,
): Refusal | null {
  return transitionRefusal(orderStatusMachine, from, to, facts);
}

export function canChangeOrderStatus(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitionRefusal(from, to, {}) === null;
}

/** Two staff members changed the same order at once: the second is told, and sees the new state. */
export const ORDER_CHANGED_CONCURRENTLY = "L'ordine è stato modificato da un altro utente";
