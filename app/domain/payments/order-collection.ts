import { labelledCodes } from "../web/labelled-codes.ts";

// The staff order list's column and filter on money (docs/product/back-office.md#orders):
// paid, part paid, nothing collected yet.

const collections = labelledCodes({
  pagato: "Pagato",
  "in-parte": "Pagato in parte",
  "da-incassare": "Da incassare",
});

export const orderCollections = collections.codes;
export type OrderCollection = (typeof orderCollections)[number];
export const orderCollectionLabels = collections.labels;

/** Where an open order stands, from what the shop keeps of its total; a cancelled one: null. */
export function orderCollectionOf(order: { status: string; totalCents: number; paidCents: number }) {
  if (order.status === "cancelled") return null;
  if (order.paidCents >= order.totalCents) return "pagato" as const;
  return order.paidCents > 0 ? ("in-parte" as const) : ("da-incassare" as const);
}
