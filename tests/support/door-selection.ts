import type { DoorSelection } from "../../app/domain/configurator/door-selection.ts";
import { doorFinishSeeds } from "../../db/seed/door-catalogue-data.ts";

// The one builder for a valid door selection: the body of POST
// /api/door-price, and of POST /api/cart with `kind: "door"`.

/** What the Torterolo door configurator posts; every part but the size may be left out. */
export type DoorSelectionBody = Pick<DoorSelection, "productId" | "size"> &
  Partial<Omit<DoorSelection, "productId" | "size">>;

/** A free panel of the seeded catalogue: a door needs one unless its model has its own. */
export const FREE_PANEL_KEY = doorFinishSeeds.find((finish) => finish.priceCents === 0)!.key;

/**
 * A door of `productId` in the standard 90 x 210 cm size with a free internal
 * panel and nothing else chosen, plus the given parts (codes from GET
 * /api/door-catalogue; `internalPanel: null` for a door without panels).
 */
export function doorSelection(
  productId: number,
  parts: Partial<Omit<DoorSelectionBody, "productId">> = {},
): DoorSelectionBody {
  return {
    productId,
    size: { mode: "standard", width: 90, height: 210 },
    internalPanel: FREE_PANEL_KEY,
    ...parts,
  };
}
