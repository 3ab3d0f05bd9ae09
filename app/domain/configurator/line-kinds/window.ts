import { z } from "zod";
import { quantitySchema } from "../line-quantity.ts";
import {
  dimensionsSchema,
  productIdSchema,
  type WindowConfiguration,
  windowOptionsSchema,
} from "../window-configuration.ts";
import { type LineDrawingInput, textOptions } from "./drawing.ts";
import { type LineDetails, type SummaryLine, storedSummarySchema } from "./summary.ts";

// A made-to-measure window as a cart line, an order line and a saved
// configuration: what the customer sends, what is kept in the `configuration`
// column, and how it reads back (docs/decisions/011-configured-line-kinds.md).

/** POST /api/cart without `kind`: the public payload; a client-sent price or user is dropped. */
export const windowCartRequestSchema = z.object(
  {
    productId: productIdSchema,
    options: windowOptionsSchema,
    dimensions: dimensionsSchema,
    quantity: quantitySchema.optional().default(1),
  },
  { error: "Dati del prodotto mancanti" },
);

export const storedWindowSchema = z.object({
  options: windowOptionsSchema,
  dimensions: dimensionsSchema,
  /** The server's summary at the time the line was priced. */
  breakdown: storedSummarySchema,
});

export type WindowCartRequest = z.infer<typeof windowCartRequestSchema>;
export type StoredWindow = z.infer<typeof storedWindowSchema>;

function details(stored: StoredWindow): LineDetails {
  return { options: stored.options, dimensions: stored.dimensions, summary: stored.breakdown };
}

function drawingInput(stored: StoredWindow): LineDrawingInput {
  return {
    widthMm: stored.dimensions.width,
    heightMm: stored.dimensions.height,
    options: textOptions(stored.options),
    sopraluce: stored.options.sopraluce === true,
    sottoluce: stored.options.sottoluce === true,
  };
}

export const windowLineKind = {
  kind: "window",
  cartRequestSchema: windowCartRequestSchema,
  storedSchema: storedWindowSchema,
  /** The stored form, parsed and read as the cart and the orders show it. */
  storedDetailsSchema: storedWindowSchema.transform(details),
  /** The stored form, read as what its drawing needs. */
  storedDrawingSchema: storedWindowSchema.transform(drawingInput),
  toStored(configuration: Omit<WindowConfiguration, "productId">, breakdown: SummaryLine[]): StoredWindow {
    return { options: configuration.options, dimensions: configuration.dimensions, breakdown };
  },
  /** The request that prices a stored line again with today's catalogue. */
  toCartRequest(stored: StoredWindow, productId: number, quantity: number): WindowCartRequest {
    return { productId, options: stored.options, dimensions: stored.dimensions, quantity };
  },
} as const;
