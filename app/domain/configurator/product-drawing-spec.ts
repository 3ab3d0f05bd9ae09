import { appearanceFromWords, normaliseWords } from "./product-appearance.ts";
import { type ProductFamily, productFamilyNames } from "./product-family.ts";

// What a product drawing shows, decided once from a configuration of any age:
// the family's shape, the sizes, the colour and the few choices that change the
// picture (docs/product/drawings.md). Every reading is tolerant: a missing or
// unknown option gets the family's default, so old stored lines still draw.

export type WindowOpening = "battente" | "anta-ribalta" | "vasistas" | "scorrevole" | "fissa";
export type SlidingType = "alzante" | "traslante" | "complanare" | "minimal";
export type ShutterBox = "none" | "external" | "hidden";
export type ShutterOperation = "strap" | "crank" | "motor";
export type DoorHandle = "handle" | "knob" | "pull";
export type Side = "left" | "right";
export type SlatMaterial = "pvc" | "alluminio" | "acciaio" | "legno";

interface DrawingBase {
  widthMm: number;
  heightMm: number;
  /** #rrggbb of the profiles, the slats or the door leaf. */
  colourHex: string;
  /** Italian colour name for the description, when known. */
  colourName: string | null;
  /** What is drawn, in Italian: "Finestra", "Porta interna". */
  subject: string;
}

export interface WindowDrawingSpec extends DrawingBase {
  family: "window" | "french-window";
  /** 1 to 4. */
  sashes: number;
  opening: WindowOpening | null;
  sopraluce: boolean;
  sottoluce: boolean;
  /**
   * The hand as drawn from the side looked at: one sash's hinges, or which sash
   * of several opens first (and carries the handle); null draws the usual
   * outer-jamb hinges with a handle on each sash.
   */
  hand: WindowHand | null;
  /** Seen from inside (handles drawn) or from outside (mirrored, no handles, the outside colour). */
  view: DrawingView;
}

export type DrawingView = "inside" | "outside";

export type WindowHand = { kind: "one-sash"; hingeSide: Side } | { kind: "main-sash"; mainSide: Side };

export interface SlidingDrawingSpec extends DrawingBase {
  family: "sliding";
  /** 2 to 4: fixed and sliding panels. */
  panels: number;
  slidingType: SlidingType;
}

export interface ShutterDrawingSpec extends DrawingBase {
  family: "shutter";
  box: ShutterBox;
  operation: ShutterOperation;
  /** Aluminium and steel slats are drawn narrower than PVC and wood ones. */
  slatMaterial: SlatMaterial | null;
}

export interface DoorDrawingSpec extends DrawingBase {
  family: "door";
  /** The hinges' side seen from where the door is pushed: "apertura a destra" hinges on the right. */
  hingeSide: Side;
  handle: DoorHandle;
  glazed: boolean;
  /** A sliding leaf (esterno muro, a scomparsa): a track and an arrow instead of hinges. */
  sliding: boolean;
}

export type DrawingSpec = WindowDrawingSpec | SlidingDrawingSpec | ShutterDrawingSpec | DoorDrawingSpec;

export interface DrawingSpecInput {
  family: ProductFamily;
  widthMm?: number | null;
  heightMm?: number | null;
  /** The chosen colour's swatch; without a valid one the options' and subject's words decide. */
  colourHex?: string | null;
  colourName?: string | null;
  /** The configuration's chosen option values by option type; any may be missing. */
  options?: Readonly<Record<string, string | null | undefined>>;
  sopraluce?: boolean;
  sottoluce?: boolean;
  /** The side looked at (a window's inside by default); the caller passes the colour of that side. */
  view?: DrawingView;
  /** What is drawn, in Italian; the family's name by default. */
  subject?: string;
  /**
   * Further texts whose colour or material words colour the drawing when no
   * swatch and no chosen option does: the product's name, its collection.
   */
  appearanceWords?: readonly (string | null | undefined)[];
}

/** The size each family is drawn at when the configuration has none. */
export const defaultSizesMm: Record<ProductFamily, { width: number; height: number }> = {
  window: { width: 1200, height: 1400 },
  "french-window": { width: 1400, height: 2300 },
  sliding: { width: 2800, height: 2300 },
  shutter: { width: 1200, height: 1400 },
  door: { width: 800, height: 2100 },
};

const defaultAppearance: Record<ProductFamily, { hex: string; name: string | null }> = {
  window: { hex: "#f3f4f6", name: null },
  "french-window": { hex: "#f3f4f6", name: null },
  sliding: { hex: "#f3f4f6", name: null },
  shutter: { hex: "#e5e7eb", name: null },
  door: { hex: "#b08660", name: null },
};

const SASHES: Record<string, number> = { "una-anta": 1, "due-ante": 2, "tre-ante": 3, "quattro-ante": 4 };
const OPENINGS: readonly WindowOpening[] = ["battente", "anta-ribalta", "vasistas", "scorrevole", "fissa"];

/** The first rule with a word in the value wins; the words are normalised word beginnings. */
function pick<T>(value: string | null | undefined, rules: readonly [readonly string[], T][]): T | null {
  if (!value) return null;
  const words = normaliseWords(value);
  return rules.find(([candidates]) => candidates.some((word) => words.includes(` ${word}`)))?.[1] ?? null;
}

function millimetres(value: number | null | undefined, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.round(value) : fallback;
}

