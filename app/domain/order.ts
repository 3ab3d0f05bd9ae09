import type { LineKind } from "./line-kinds/registry.ts";
import type { LineDetails, SummaryLine } from "./line-kinds/summary.ts";
import type { DrawingSpec } from "./product-drawing-spec.ts";

// An order as the pages and the API read it: a snapshot of what was bought,
// never re-priced (docs/product/buying.md#orders).

/** One line: the product, its stored configuration read back, and its figures in cents. */
export interface OrderItem {
  id: number;
  productId: number;
  productName: string;
  kind: LineKind;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
  dimensions: LineDetails["dimensions"];
  options: LineDetails["options"];
  summary: SummaryLine[];
  /** The thumbnail drawn from the configuration; pages only, the JSON API leaves it out. */
  drawing: DrawingSpec;
}

export interface Order {
  id: number;
  /** "A-2026-000045": what the customer and staff read (docs/product/documents.md#numbers). */
  number: string;
  userId: number;
  status: string;
  totalCents: number;
  paymentMethod: string;
  shippingName: string;
  shippingEmail: string;
  shippingPhone: string;
  shippingAddress: string;
  shippingCity: string;
  shippingPostalCode: string;
  billingAddress: string;
  notes: string;
  createdAt: string;
  items: OrderItem[];
}
