import { type Box, clamp, inset } from "./svg-geometry.ts";
import type { Opening } from "./window-description.ts";

// Where everything sits in the window drawing's square view box: the window's
// clamped proportions, the sopraluce and sottoluce bands, profile widths that
// follow the real scale, and each sash's glass and handle.

export const VIEW = 360;
const PAD = 12;
/** Room left of the drawing for the height dimension and below it for the width dimension. */
const DIM_SPACE = 44;
const MAX_DRAW = VIEW - 2 * PAD - DIM_SPACE;
const MIN_RATIO = 1 / 4;
const MAX_RATIO = 4;
/** A band is 22% of the window's drawn height, i.e. ~18% of the whole drawing with one band. */
const BAND_RATIO = 0.22;

export interface WindowLayout {
  /** Left edge of the drawing (window and bands). */
  left: number;
  /** Top of the drawing, the sopraluce included. */
  top: number;
  /** Bottom of the drawing, the sottoluce included. */
  bottom: number;
  drawW: number;
  windowH: number;
  windowTop: number;
  windowBottom: number;
  bandH: number;
  /** Frame profile width. */
  frameT: number;
  /** Sash profile width. */
  sashT: number;
  /** The window's outer frame. */
  outer: Box;
  /** The opening inside the frame, shared by the sashes. */
  inner: Box;
  sashes: number;
}

export function layoutWindow(
  widthMm: number,
  heightMm: number,
  sashes: number,
  bands: { sopraluce: boolean; sottoluce: boolean },
): WindowLayout {
  // Fit the (clamped) proportions into the drawing area; bands stack on top of the window height.
  const ratio = clamp(widthMm / heightMm, MIN_RATIO, MAX_RATIO);
  const bandCount = (bands.sopraluce ? 1 : 0) + (bands.sottoluce ? 1 : 0);
  const heightUnits = 1 + BAND_RATIO * bandCount;
  const windowH = Math.min(MAX_DRAW / ratio, MAX_DRAW / heightUnits);
  const drawW = windowH * ratio;
  const bandH = windowH * BAND_RATIO;
  const drawH = windowH * heightUnits;
  const left = (VIEW - DIM_SPACE - drawW) / 2 + DIM_SPACE;
  const top = (VIEW - DIM_SPACE - drawH) / 2;
  const windowTop = top + (bands.sopraluce ? bandH : 0);
  const windowBottom = windowTop + windowH;
  const bottom = top + drawH;

  // Profile widths follow the real scale (~68 mm frame, ~58 mm sash) within readable limits.
  const pxPerMm = Math.min(drawW / widthMm, windowH / heightMm);
  const frameT = clamp(68 * pxPerMm, 4, 10);
  const outer: Box = { x: left, y: windowTop, w: drawW, h: windowH };
  const inner = inset(outer, frameT);
  const colW = inner.w / sashes;
  const sashT = Math.min(clamp(58 * pxPerMm, 3.5, 8), colW * 0.18, inner.h * 0.18);
  return {
    left,
    top,
    bottom,
    drawW,
    windowH,
    windowTop,
    windowBottom,
    bandH,
    frameT,
    sashT,
    outer,
    inner,
    sashes,
  };
}

export interface SashLayout {
  sash: Box;
  glass: Box;
  handleLeft: boolean;
  /** None for a fixed sash or an unknown opening. */
  handle: Box | null;
}

/** The `index`-th sash (0-based, from the left). */
export function layoutSash(layout: WindowLayout, index: number, opening: Opening | null): SashLayout {
  const { inner, sashT, sashes } = layout;
  const colW = inner.w / sashes;
  const sash: Box = { x: inner.x + index * colW, y: inner.y, w: colW, h: inner.h };
  const glass = inset(sash, sashT);
  // Hinges on the outer jambs (left half hinged left); sliding sashes keep the handle on the outer jamb.
  const hingeLeft = index < sashes / 2;
  const handleLeft = opening === "scorrevole" ? hingeLeft : !hingeLeft;
  const handleW = clamp(sashT * 0.55, 2, 3.5);
  const handleH = clamp(glass.h * 0.14, 8, 20);
  const handle: Box | null =
    opening === null || opening === "fissa"
      ? null
      : opening === "vasistas"
        ? {
            x: sash.x + sash.w / 2 - handleH / 2,
            y: sash.y + sashT / 2 - handleW / 2,
            w: handleH,
            h: handleW,
          }
        : {
            x: (handleLeft ? sash.x + sashT / 2 : sash.x + sash.w - sashT / 2) - handleW / 2,
            y: sash.y + sash.h / 2 - handleH / 2,
            w: handleW,
            h: handleH,
          };
  return { sash, glass, handleLeft, handle };
}
