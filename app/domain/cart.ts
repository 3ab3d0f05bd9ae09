import type { BreakdownLine } from "./window-price.ts";

// The cart as the cart page, the checkout and GET /api/cart read it (docs/product/buying.md).

export interface CartLine {
  id: number;
  productId: number;
  kind: "window" | "door";
  quantity: number;
  /** Unit price in euros, computed by the server. */
  calculatedPrice: number;
  lineTotal: number;
  options: Record<string, unknown> | null;
  dimensions: { width: number; height: number } | null;
  summary: BreakdownLine[];
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
