import type { LineKind } from "./line-kinds/registry.ts";
import type { LineDetails, SummaryLine } from "./line-kinds/summary.ts";
import type { DrawingSpec } from "./product-drawing-spec.ts";
import type { ThermalTransmittance } from "./thermal-transmittance.ts";

// The cart as the cart page, the checkout and GET /api/cart read it (docs/product/buying.md).
// Money is integer cents; the JSON API converts to euros in its serializers.

export interface CartLine {
  id: number;
  productId: number;
  kind: LineKind;
  quantity: number;
  /**
   * Today's price: the server prices the line again with the current catalogue
   * every time the cart is read. A line that cannot be ordered keeps the price
   * it was last given.
   */
  unitPriceCents: number;
  lineTotalCents: number;
  /** False when the line cannot be ordered (its product was hidden, …); the checkout then refuses the cart. */
  available: boolean;
  /** Why the line cannot be ordered, in Italian; null when it can. */
  unavailableReason: string | null;
  /** A window line that can be reconfigured in place ("Modifica configurazione"); not one from an accepted quote. */
  reconfigurable: boolean;
  options: LineDetails["options"];
  dimensions: LineDetails["dimensions"];
  summary: SummaryLine[];
  /** The thumbnail drawn from the configuration; pages only, the JSON API leaves it out. */
  drawing: DrawingSpec;
  /** Uw or Ud of the configuration, null where there is none (docs/product/thermal.md). */
  thermalTransmittance: ThermalTransmittance | null;
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
