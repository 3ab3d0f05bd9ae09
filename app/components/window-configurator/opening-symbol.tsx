import { arrowHead, type Box, clamp, inset, points, r2 } from "./svg-geometry.ts";
import type { Opening } from "./window-description.ts";

// The usual technical symbols drawn on a sash's glass: dashed lines meeting on
// the hinge side, an arrow for a sliding sash, a cross for a fixed one.

const SYMBOL = "#475569";

export function OpeningSymbol({
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
