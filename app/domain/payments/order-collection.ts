import { labelledCodes } from "../web/labelled-codes.ts";

// The staff order list's column and filter on money (docs/product/back-office.md#orders):
// paid, part paid, nothing collected yet; and, as filters only, an instalment
// due now or past its due day and not paid.

const collections = labelledCodes({
  pagato: "Pagato",
  "in-parte": "Pagato in parte",
  "da-incassare": "Da incassare",
  /** An instalment due now (its trigger happened) not paid yet: a transfer awaited, for one. */
  dovuto: "Con una rata da pagare ora",
  scaduto: "Con una rata scaduta",
});

export const orderCollections = collections.codes;
export type OrderCollection = (typeof orderCollections)[number];
export const orderCollectionLabels = collections.labels;

/** Where an open order stands, from what the shop keeps of its total; a cancelled one: null. */
export function orderCollectionOf(order: {
  status: string;
  totalCents: number;
  paidCents: number;
}): "pagato" | "in-parte" | "da-incassare" | null {
  if (order.status === "cancelled") return null;
  if (order.paidCents >= order.totalCents) return "pagato" as const;
  return order.paidCents > 0 ? ("in-parte" as const) : ("da-incassare" as const);
}
