import { entranceDoorUd, type ThermalFigures, windowFigures } from "../catalogue/thermal-catalogue.ts";
import { profileWidthsMm, TRANSOM_BAND_RATIO } from "./frame-profiles.ts";
import {
  defaultSizesMm,
  drawingSpecFor,
  type SlidingDrawingSpec,
  type WindowDrawingSpec,
} from "./product-drawing-spec.ts";
import type { ProductFamily } from "./product-family.ts";

// The thermal transmittance of a configured product (docs/product/thermal.md),
// with the simplified method of EN ISO 10077-1:
//   Uw = (Ag·Ug + Af·Uf + lg·ψg) / (Ag + Af)
// The areas and the glass edge come from the same geometry the drawing shows
// (frame-profiles.ts, product-drawing-spec.ts); the figures from
// thermal-catalogue.ts. Shared by the configurator (live), the server (API,
// cart, orders, PDF) and the product page.

export type ThermalKind = "Uw" | "Ud";

export interface ThermalTransmittance {
  kind: ThermalKind;
  /** W/m²K, rounded to the hundredth (what is shown). */
  value: number;
}

/** What a configuration says, whatever its age: sizes in mm and the chosen option codes by type. */
export interface ThermalInput {
  family: ProductFamily;
  widthMm: number | null | undefined;
  heightMm: number | null | undefined;
  options: Readonly<Record<string, unknown>>;
  sopraluce?: boolean;
  sottoluce?: boolean;
}

/** Areas in m², lengths in m. */
export interface ThermalGeometry {
  /** The whole window, bands included: Ag + Af + Ap. */
  totalArea: number;
  /** Ag: the visible glass. */
  glassArea: number;
  /** Af: everything that is not glass or the sottoluce's panel (frame, sashes, French window rails), projected. */
  frameArea: number;
  /** lg: the visible perimeter of every pane. */
  glassPerimeter: number;
  /** Ap: the sottoluce's opaque panel, counted like glass (docs/product/thermal.md#geometry). */
  panelArea: number;
  /** lp: the panel's visible perimeter. */
  panelPerimeter: number;
}

/** Which figure a family shows: windows Uw, doors Ud, shutters none (they are not a closure of the heated space). */
export function thermalKindOf(family: ProductFamily): ThermalKind | null {
  if (family === "shutter") return null;
  return family === "door" ? "Ud" : "Uw";
}

const MM2_PER_M2 = 1_000_000;
const MM_PER_M = 1000;

interface Pane {
  area: number;
  perimeter: number;
}

/** A visible pane of `w` × `h` mm; a profile wider than the opening leaves none. */
function pane(w: number, h: number): Pane {
  return w > 0 && h > 0 ? { area: w * h, perimeter: 2 * (w + h) } : { area: 0, perimeter: 0 };
}

/** Sums in mm² and mm, turned into m² and m at the end. */
class Tally {
  total = 0;
  glass = 0;
  glassEdge = 0;
  panel = 0;
  panelEdge = 0;

  addGlass(p: Pane, count = 1) {
    this.glass += p.area * count;
    this.glassEdge += p.perimeter * count;
  }

  /** A sopraluce (glazed) or sottoluce (panel) band over the whole width, framed all round by `frame`. */
  addBand(widthMm: number, windowHeightMm: number, frame: number, kind: "glass" | "panel") {
    const bandH = windowHeightMm * TRANSOM_BAND_RATIO;
    this.total += widthMm * bandH;
    const infill = pane(widthMm - 2 * frame, bandH - 2 * frame);
    if (kind === "glass") this.addGlass(infill);
    else {
      this.panel += infill.area;
      this.panelEdge += infill.perimeter;
    }
  }

  geometry(): ThermalGeometry {
    return {
      totalArea: this.total / MM2_PER_M2,
      glassArea: this.glass / MM2_PER_M2,
      frameArea: (this.total - this.glass - this.panel) / MM2_PER_M2,
      glassPerimeter: this.glassEdge / MM_PER_M,
      panelArea: this.panel / MM2_PER_M2,
      panelPerimeter: this.panelEdge / MM_PER_M,
    };
  }
}

/**
 * A window or French window as drawn: the outer frame, the opening split in
 * equal sashes, each sash's profile all round (and a French window's bottom
 * rail) around its glass; a sopraluce is a glazed band, a sottoluce a panel.
 */
export function windowGeometry(spec: WindowDrawingSpec): ThermalGeometry {
  const { windowFrame: frame, windowSash: sash, frenchWindowKickRail } = profileWidthsMm;
  const kick = spec.family === "french-window" ? frenchWindowKickRail : 0;
  const { widthMm: w, heightMm: h, sashes } = spec;
  const tally = new Tally();
  tally.total = w * h;
  const sashW = (w - 2 * frame) / sashes;
  tally.addGlass(pane(sashW - 2 * sash, h - 2 * frame - 2 * sash - kick), sashes);
  if (spec.sopraluce) tally.addBand(w, h, frame, "glass");
  if (spec.sottoluce) tally.addBand(w, h, frame, "panel");
  return tally.geometry();
}

/**
 * A sliding door as drawn: the outer frame, panels of equal width that overlap
 * by one profile (flush when coplanar), each panel's profile around its glass;
 * a sopraluce is a glazed band framed like the door.
 */
