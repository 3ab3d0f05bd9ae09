import { labelledCodes } from "./labelled-codes.ts";

// The one list of order statuses: the database column, its check constraint,
// the labels and the badges all read it (docs/product for what each means).
const statuses = labelledCodes({
  pending: "In attesa",
  processing: "In lavorazione",
  completed: "Completato",
  cancelled: "Annullato",
});

export const orderStatuses = statuses.codes;
export type OrderStatus = (typeof orderStatuses)[number];
export const isOrderStatus = statuses.includes;

/** A status the shop does not know reads as 'pending', so a customer never sees a raw code. */
export function knownOrderStatus(status: string): OrderStatus {
  return isOrderStatus(status) ? status : "pending";
}

export function orderStatusLabel(status: string): string {
  return statuses.labels[knownOrderStatus(status)];
}
