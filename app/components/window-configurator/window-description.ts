// What the window drawing shows, read from the configurator's values: the
// sash count, the opening, the sizes with their fallbacks, and the Italian text
// alternative that screen readers get instead of the picture.

export interface WindowDrawingProps {
  /** "una-anta" | "due-ante" | "tre-ante" | "quattro-ante"; anything else draws 1 sash. */
  windowType?: string | null;
  /** "battente" | "anta-ribalta" | "vasistas" | "scorrevole" | "fissa"; anything else draws no symbol. */
  openingType?: string | null;
  /** Hex swatch such as "#ffffff"; invalid or missing falls back to a light grey-white. */
  frameColor?: string | null;
  /** Italian colour name for the text alternative, e.g. "Noce". */
  colorName?: string | null;
  /** Width in mm; missing or invalid → 1200. */
  width?: number | null;
  /** Height in mm; missing or invalid → 1400. */
  height?: number | null;
  /** A fixed glazed band above the window. */
  sopraluce?: boolean;
  /** A fixed panel band below the window. */
  sottoluce?: boolean;
  className?: string;
  /** Prefix for the element ids; give each drawing on the same page its own. */
  idPrefix?: string;
}

const DEFAULT_WIDTH = 1200;
const DEFAULT_HEIGHT = 1400;

const SASHES: Record<string, number> = { "una-anta": 1, "due-ante": 2, "tre-ante": 3, "quattro-ante": 4 };

const OPENINGS: Record<string, string> = {
  battente: "apertura a battente",
  "anta-ribalta": "apertura anta ribalta",
  vasistas: "apertura a vasistas",
  scorrevole: "apertura scorrevole",
  fissa: "fissa (non apribile)",
};

export type Opening = "battente" | "anta-ribalta" | "vasistas" | "scorrevole" | "fissa";

/** Number of sashes (1..4) for a window type value. */
export function sashCount(windowType?: string | null): number {
  return (windowType && SASHES[windowType]) || 1;
}

export function openingOf(openingType?: string | null): Opening | null {
  return openingType && openingType in OPENINGS ? (openingType as Opening) : null;
}

function millimetres(value: number | null | undefined, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.round(value) : fallback;
}

/** The drawn width in whole millimetres, or the default for a missing or invalid value. */
export const widthMillimetres = (props: WindowDrawingProps) => millimetres(props.width, DEFAULT_WIDTH);

/** The drawn height in whole millimetres, or the default for a missing or invalid value. */
export const heightMillimetres = (props: WindowDrawingProps) => millimetres(props.height, DEFAULT_HEIGHT);

/** The Italian text alternative, e.g. "Finestra a 2 ante, apertura anta ribalta, colore Noce, …". */
export function describeWindow(props: WindowDrawingProps): string {
  const sashes = sashCount(props.windowType);
  const opening = openingOf(props.openingType);
  const parts = [`Finestra a ${sashes} ${sashes === 1 ? "anta" : "ante"}`];
  if (opening) parts.push(OPENINGS[opening]!);
  const colorName = props.colorName?.trim();
  if (colorName) parts.push(`colore ${colorName}`);
  parts.push(`larghezza ${widthMillimetres(props)} mm`);
  parts.push(`altezza ${heightMillimetres(props)} mm`);
  const bands = [props.sopraluce && "sopraluce", props.sottoluce && "sottoluce"].filter(Boolean);
  if (bands.length) parts.push(`con ${bands.join(" e ")}`);
  return `${parts.join(", ")}.`;
}