export function slidingGeometry(spec: SlidingDrawingSpec, sopraluce: boolean): ThermalGeometry {
  const minimal = spec.slidingType === "minimal";
  const frame = minimal ? profileWidthsMm.minimalSlidingFrame : profileWidthsMm.slidingFrame;
  const profile = minimal ? profileWidthsMm.minimalSlidingPanel : profileWidthsMm.slidingPanel;
  const overlap = spec.slidingType === "complanare" ? 0 : profile;
  const { widthMm: w, heightMm: h, panels } = spec;
  const tally = new Tally();
  tally.total = w * h;
  const panelW = (w - 2 * frame + (panels - 1) * overlap) / panels;
  tally.addGlass(pane(panelW - 2 * profile, h - 2 * frame - 2 * profile), panels);
  if (sopraluce) tally.addBand(w, h, frame, "glass");
  return tally.geometry();
}

/**
 * EN ISO 10077-1's simplified formula; the sottoluce's panel (Ap, lp) counts
 * with Up = Ug and ψp = ψg. Unrounded.
 */
export function computeUw(geometry: ThermalGeometry, figures: ThermalFigures): number {
  const { glassArea, frameArea, glassPerimeter, panelArea, panelPerimeter } = geometry;
  const heat =
    (glassArea + panelArea) * figures.ug +
    frameArea * figures.uf +
    (glassPerimeter + panelPerimeter) * figures.psiG;
  return heat / (glassArea + frameArea + panelArea);
}

const roundToHundredth = (value: number) => Math.round(value * 100) / 100;

function text(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

function positive(value: number | null | undefined): number | null {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * Uw of a window, French window or sliding door, Ud of an entrance door with
 * a declared figure; null for shutters, interior doors, a door with a
 * sopraluce, options without figures, and a configuration without a size.
 */
export function thermalTransmittanceFor(input: ThermalInput): ThermalTransmittance | null {
  const kind = thermalKindOf(input.family);
  const widthMm = positive(input.widthMm);
  const heightMm = positive(input.heightMm);
  if (!kind || !widthMm || !heightMm) return null;
  if (input.family === "door") {
    // The declared Ud is the door's alone: with a sopraluce there is no figure for the whole.
    const ud = input.sopraluce ? undefined : entranceDoorUd[text(input.options.finish) ?? ""];
    return ud === undefined ? null : { kind, value: ud };
  }
  const figures = windowFigures(input.options);
  if (!figures) return null;
  const options: Record<string, string> = {};
  for (const [type, value] of Object.entries(input.options))
    if (typeof value === "string") options[type] = value;
  const spec = drawingSpecFor({
    family: input.family,
    widthMm,
    heightMm,
    options,
    sopraluce: input.sopraluce === true,
    sottoluce: input.sottoluce === true,
  });
  const geometry =
    spec.family === "sliding"
      ? slidingGeometry(spec, input.sopraluce === true)
      : spec.family === "window" || spec.family === "french-window"
        ? windowGeometry(spec)
        : null;
  if (!geometry) return null;
  return { kind, value: roundToHundredth(computeUw(geometry, figures)) };
}

const transmittanceFormat = new Intl.NumberFormat("it-IT", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "1,25": two decimals, Italian comma. */
export function formatTransmittance(value: number): string {
  return transmittanceFormat.format(value);
}

/**
 * "Uw ≈ 1,25 W/m²K" on screen. The PDFs' font has no "≈", so they say
 * "Uw circa 1,25 W/m²K" (docs/product/thermal.md#where-it-shows).
 */
export function transmittanceText(thermal: ThermalTransmittance, approximately = "≈"): string {
  return `${thermal.kind} ${approximately} ${formatTransmittance(thermal.value)} W/m²K`;
}

/** How the PDFs write "approximately". */
export const PDF_APPROXIMATELY = "circa";

export const THERMAL_LABEL = "Trasmittanza termica";

/**
 * The "Caratteristiche" row of a reference figure, written on the server so the
 * product page ships none of this module: "Trasmittanza termica (Uw)" and
 * "1,48 W/m²K (misura di riferimento 1200 x 1400 mm)".
 */
export function referenceTransmittanceRow(thermal: ReferenceTransmittance): { term: string; detail: string } {
  const value = `${formatTransmittance(thermal.value)} W/m²K`;
  const size = thermal.sizeMm;
  return {
    term: `${THERMAL_LABEL} (${thermal.kind})`,
    detail: size ? `${value} (misura di riferimento ${size.width} x ${size.height} mm)` : value,
  };
}

/** A line's description with its Uw or Ud appended, as the cart, the orders and the PDFs show it. */
export function withThermalLine<L extends { label: string; value: string }>(
  lines: readonly L[],
  thermal: ThermalTransmittance | null | undefined,
  approximately?: string,
): (L | { label: string; value: string })[] {
  if (!thermal) return [...lines];
  return [...lines, { label: THERMAL_LABEL, value: transmittanceText(thermal, approximately) }];
}

/** The product page's figure: computed for the reference size, or the product's declared one. */
export interface ReferenceTransmittance extends ThermalTransmittance {
  /** The reference size it was computed for; null for a declared figure. */
  sizeMm: { width: number; height: number } | null;
}

/**
 * What "Caratteristiche" shows (docs/product/thermal.md#where-it-shows): the
 * figure of the product's default configuration at its family's reference size
 * (the size the configurator and drawing open with); without one (a door of
 * another configurator, a finish without data) the product's declared figure,
 * named after the family; nothing for shutters.
 */
export function referenceTransmittance(
  family: ProductFamily,
  defaults: ThermalInput["options"] | null,
  declared: number | null,
): ReferenceTransmittance | null {
  const kind = thermalKindOf(family);
  if (!kind) return null;
  const size = defaultSizesMm[family];
  const computed = defaults
    ? thermalTransmittanceFor({ family, widthMm: size.width, heightMm: size.height, options: defaults })
    : null;
  if (computed) return { ...computed, sizeMm: size };
  return declared === null || !Number.isFinite(declared) ? null : { kind, value: declared, sizeMm: null };
}
