import type { WindowOpening } from "#app/domain/configurator/product-drawing-spec.ts";
import { arrowHead, type Box, clamp, inset, points, r2 } from "./svg-geometry.ts";

// The usual technical symbols drawn on a sash, panel or leaf: dashed lines
// meeting on the hinge side, an arrow for a sliding one, a cross for a fixed one.

export const SYMBOL = "#475569";

const dashed = (pen: number, colour = SYMBOL) => ({
  fill: "none",
  stroke: colour,
  strokeWidth: r2(0.9 * pen),
  strokeDasharray: `${r2(4 * pen)} ${r2(2.5 * pen)}`,
  strokeLinejoin: "round" as const,
});

/** Side-hung: lines from the handle-side corners meet on the hinge side; `colour` for dark leaves. */
export function SideHungLines({
  box,
  handleLeft,
  pen,
  colour,
}: {
  box: Box;
  handleLeft: boolean;
  pen: number;
  colour?: string;
}) {
  const handleX = handleLeft ? box.x : box.x + box.w;
  const hingeX = handleLeft ? box.x + box.w : box.x;
  const bottom = box.y + box.h;
  return (
    <polyline
      points={points(handleX, box.y, hingeX, box.y + box.h / 2, handleX, bottom)}
      {...dashed(pen, colour)}
    />
  );
}

/** Bottom-hung: lines from the top corners meet at the bottom centre (the hinge side). */
export function BottomHungLines({ box, pen }: { box: Box; pen: number }) {
  const right = box.x + box.w;
  return (
    <polyline
      points={points(box.x, box.y, box.x + box.w / 2, box.y + box.h, right, box.y)}
      {...dashed(pen)}
    />
  );
}

/** A horizontal arrow across the middle of `box`, pointing right or left. */
export function SlideArrow({
  box,
  towardsRight,
  pen,
  heightShare = 0.62,
}: {
  box: Box;
  towardsRight: boolean;
  pen: number;
  /** Where the arrow runs, as a share of the box's height from its top. */
  heightShare?: number;
}) {
  const length = Math.min(box.w * 0.55, 60 * Math.max(1, pen / 1.5));
  const dir = towardsRight ? 1 : -1;
  const midX = box.x + box.w / 2;
  const start = midX - (dir * length) / 2;
  const end = midX + (dir * length) / 2;
  const y = box.y + box.h * heightShare;
  const head = 6 * Math.sqrt(pen);
  return (
    <g data-arrow={towardsRight ? "right" : "left"}>
      <line
        x1={r2(start)}
        y1={r2(y)}
        x2={r2(end - dir * head * 0.8)}
        y2={r2(y)}
        stroke={SYMBOL}
        strokeWidth={r2(1.1 * pen)}
      />
      <polygon points={arrowHead(end, y, dir, 0, head)} fill={SYMBOL} />
    </g>
  );
}

/** A small cross in the middle: a fixed sash or panel. */
export function FixedCross({ box, pen }: { box: Box; pen: number }) {
  const size = clamp(Math.min(box.w, box.h) * 0.08, 3, 6) * Math.sqrt(pen);
  const midX = box.x + box.w / 2;
  const midY = box.y + box.h / 2;
  return (
    <g stroke={SYMBOL} strokeWidth={r2(0.9 * pen)}>
      <line x1={r2(midX - size)} y1={r2(midY)} x2={r2(midX + size)} y2={r2(midY)} />
      <line x1={r2(midX)} y1={r2(midY - size)} x2={r2(midX)} y2={r2(midY + size)} />
    </g>
  );
}

export function OpeningSymbol({
  opening,
  glass,
  handleLeft,
  pen,
}: {
  opening: WindowOpening;
  glass: Box;
  handleLeft: boolean;
  pen: number;
}) {
  const box = inset(glass, Math.min(2, glass.w / 8));
  return (
    <g data-opening={opening}>
      {/* A sliding sash moves away from its handle, toward the middle of the window. */}
      {opening === "scorrevole" && <SlideArrow box={box} towardsRight={handleLeft} pen={pen} />}
      {opening === "fissa" && <FixedCross box={box} pen={pen} />}
      {(opening === "battente" || opening === "anta-ribalta") && (
        <SideHungLines box={box} handleLeft={handleLeft} pen={pen} />
      )}
      {(opening === "vasistas" || opening === "anta-ribalta") && <BottomHungLines box={box} pen={pen} />}
    </g>
  );
}
