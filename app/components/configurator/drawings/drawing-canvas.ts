import { type Box, clamp } from "./svg-geometry.ts";

// Where a product drawing sits in its view box. The live drawing is square with
// room for the dimension lines; product images and thumbnails are 4:3 (the
// product pictures' 400 × 300), without dimensions and with heavier strokes so
// that they still read when small. Every family fits its object the same way.

export type DrawingVariant = "live" | "image" | "thumbnail";

export interface Canvas {
  width: number;
  height: number;
  /** Where the object (its bands, box or threshold included) must fit. */
  area: Box;
  /** Dimension lines with the sizes in mm. */
  dimensions: boolean;
  /** Multiplies every stroke width. */
  pen: number;
}

const canvases: Record<DrawingVariant, Canvas> = {
  // Room on the left for the height dimension and below for the width dimension.
  live: { width: 360, height: 360, area: { x: 56, y: 12, w: 292, h: 292 }, dimensions: true, pen: 1 },
  image: { width: 400, height: 300, area: { x: 28, y: 20, w: 344, h: 260 }, dimensions: false, pen: 1.5 },
  thumbnail: { width: 400, height: 300, area: { x: 16, y: 14, w: 368, h: 272 }, dimensions: false, pen: 2.6 },
};

export const canvasFor = (variant: DrawingVariant): Canvas => canvases[variant];

const MIN_RATIO = 1 / 4;
const MAX_RATIO = 4;

export interface Fit {
  /** Left edge of the object. */
  left: number;
  /** Top of everything drawn, what sits above the main body included. */
  top: number;
  /** Bottom of everything drawn. */
  bottom: number;
  drawW: number;
  /** The main body (the window, the door, the curtain) whose size is the configured one. */
  mainTop: number;
  mainH: number;
  mainBottom: number;
  /** View units per millimetre of the main body, for profiles that follow the real scale. */
  pxPerMm: number;
}

/**
 * Fits the main body's (clamped) proportions into the canvas's area, with
 * `above` and `below` extra heights as fractions of the main body's height,
 * centred in the area.
 */
export function fitDrawing(
  canvas: Canvas,
  widthMm: number,
  heightMm: number,
  extra: { above?: number; below?: number } = {},
): Fit {
  const { area } = canvas;
  const above = extra.above ?? 0;
  const below = extra.below ?? 0;
  const ratio = clamp(widthMm / heightMm, MIN_RATIO, MAX_RATIO);
  const heightUnits = 1 + above + below;
  const mainH = Math.min(area.w / ratio, area.h / heightUnits);
  const drawW = mainH * ratio;
  const drawH = mainH * heightUnits;
  const left = area.x + (area.w - drawW) / 2;
  const top = area.y + (area.h - drawH) / 2;
  const mainTop = top + mainH * above;
  return {
    left,
    top,
    bottom: top + drawH,
    drawW,
    mainTop,
    mainH,
    mainBottom: mainTop + mainH,
    pxPerMm: Math.min(drawW / widthMm, mainH / heightMm),
  };
}
