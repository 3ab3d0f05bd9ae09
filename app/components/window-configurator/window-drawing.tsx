import type { SVGProps } from "react";

/**
 * A live technical drawing of the configured window: frame, sashes, opening
 * symbols, optional sopraluce/sottoluce bands and dimension lines in mm.
 * Pure and SSR-safe: props in, SVG out, no effects, deterministic ids.
 */

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
const DEFAULT_FRAME = "#f3f4f6";
const TEXT = "#334155";
const SYMBOL = "#475569";

const VIEW = 360;
const PAD = 12;
/** Room left of the drawing for the height dimension and below it for the width dimension. */
const DIM_SPACE = 44;
const MAX_DRAW = VIEW - 2 * PAD - DIM_SPACE;
const MIN_RATIO = 1 / 4;
const MAX_RATIO = 4;
/** A band is 22% of the window's drawn height, i.e. ~18% of the whole drawing with one band. */
const BAND_RATIO = 0.22;

const SASHES: Record<string, number> = { "una-anta": 1, "due-ante": 2, "tre-ante": 3, "quattro-ante": 4 };

const OPENINGS: Record<string, string> = {
  battente: "apertura a battente",
  "anta-ribalta": "apertura anta ribalta",
  vasistas: "apertura a vasistas",
  scorrevole: "apertura scorrevole",
  fissa: "fissa (non apribile)",
};

type Opening = "battente" | "anta-ribalta" | "vasistas" | "scorrevole" | "fissa";

/** Number of sashes (1..4) for a window type value. */
export function sashCount(windowType?: string | null): number {
  return (windowType && SASHES[windowType]) || 1;
}

function openingOf(openingType?: string | null): Opening | null {
  return openingType && openingType in OPENINGS ? (openingType as Opening) : null;
}

function millimetres(value: number | null | undefined, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.round(value) : fallback;
}

function hexColor(value: string | null | undefined): string {
  const match = value?.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i);
  if (!match?.[1]) return DEFAULT_FRAME;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join("") : match[1];
  return `#${digits.toLowerCase()}`;
}

/** Blend two #rrggbb colours; `amount` 0 keeps `from`, 1 gives `to`. */
function mix(from: string, to: string, amount: number): string {
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const parts = [0, 1, 2].map((i) =>
    Math.round(channel(from, i) + (channel(to, i) - channel(from, i)) * amount)
      .toString(16)
      .padStart(2, "0"),
  );
  return `#${parts.join("")}`;
}

/** Relative luminance (0 black … 1 white) of a #rrggbb colour, roughly. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const r2 = (value: number) => Math.round(value * 100) / 100;
/** "x1,y1 x2,y2 …" for polyline/polygon from a flat list of coordinates. */
function points(...xy: number[]): string {
  const pairs: string[] = [];
  for (let i = 0; i + 1 < xy.length; i += 2) pairs.push(`${r2(xy[i]!)},${r2(xy[i + 1]!)}`);
  return pairs.join(" ");
}

