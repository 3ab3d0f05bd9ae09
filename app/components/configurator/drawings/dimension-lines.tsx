import type { Canvas, Fit } from "./drawing-canvas.ts";
import { arrowHead, r2 } from "./svg-geometry.ts";

// The live drawing's dimension lines: the width under everything, the height
// beside the main body (bands and boxes excluded), both in mm.

const TEXT = "#334155";
const ext = { stroke: "#94a3b8", strokeWidth: 0.6 };
const dimLine = { stroke: TEXT, strokeWidth: 0.9 };
const label = {
  fill: TEXT,
  fontSize: 12,
  fontFamily: "ui-sans-serif, system-ui, sans-serif",
  fontWeight: 500,
  textAnchor: "middle" as const,
};

export interface DimensionPlacement {
  left: number;
  drawW: number;
  /** The lowest thing drawn: the width line goes under it. */
  bottom: number;
  /** The main body measured by the height line. */
  mainTop: number;
  mainBottom: number;
}

function WidthDimension({ at, widthMm }: { at: DimensionPlacement; widthMm: number }) {
  const { left, bottom, drawW } = at;
  const dimY = bottom + 16;
  return (
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
  );
}

function HeightDimension({ at, heightMm }: { at: DimensionPlacement; heightMm: number }) {
  const { left, mainTop, mainBottom } = at;
  const dimX = left - 16;
  const heightMid = (mainTop + mainBottom) / 2;
  return (
    <g data-dimension="height">
      <line x1={r2(left - 3)} y1={r2(mainTop)} x2={r2(dimX - 4)} y2={r2(mainTop)} {...ext} />
      <line x1={r2(left - 3)} y1={r2(mainBottom)} x2={r2(dimX - 4)} y2={r2(mainBottom)} {...ext} />
      <line x1={r2(dimX)} y1={r2(mainTop + 1)} x2={r2(dimX)} y2={r2(mainBottom - 1)} {...dimLine} />
      <polygon points={arrowHead(dimX, mainTop, 0, -1)} fill={TEXT} />
      <polygon points={arrowHead(dimX, mainBottom, 0, 1)} fill={TEXT} />
      <text
        x={r2(dimX - 5)}
        y={r2(heightMid)}
        transform={`rotate(-90 ${r2(dimX - 5)} ${r2(heightMid)})`}
        {...label}
      >
        {`${heightMm} mm`}
      </text>
    </g>
  );
}

/** Both dimension lines of a drawing's main body. */
export function Dimensions({
  at,
  widthMm,
  heightMm,
}: {
  at: DimensionPlacement;
  widthMm: number;
  heightMm: number;
}) {
  return (
    <>
      <WidthDimension at={at} widthMm={widthMm} />
      <HeightDimension at={at} heightMm={heightMm} />
    </>
  );
}

/** A fitted body's dimension lines, on the canvases that show them. */
export function FitDimensions({
  canvas,
  fit,
  widthMm,
  heightMm,
}: {
  canvas: Canvas;
  fit: Fit;
  widthMm: number;
  heightMm: number;
}) {
  if (!canvas.dimensions) return null;
  const { left, drawW, bottom, mainTop, mainBottom } = fit;
  return (
    <Dimensions at={{ left, drawW, bottom, mainTop, mainBottom }} widthMm={widthMm} heightMm={heightMm} />
  );
}
