import type { DoorSelection } from "../../app/domain/door-selection.ts";

// The one builder for a valid door selection: the body of POST
// /api/door-price, and of POST /api/cart with `kind: "door"`.

/** What the Torterolo door configurator posts; every part but the size may be left out. */
export type DoorSelectionBody = Pick<DoorSelection, "productId" | "size"> &
  Partial<Omit<DoorSelection, "productId" | "size">>;

/**
 * A door of `productId` in the standard 90 x 210 cm size with nothing else
 * chosen, plus the given parts (codes from GET /api/door-catalogue).
 */
export function doorSelection(
  productId: number,
  parts: Partial<Omit<DoorSelectionBody, "productId">> = {},
): DoorSelectionBody {
  return { productId, size: { mode: "standard", width: 90, height: 210 }, ...parts };
}
