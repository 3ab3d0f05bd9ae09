import { profileWidthsMm, TRANSOM_BAND_RATIO } from "#app/domain/configurator/frame-profiles.ts";
import type {
  DrawingView,
  WindowHand,
  WindowOpening,
} from "#app/domain/configurator/product-drawing-spec.ts";
import { type Canvas, type Fit, fitDrawing } from "./drawing-canvas.ts";
import { type Box, clamp, inset } from "./svg-geometry.ts";

// Where everything sits in a window or French window drawing: the window's
// clamped proportions, the sopraluce and sottoluce bands, the French window's
// threshold, profile widths that follow the real scale, and each sash's glass
// and handle.

/** A band is 22% of the window's drawn height, i.e. ~18% of the whole drawing with one band. */
const BAND_RATIO = TRANSOM_BAND_RATIO;
/** The French window's threshold and floor under the frame. */
const THRESHOLD_RATIO = 0.025;

export interface WindowLayout {
  /** Left edge of the drawing (window and bands). */
  left: number;
  /** Top of the drawing, the sopraluce included. */
  top: number;
  /** Bottom of the drawing, the sottoluce included (the threshold is below it). */
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
  /** French windows: the sill on the floor under the frame. */
  threshold: Box | null;
  /** French windows: the height of each sash's solid bottom rail (zoccolo). */
  kickH: number;
}

export function layoutWindow(
  canvas: Canvas,
  widthMm: number,
  heightMm: number,
  sashes: number,
  shape: { sopraluce: boolean; sottoluce: boolean; toTheFloor: boolean },
): WindowLayout {
  const fit: Fit = fitDrawing(canvas, widthMm, heightMm, {
    above: shape.sopraluce ? BAND_RATIO : 0,
    below: (shape.sottoluce ? BAND_RATIO : 0) + (shape.toTheFloor ? THRESHOLD_RATIO : 0),
  });
  const windowH = fit.mainH;
  const bandH = windowH * BAND_RATIO;
  const bottom = fit.mainBottom + (shape.sottoluce ? bandH : 0);

  // Profile widths follow the real scale (app/domain/configurator/frame-profiles.ts) within readable limits.
  const frameT = clamp(profileWidthsMm.windowFrame * fit.pxPerMm, 4, 10);
  const outer: Box = { x: fit.left, y: fit.mainTop, w: fit.drawW, h: windowH };
  const inner = inset(outer, frameT);
  const colW = inner.w / sashes;
  const sashT = Math.min(
    clamp(profileWidthsMm.windowSash * fit.pxPerMm, 3.5, 8),
    colW * 0.18,
    inner.h * 0.18,
  );
  const thresholdH = Math.max(3, windowH * THRESHOLD_RATIO);
  return {
    left: fit.left,
    top: fit.top,
    bottom,
    drawW: fit.drawW,
    windowH,
    windowTop: fit.mainTop,
    windowBottom: fit.mainBottom,
    bandH,
    frameT,
    sashT,
    outer,
    inner,
    sashes,
    threshold: shape.toTheFloor
      ? { x: fit.left - frameT / 2, y: bottom, w: fit.drawW + frameT, h: thresholdH }
      : null,
    // A solid rail at the bottom of each French window sash.
    kickH: shape.toTheFloor ? clamp(profileWidthsMm.frenchWindowKickRail * fit.pxPerMm, 6, inner.h * 0.2) : 0,
  };
}

export interface SashLayout {
  sash: Box;
  glass: Box;
  /** French windows: the solid rail under the glass. */
  kick: Box | null;
  handleLeft: boolean;
  /** None for a fixed sash or an unknown opening. */
  handle: Box | null;
}

/** The `index`-th sash (0-based, from the left). */
export function layoutSash(
  layout: WindowLayout,
  index: number,
  opening: WindowOpening | null,
  hand: WindowHand | null = null,
  view: DrawingView = "inside",
): SashLayout {
  const { inner, sashT, sashes, kickH } = layout;
  const colW = inner.w / sashes;
  const sash: Box = { x: inner.x + index * colW, y: inner.y, w: colW, h: inner.h };
  const opened = inset(sash, sashT);
  const glass: Box = { ...opened, h: opened.h - kickH };
  const kick: Box | null = kickH > 0 ? { ...opened, y: opened.y + glass.h, h: kickH } : null;
  // Hinges on the outer jambs (left half hinged left); sliding sashes keep the handle on the outer jamb.
  // A chosen hand moves one sash's hinges; of several sashes only the main one has a handle.
  const hingeLeft =
    hand?.kind === "one-sash" && sashes === 1 ? hand.hingeSide === "left" : index < sashes / 2;
  const handleLeft = opening === "scorrevole" ? hingeLeft : !hingeLeft;
  const mainSash =
    hand?.kind === "main-sash" && sashes > 1 ? (hand.mainSide === "left" ? 0 : sashes - 1) : null;
  const hasHandle = view === "inside" && (mainSash === null || mainSash === index);
  const handleW = clamp(sashT * 0.55, 2, 3.5);
  const handleH = clamp(glass.h * 0.14, 8, 20);
  const handle: Box | null =
    opening === null || opening === "fissa" || !hasHandle
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
  return { sash, glass, kick, handleLeft, handle };
}
