import { type LineKind, storedLineDetails } from "../configurator/line-kinds/registry.ts";
import { describedSummary, type SummaryLine, summarySizeText } from "../configurator/line-kinds/summary.ts";
import type { GoodsLine } from "./purchasing-views.ts";

// How an order's position reads on a purchase order and on a delivery note
// (docs/product/production.md#purchase-orders, docs/product/production.md#delivery-notes).
// The supplier reads what to make — size, finishes, articles, panels — and
// never the shop's prices; the delivery note reads what is carried.

/** An order's position as both documents start from it. */
export interface OrderPosition {
  productName: string;
  quantity: number;
  roomLabel: string;
  summary: readonly SummaryLine[];
}

/** An order item as stored, read as a position: its summary from its kind's stored configuration. */
export function orderItemPosition(item: {
  productName: string;
  quantity: number;
  roomLabel: string;
  kind: LineKind;
  configuration: unknown;
}): OrderPosition {
  const { productName, quantity, roomLabel } = item;
  return {
    productName,
    quantity,
    roomLabel,
    summary: storedLineDetails(item.kind, item.configuration).summary,
  };
}

const PRICE_VALUE = /\d\s*€$/;
const SURCHARGE_NOTE = /\s*\(\+\d+%[^)]*\)/g;

/** One summary entry as a supplier reads it: a priced article is named by its label, without the price. */
function supplierText({ label, value }: SummaryLine): string | null {
  if (label.trim().toLowerCase().startsWith("maggiorazione")) return null;
  const cleanLabel = label.replace(SURCHARGE_NOTE, "").trim();
  if (PRICE_VALUE.test(value)) return cleanLabel;
  return `${cleanLabel}: ${value.replace(SURCHARGE_NOTE, "").trim()}`;
}

function withRoom(parts: (string | null)[], roomLabel: string): string {
  const room = roomLabel.trim() ? `Locale: ${roomLabel.trim()}` : null;
  return [...parts, room].filter((part): part is string => Boolean(part)).join(" · ");
}

/** The position on a purchase order: every choice made, then the room. */
export function purchaseOrderLine(position: OrderPosition): GoodsLine {
  return {
    description: position.productName,
    detail: withRoom(describedSummary(position.summary).map(supplierText), position.roomLabel),
    quantity: position.quantity,
  };
}

/** The position on a delivery note: its size and its room. */
export function deliveryNoteLine(position: OrderPosition): GoodsLine {
  const size = summarySizeText(position.summary);
  return {
    description: position.productName,
    detail: withRoom([size ? `Misura: ${size}` : null], position.roomLabel),
    quantity: position.quantity,
  };
}
