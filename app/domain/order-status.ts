// The one list of order statuses: the database column, its check constraint,
// the labels and the badges all read it (docs/product for what each means).

export const orderStatuses = ["pending", "processing", "completed", "cancelled"] as const;

export type OrderStatus = (typeof orderStatuses)[number];

export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: "In attesa",
  processing: "In lavorazione",
  completed: "Completato",
  cancelled: "Annullato",
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return (orderStatuses as readonly unknown[]).includes(value);
}

/** A status the shop does not know reads as 'pending', so a customer never sees a raw code. */
export function knownOrderStatus(status: string): OrderStatus {
  return isOrderStatus(status) ? status : "pending";
}

export function orderStatusLabel(status: string): string {
  return orderStatusLabels[knownOrderStatus(status)];
}