export function hexColour(value: string | null | undefined): string | null {
  const match = value?.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i);
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join("") : match[1];
  return `#${digits.toLowerCase()}`;
}

/** Number of sashes (1..4) for a window type value such as "due-ante"; `fallback` for anything else. */
export function sashCount(windowType: string | null | undefined, fallback = 1): number {
  return (windowType && SASHES[windowType]) || fallback;
}

export function windowOpening(openingType: string | null | undefined): WindowOpening | null {
  return OPENINGS.find((opening) => opening === openingType) ?? null;
}

const slidingTypeRules: readonly [readonly string[], SlidingType][] = [
  [["alzant", "hst"], "alzante"],
  [["trasla", "psk", "ribalt"], "traslante"],
  [["complanar"], "complanare"],
  [["minimal", "vetro totale", "slim"], "minimal"],
];

const shutterBoxRules: readonly [readonly string[], ShutterBox][] = [
  [["nessun", "senza", "none"], "none"],
  [["scomparsa", "incass", "intern", "hidden", "monoblocco"], "hidden"],
  [["estern", "vista", "external"], "external"],
];

const shutterOperationRules: readonly [readonly string[], ShutterOperation][] = [
  [["motor", "elettric", "smart", "domotic"], "motor"],
  [["manovella", "arganello", "asta", "crank"], "crank"],
  [["cinghia", "manual", "strap"], "strap"],
];

const slatMaterialRules: readonly [readonly string[], SlatMaterial][] = [
  [["pvc"], "pvc"],
  [["allumin"], "alluminio"],
  [["acciaio", "inox", "steel"], "acciaio"],
  [["legno"], "legno"],
];

const sideRules: readonly [readonly string[], Side][] = [
  [["sinistr", "sx", "left"], "left"],
  [["destr", "dx", "right"], "right"],
];

const handleRules: readonly [readonly string[], DoorHandle][] = [
  [["pomol", "pomo", "knob"], "knob"],
  [["maniglione", "pull", "barra"], "pull"],
  [["maniglia", "leva", "handle"], "handle"],
];

function baseOf(input: DrawingSpecInput): DrawingBase {
  const { family, options = {} } = input;
  const size = defaultSizesMm[family];
  const chosenHex = hexColour(input.colourHex);
  const chosenName = input.colourName?.trim() || null;
  // Without a swatch, the words say it: the colour's name, the options' values, the product's name.
  const named = chosenHex
    ? null
    : appearanceFromWords(
        chosenName,
        options.finish,
        options.color,
        options.slatMaterial,
        options.material,
        ...(input.appearanceWords ?? []),
      );
  const fallback = defaultAppearance[family];
  return {
    widthMm: millimetres(input.widthMm, size.width),
    heightMm: millimetres(input.heightMm, size.height),
    colourHex: chosenHex ?? named?.hex ?? fallback.hex,
    colourName: chosenName ?? named?.name ?? fallback.name,
    subject: input.subject?.trim() || productFamilyNames[family],
  };
}

const mirrored = (side: Side): Side => (side === "left" ? "right" : "left");

/** A window's hand (docs/product/window-options.md#hand), seen from inside, mirrored for the outside view. */
function windowHand(value: string | null | undefined, view: DrawingView): WindowHand | null {
  const seen = (side: Side) => (view === "outside" ? mirrored(side) : side);
  switch (value) {
    case "destra":
      return { kind: "one-sash", hingeSide: seen("right") };
    case "sinistra":
      return { kind: "one-sash", hingeSide: seen("left") };
    case "principale-destra":
      return { kind: "main-sash", mainSide: seen("right") };
    case "principale-sinistra":
      return { kind: "main-sash", mainSide: seen("left") };
    default:
      return null;
  }
}

/** The drawing of a configuration, whatever its age: every missing choice has a default. */
export function drawingSpecFor(input: DrawingSpecInput): DrawingSpec {
  const base = baseOf(input);
  const options = input.options ?? {};
  switch (input.family) {
    case "window":
    case "french-window":
      return {
        ...base,
        family: input.family,
        sashes: sashCount(options.windowType, input.family === "window" ? 1 : 2),
        opening: windowOpening(options.openingType),
        sopraluce: input.sopraluce ?? false,
        sottoluce: input.sottoluce ?? false,
        hand: windowHand(options.openingSide, input.view ?? "inside"),
        view: input.view ?? "inside",
      };
    case "sliding":
      return {
        ...base,
        family: "sliding",
        panels: Math.max(2, sashCount(options.windowType ?? options.panels, 2)),
        slidingType: pick(options.slidingType, slidingTypeRules) ?? "alzante",
      };
    case "shutter":
      return {
        ...base,
        family: "shutter",
        box: pick(options.box, shutterBoxRules) ?? "external",
        operation: pick(options.operation, shutterOperationRules) ?? "strap",
        slatMaterial: pick(options.slatMaterial ?? options.material, slatMaterialRules),
      };
    case "door":
      return {
        ...base,
        family: "door",
        hingeSide: pick(options.openingSide, sideRules) ?? "right",
        handle: pick(options.handle, handleRules) ?? "handle",
        glazed:
          pick([options.finish, options.glass].join(" "), [[["vetr", "satinat", "loft"], true]]) ?? false,
        sliding:
          pick([options.openingSide, options.operation].join(" "), [[["scorrevol", "scomparsa"], true]]) ??
          false,
      };
  }
}
