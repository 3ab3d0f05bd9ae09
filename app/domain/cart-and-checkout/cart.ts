import type { LineKind } from "../configurator/line-kinds/registry.ts";
import type { LineDetails, SummaryLine } from "../configurator/line-kinds/summary.ts";
import type { LineServiceCode, PricedLineService } from "../configurator/line-services.ts";
import type { DrawingSpec } from "../configurator/product-drawing-spec.ts";
import type { ThermalTransmittance } from "../configurator/thermal-transmittance.ts";

// The cart as the cart page, the checkout and GET /api/cart read it (docs/product/buying.md).
// Money is integer cents; the JSON API converts to euros in its serializers.

export interface CartLine {
  id: number;
  productId: number;
  kind: LineKind;
  quantity: number;
  /** Where the pieces go («Cucina», «Camera 2»), as the customer named it; "" when they did not. */
  roomLabel: string;
  /**
   * Today's price: the server prices the line again with the current catalogue
   * every time the cart is read. A line that cannot be ordered keeps the price
   * it was last given.
   */
  unitPriceCents: number;
  /** The pieces at the unit price plus the chosen services. */
  lineTotalCents: number;
  /** The chosen services, priced by the server for this line's size and quantity (docs/product/buying.md#services). */
  services: PricedLineService[];
  /** The services this line can take, with their catalogue prices; pages only, the JSON API leaves them out. */
  serviceChoices: LineServiceChoice[];
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

/** A service the cart offers on a line: "Posa in opera — 60,00 €/m², minimo 120,00 €". */
export interface LineServiceChoice {
  code: LineServiceCode;
  label: string;
  description: string;
  priceText: string;
  chosen: boolean;
}

export interface Cart {
  lines: CartLine[];
  itemCount: number;
  subtotalCents: number;
}

/** The cart page's forms: a line's quantity, its services, its removal, and the whole cart's quote request. */
export type CartIntent = "quantity" | "remove" | "services" | "quote";

/**
 * What the cart page's action answers (app/routes/cart.tsx): to a script
 * always, to a plain post only when it refused (a success redirects). The
 * page and the line's forms read it.
 */
export type CartActionResult =
  | { ok: true; intent: CartIntent; message: null }
  | {
      ok: false;
      intent: CartIntent;
      message: string;
      /** The quote request's refused fields, beside themselves, and what was typed. */
      errors?: Record<string, string>;
      values?: Record<string, string>;
    };
