import { windowOptionsSchema } from "./window-configuration.ts";

// What the window drawing needs to draw an ordered line again, read from the
// line's stored options and sizes (docs/product/back-office.md#orders). Only
// windows have a drawing; a door line describes itself in its summary.

export interface LineDrawing {
  windowType: string;
  openingType: string;
  /** The colour's swatch, as the catalogue has it now; null draws the neutral frame. */
  frameColor: string | null;
  colorName: string | null;
  width: number;
  height: number;
  sopraluce: boolean;
  sottoluce: boolean;
}

export function windowLineDrawing(
  options: Record<string, unknown> | null,
  dimensions: { width: number; height: number } | null,
  colours: ReadonlyMap<string, { name: string; swatch: string | null }>,
): LineDrawing | null {
  const parsed = windowOptionsSchema.safeParse(options);
  if (!parsed.success || !dimensions) return null;
  const { windowType, openingType, color, sopraluce, sottoluce } = parsed.data;
  const colour = colours.get(color);
  return {
    windowType,
    openingType,
    frameColor: colour?.swatch ?? null,
    colorName: colour?.name ?? null,
    width: dimensions.width,
    height: dimensions.height,
    sopraluce,
    sottoluce,
  };
}
