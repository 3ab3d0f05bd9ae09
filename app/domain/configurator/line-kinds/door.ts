import { z } from "zod";
import type { DoorSelection } from "../door-selection.ts";
import { doorSelectionSchema } from "../door-selection.ts";
import type { LineDrawingInput } from "./drawing.ts";
import { type LineDetails, type SummaryLine, storedSummarySchema } from "./summary.ts";

// A configured Torterolo door as a cart line and an order line: what the
// customer sends, what is kept in the `configuration` column, and how it reads
// back (docs/decisions/011-configured-line-kinds.md). A door is priced as one piece.

/** POST /api/cart with `kind: "door"`; its `quantity` is read beside the selection (app/routes/api/cart.ts). */
export const doorCartRequestSchema = doorSelectionSchema;

export const storedDoorSchema = z.object({
  door: doorSelectionSchema,
  breakdown: storedSummarySchema,
});

export type DoorCartRequest = z.infer<typeof doorCartRequestSchema>;
export type StoredDoor = z.infer<typeof storedDoorSchema>;

function details(stored: StoredDoor): LineDetails {
  return { options: null, dimensions: null, summary: stored.breakdown };
}

const CM = 10;

/** The leaf in mm, coloured by the finish seen from outside (or the inner one when only it is chosen). */
function drawingInput({ door }: StoredDoor): LineDrawingInput {
  const finish = door.externalPanel ?? door.internalPanel;
  return {
    widthMm: door.size.width * CM,
    heightMm: door.size.height * CM,
    options: finish ? { finish } : {},
    sopraluce: false,
    sottoluce: false,
  };
}

export const doorLineKind = {
  kind: "door",
  cartRequestSchema: doorCartRequestSchema,
  storedSchema: storedDoorSchema,
  /** The stored form, parsed and read as the cart and the orders show it. */
  storedDetailsSchema: storedDoorSchema.transform(details),
  /** The stored form, read as what its drawing needs. */
  storedDrawingSchema: storedDoorSchema.transform(drawingInput),
  toStored(selection: DoorSelection, breakdown: SummaryLine[]): StoredDoor {
    return { door: selection, breakdown: breakdown.map(({ label, value }) => ({ label, value })) };
  },
  /** The request that prices a stored line again with today's catalogue; the product is the line's. */
  toCartRequest(stored: StoredDoor, productId: number): DoorCartRequest {
    return { ...stored.door, productId };
  },
} as const;
