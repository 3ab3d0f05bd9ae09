import type { LineKind } from "./line-kinds/registry.ts";
import type { LineDetails, SummaryLine } from "./line-kinds/summary.ts";
import type { DrawingSpec } from "./product-drawing-spec.ts";

// The cart as the cart page, the checkout and GET /api/cart read it (docs/product/buying.md).
// Money is integer cents; the JSON API converts to euros in its serializers.

export interface CartLine {
  id: number;
  productId: number;
  kind: LineKind;
  quantity: number;
  /** Computed by the server when the line was added. */
  unitPriceCents: number;
  lineTotalCents: number;
  options: LineDetails["options"];
  dimensions: LineDetails["dimensions"];
  summary: SummaryLine[];
  /** The thumbnail drawn from the configuration; pages only, the JSON API leaves it out. */
  drawing: DrawingSpec;
  product: {
    id: number;
    name: string;
    slug: string;
    imageUrl: string | null;
    categoryId: number;
    category: { slug: string; name: string };
  };
}

export interface Cart {
  lines: CartLine[];
  itemCount: number;
  subtotalCents: number;
}
