import type { SVGProps } from "react";
import type { FrameColours } from "./frame-colours.ts";
import { type Box, r2 } from "./svg-geometry.ts";

// The small pieces every family draws with: boxes, glass, profiles, the floor.

export function Rect({ box, ...rest }: { box: Box } & SVGProps<SVGRectElement>) {
  return <rect x={r2(box.x)} y={r2(box.y)} width={r2(box.w)} height={r2(box.h)} {...rest} />;
}

/** Glass is a flat light blue: no gradient, so that drawings need no ids and any number fit a page. */
export const GLASS_FILL = "#dbeafe";

export function Glass({ box, pen }: { box: Box; pen: number }) {
  return <Rect box={box} fill={GLASS_FILL} stroke="#94a3b8" strokeWidth={r2(0.6 * pen)} />;
}

/** A profile (frame, sash, leaf) in the chosen colour with an edge that keeps it visible. */
export const profileStyle = (colours: FrameColours, pen: number) => ({
  fill: colours.color,
  stroke: colours.outline,
  strokeWidth: r2(pen),
});

/** The floor line under doors and French windows, a little wider than the object. */
export function FloorLine({ left, width, y, pen }: { left: number; width: number; y: number; pen: number }) {
  const overhang = Math.min(18, width * 0.08);
  return (
    <line
      data-floor=""
      x1={r2(left - overhang)}
      y1={r2(y)}
      x2={r2(left + width + overhang)}
      y2={r2(y)}
      stroke="#64748b"
      strokeWidth={r2(1.2 * pen)}
    />
  );
}