/** The Italian text alternative, e.g. "Finestra a 2 ante, apertura anta ribalta, colore Noce, …". */
export function describeWindow(props: WindowDrawingProps): string {
  const sashes = sashCount(props.windowType);
  const opening = openingOf(props.openingType);
  const parts = [`Finestra a ${sashes} ${sashes === 1 ? "anta" : "ante"}`];
  if (opening) parts.push(OPENINGS[opening]!);
  const colorName = props.colorName?.trim();
  if (colorName) parts.push(`colore ${colorName}`);
  parts.push(`larghezza ${millimetres(props.width, DEFAULT_WIDTH)} mm`);
  parts.push(`altezza ${millimetres(props.height, DEFAULT_HEIGHT)} mm`);
  const bands = [props.sopraluce && "sopraluce", props.sottoluce && "sottoluce"].filter(Boolean);
  if (bands.length) parts.push(`con ${bands.join(" e ")}`);
  return `${parts.join(", ")}.`;
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

function Rect({ box, ...rest }: { box: Box } & SVGProps<SVGRectElement>) {
  return <rect x={r2(box.x)} y={r2(box.y)} width={r2(box.w)} height={r2(box.h)} {...rest} />;
}

const inset = (box: Box, by: number): Box => ({
  x: box.x + by,
  y: box.y + by,
  w: box.w - 2 * by,
  h: box.h - 2 * by,
});

/** A small filled arrowhead whose tip is at (x, y), pointing along (dx, dy). */
function arrowHead(x: number, y: number, dx: number, dy: number, size = 5): string {
  const px = -dy;
  const py = dx;
  return points(
    x,
    y,
    x - dx * size + px * size * 0.4,
    y - dy * size + py * size * 0.4,
    x - dx * size - px * size * 0.4,
    y - dy * size - py * size * 0.4,
  );
}

function OpeningSymbol({
  opening,
  glass,
  handleLeft,
}: {
  opening: Opening;
  glass: Box;
  handleLeft: boolean;
}) {
  const g = inset(glass, Math.min(2, glass.w / 8));
  const dashed = {
    fill: "none",
    stroke: SYMBOL,
    strokeWidth: 0.9,
    strokeDasharray: "4 2.5",
    strokeLinejoin: "round" as const,
  };
  const left = g.x;
  const right = g.x + g.w;
  const top = g.y;
  const bottom = g.y + g.h;
  const midX = g.x + g.w / 2;
  const midY = g.y + g.h / 2;
  // Side-hung: lines from the handle-side corners meet on the hinge side.
  const handleX = handleLeft ? left : right;
  const hingeX = handleLeft ? right : left;
  const sideHung = <polyline points={points(handleX, top, hingeX, midY, handleX, bottom)} {...dashed} />;
  // Bottom-hung: lines from the top corners meet at the bottom centre (the hinge side).
  const bottomHung = <polyline points={points(left, top, midX, bottom, right, top)} {...dashed} />;

  if (opening === "scorrevole") {
    // The sash slides away from its handle, toward the middle of the window.
    const length = Math.min(g.w * 0.55, 60);
    const dir = handleLeft ? 1 : -1;
    const start = midX - (dir * length) / 2;
    const end = midX + (dir * length) / 2;
    const y = g.y + g.h * 0.62;
    return (
      <g data-opening={opening}>
        <line x1={r2(start)} y1={r2(y)} x2={r2(end - dir * 4)} y2={r2(y)} stroke={SYMBOL} strokeWidth={1.1} />
        <polygon points={arrowHead(end, y, dir, 0, 6)} fill={SYMBOL} />
      </g>
    );
  }
  if (opening === "fissa") {
    const size = clamp(Math.min(g.w, g.h) * 0.08, 3, 6);
    return (
      <g data-opening={opening} stroke={SYMBOL} strokeWidth={0.9}>
        <line x1={r2(midX - size)} y1={r2(midY)} x2={r2(midX + size)} y2={r2(midY)} />
        <line x1={r2(midX)} y1={r2(midY - size)} x2={r2(midX)} y2={r2(midY + size)} />
      </g>
    );
  }
  return (
    <g data-opening={opening}>
      {opening !== "vasistas" && sideHung}
      {opening !== "battente" && bottomHung}
    </g>
  );
}

function Glass({ box, fill }: { box: Box; fill: string }) {
  return <Rect box={box} fill={fill} stroke="#94a3b8" strokeWidth={0.6} />;
}

/** A live SVG drawing of the configured window. */
export function WindowDrawing(props: WindowDrawingProps) {
  const { sopraluce = false, sottoluce = false, className, idPrefix = "window-drawing" } = props;
  const widthMm = millimetres(props.width, DEFAULT_WIDTH);
  const heightMm = millimetres(props.height, DEFAULT_HEIGHT);
  const sashes = sashCount(props.windowType);
  const opening = openingOf(props.openingType);
  const color = hexColor(props.frameColor);
  // A darker edge keeps white frames visible; very dark frames get a lighter edge so sashes still read.
  const outline = luminance(color) < 0.2 ? mix(color, "#ffffff", 0.32) : mix(color, "#0f172a", 0.5);
  const panel = mix(color, "#ffffff", 0.18);
  const titleId = `${idPrefix}-title`;
  const descId = `${idPrefix}-desc`;
  const glassId = `${idPrefix}-glass`;

  // Fit the (clamped) proportions into the drawing area; bands stack on top of the window height.
  const ratio = clamp(widthMm / heightMm, MIN_RATIO, MAX_RATIO);
  const bands = (sopraluce ? 1 : 0) + (sottoluce ? 1 : 0);
  const heightUnits = 1 + BAND_RATIO * bands;
  const windowH = Math.min(MAX_DRAW / ratio, MAX_DRAW / heightUnits);
  const drawW = windowH * ratio;
  const bandH = windowH * BAND_RATIO;
  const drawH = windowH * heightUnits;
  const left = (VIEW - DIM_SPACE - drawW) / 2 + DIM_SPACE;
  const top = (VIEW - DIM_SPACE - drawH) / 2;
  const windowTop = top + (sopraluce ? bandH : 0);
  const windowBottom = windowTop + windowH;
  const bottom = top + drawH;

  // Profile widths follow the real scale (~68 mm frame, ~58 mm sash) within readable limits.
  const pxPerMm = Math.min(drawW / widthMm, windowH / heightMm);
  const frameT = clamp(68 * pxPerMm, 4, 10);
  const outer: Box = { x: left, y: windowTop, w: drawW, h: windowH };
  const inner = inset(outer, frameT);
  const colW = inner.w / sashes;
  const sashT = Math.min(clamp(58 * pxPerMm, 3.5, 8), colW * 0.18, inner.h * 0.18);

  const frameStyle = { fill: color, stroke: outline, strokeWidth: 1 };

  const sashGroups = Array.from({ length: sashes }, (_, i) => {
    const sash: Box = { x: inner.x + i * colW, y: inner.y, w: colW, h: inner.h };
    const glass = inset(sash, sashT);
    // Hinges on the outer jambs (left half hinged left); sliding sashes keep the handle on the outer jamb.
    const hingeLeft = i < sashes / 2;
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
    return (
      <g key={i} data-sash={i + 1}>
        <Rect box={sash} {...frameStyle} />
        <Glass box={glass} fill={`url(#${glassId})`} />
        {opening && <OpeningSymbol opening={opening} glass={glass} handleLeft={handleLeft} />}
        {handle && (
          <Rect
            box={handle}
            rx={Math.min(handle.w, handle.h) / 2}
            fill="#e2e8f0"
            stroke="#334155"
            strokeWidth={0.7}
          />
        )}
      </g>
    );
  });

  // Dimension lines: width under everything, height beside the window itself (bands excluded).
  const dimY = bottom + 16;
  const dimX = left - 16;
  const ext = { stroke: "#94a3b8", strokeWidth: 0.6 };
  const dimLine = { stroke: TEXT, strokeWidth: 0.9 };
  const label = {
    fill: TEXT,
    fontSize: 12,
    fontFamily: "ui-sans-serif, system-ui, sans-serif",
    fontWeight: 500,
    textAnchor: "middle" as const,
  };
  const heightMid = windowTop + windowH / 2;

  return (
    <svg
      viewBox={`0 0 ${VIEW} ${VIEW}`}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
      className={className}
      xmlns="http://www.w3.org/2000/svg"
    >
      <title id={titleId}>Anteprima della finestra</title>
      <desc id={descId}>{describeWindow(props)}</desc>
      <defs>
        <linearGradient id={glassId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#e0f2fe" />
          <stop offset="1" stopColor="#bfdbfe" />
        </linearGradient>
      </defs>

      {sopraluce && (
        <g data-band="sopraluce">
          <Rect box={{ x: left, y: top, w: drawW, h: bandH }} {...frameStyle} />
          <Glass box={inset({ x: left, y: top, w: drawW, h: bandH }, frameT)} fill={`url(#${glassId})`} />
        </g>
      )}

      <Rect box={outer} data-frame="outer" {...frameStyle} />
      {sashGroups}

      {sottoluce && (
        <g data-band="sottoluce">
          <Rect box={{ x: left, y: windowBottom, w: drawW, h: bandH }} {...frameStyle} />
          <Rect
            box={inset({ x: left, y: windowBottom, w: drawW, h: bandH }, frameT)}
            fill={panel}
            stroke={outline}
            strokeWidth={0.8}
          />
          <Rect
            box={inset({ x: left, y: windowBottom, w: drawW, h: bandH }, frameT + Math.min(4, bandH / 8))}
            fill="none"
            stroke={outline}
            strokeWidth={0.5}
            opacity={0.6}
          />
        </g>
      )}

      <g data-dimension="width">
        <line x1={r2(left)} y1={r2(bottom + 3)} x2={r2(left)} y2={r2(dimY + 4)} {...ext} />
        <line x1={r2(left + drawW)} y1={r2(bottom + 3)} x2={r2(left + drawW)} y2={r2(dimY + 4)} {...ext} />
        <line x1={r2(left + 1)} y1={r2(dimY)} x2={r2(left + drawW - 1)} y2={r2(dimY)} {...dimLine} />
        <polygon points={arrowHead(left, dimY, -1, 0)} fill={TEXT} />
        <polygon points={arrowHead(left + drawW, dimY, 1, 0)} fill={TEXT} />
        <text x={r2(left + drawW / 2)} y={r2(dimY + 16)} {...label}>
          {`${widthMm} mm`}
        </text>
      </g>
      <g data-dimension="height">
        <line x1={r2(left - 3)} y1={r2(windowTop)} x2={r2(dimX - 4)} y2={r2(windowTop)} {...ext} />
        <line x1={r2(left - 3)} y1={r2(windowBottom)} x2={r2(dimX - 4)} y2={r2(windowBottom)} {...ext} />
        <line x1={r2(dimX)} y1={r2(windowTop + 1)} x2={r2(dimX)} y2={r2(windowBottom - 1)} {...dimLine} />
        <polygon points={arrowHead(dimX, windowTop, 0, -1)} fill={TEXT} />
        <polygon points={arrowHead(dimX, windowBottom, 0, 1)} fill={TEXT} />
        <text
          x={r2(dimX - 5)}
          y={r2(heightMid)}
          transform={`rotate(-90 ${r2(dimX - 5)} ${r2(heightMid)})`}
          {...label}
        >
          {`${heightMm} mm`}
        </text>
      </g>
    </svg>
  );
}
