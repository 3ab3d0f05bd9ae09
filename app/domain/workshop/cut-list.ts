import { formatItalianInteger } from "../italian-formats/italian-decimal.ts";
import { refuse } from "../refusal.ts";
import type { CutMeasure } from "./cut-measure.ts";
import type { NamedProfileSystem } from "./profile-system-settings.ts";

// The cut list of one position (docs/product/production.md#cut-list): from the
// frame's final outer width W and height H and its profile system's settings,
// the frame, sash and glazing-bead bars and the panes, in whole millimetres.

export type BarKind = "frame" | "sash" | "bead";
export type BarSide = "width" | "height";

export const barKindNames: Record<BarKind, string> = {
  frame: "Telaio",
  sash: "Anta",
  bead: "Fermavetro",
};

export const barSideNames: Record<BarSide, string> = { width: "orizzontale", height: "verticale" };

/** The smallest pane side the workshop glazes: below it the pane cannot be set and sealed. */
export const MIN_PANE_SIDE_MM = 150;

/** A window, French window or sliding door the workshop makes, as the cut list reads it. */
export interface CutPosition {
  /** 1-based, in the order's line order: the same number the work order prints. */
  number: number;
  roomLabel: string;
  widthMm: number;
  heightMm: number;
  /** 1 to 4 sashes (a sliding door's panels). */
  sashes: number;
  quantity: number;
  /** The profiles' colour as printed and grouped for the stock plan («Bianco», «Bianco / Noce»). */
  colourName: string;
  /** The glazing option's name, "" when none was chosen. */
  glazingName: string;
}

/** One bar to cut: its kind and side, its cut angle, its printed and its true length, how many. */
export interface CutBar {
  kind: BarKind;
  side: BarSide;
  angle: 45 | 90;
  /** The length the operator reads on the saw: the system's measure (long or short point) plus the trims. */
  cutLengthMm: number;
  /** The bar's true length, long point plus the trims: what it takes from a stock bar. */
  stockLengthMm: number;
  quantity: number;
}

export interface Pane {
  widthMm: number;
  heightMm: number;
  quantity: number;
}

export interface PositionCuts {
  position: CutPosition;
  systemValue: string;
  systemName: string;
  /** How the 45° lengths are read on the saw. */
  cutMeasure: CutMeasure;
  sashWidthMm: number;
  sashHeightMm: number;
  bars: CutBar[];
  pane: Pane;
}

/** «Posizione 3 (Cucina)», «Posizione 3» when the room is not known. */
export function positionName({ number, roomLabel }: Pick<CutPosition, "number" | "roomLabel">): string {
  const room = roomLabel.trim();
  return room ? `Posizione ${number} (${room})` : `Posizione ${number}`;
}

/** «1.200 × 1.400 mm». */
export function sizeText(widthMm: number, heightMm: number): string {
  return `${formatItalianInteger(widthMm)} × ${formatItalianInteger(heightMm)} mm`;
}

/**
 * One sash's outer width: the frame's width less the deduction, plus one
 * overlap per meeting stile, shared by the sashes and rounded down to the
 * whole millimetre, so that the sashes together never exceed the opening.
 */
export function sashWidthMm(widthMm: number, sashes: number, system: NamedProfileSystem): number {
  return Math.floor((widthMm - system.sashWidthDeductionMm + (sashes - 1) * system.sashOverlapMm) / sashes);
}

/** A 45° bar of outer size `outerMm`: read at its long or short point, then the trims at both ends. */
function mitredBar(
  kind: "frame" | "sash",
  side: BarSide,
  outerMm: number,
  quantity: number,
  system: NamedProfileSystem,
): CutBar {
  const face = kind === "frame" ? system.frameFaceMm : system.sashFaceMm;
  const measured = system.cutMeasure === "punta-corta" ? outerMm - 2 * face : outerMm;
  const trims = 2 * system.trimMm;
  return { kind, side, angle: 45, cutLengthMm: measured + trims, stockLengthMm: outerMm + trims, quantity };
}

/** A 90° bead bar: its length is the same at both edges; the trims as for every bar. */
function beadBar(side: BarSide, lengthMm: number, quantity: number, system: NamedProfileSystem): CutBar {
  const length = lengthMm + 2 * system.trimMm;
  return { kind: "bead", side, angle: 90, cutLengthMm: length, stockLengthMm: length, quantity };
}

/**
 * The bars and the pane of one position; a position whose pane would be
 * smaller than MIN_PANE_SIDE_MM on a side is refused, naming it.
 */
export function positionCuts(position: CutPosition, system: NamedProfileSystem): PositionCuts {
  const { widthMm: w, heightMm: h, sashes: n, quantity } = position;
  const sashWidth = sashWidthMm(w, n, system);
  const sashHeight = h - system.sashHeightDeductionMm;
  const beadWidth = sashWidth - system.beadDeductionMm;
  const beadHeight = sashHeight - system.beadDeductionMm;
  const pane = {
    widthMm: beadWidth - system.glassClearanceMm,
    heightMm: beadHeight - system.glassClearanceMm,
    quantity: n * quantity,
  };
  if (Math.min(pane.widthMm, pane.heightMm) < MIN_PANE_SIDE_MM) {
    const pieces = n === 1 ? "" : ` a ${n} ante`;
    throw refuse.conflict(
      `${positionName(position)}: ${sizeText(w, h)}${pieces} è troppo piccola per il sistema ${system.name}` +
        ` (il vetro sarebbe ${sizeText(pane.widthMm, pane.heightMm)}, il minimo è ${MIN_PANE_SIDE_MM} mm per lato)`,
      { reason: "position-too-small" },
    );
  }
  const perSash = 2 * n * quantity;
  return {
    position,
    systemValue: system.systemValue,
    systemName: system.name,
    cutMeasure: system.cutMeasure,
    sashWidthMm: sashWidth,
    sashHeightMm: sashHeight,
    bars: [
      mitredBar("frame", "width", w, 2 * quantity, system),
      mitredBar("frame", "height", h, 2 * quantity, system),
      mitredBar("sash", "width", sashWidth, perSash, system),
      mitredBar("sash", "height", sashHeight, perSash, system),
      beadBar("width", beadWidth, perSash, system),
      beadBar("height", beadHeight, perSash, system),
    ],
    pane,
  };
}
