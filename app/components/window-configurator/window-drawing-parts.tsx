import type { SVGProps } from "react";
import type { FrameColours } from "./frame-colours.ts";
import { OpeningSymbol } from "./opening-symbol.tsx";
import { arrowHead, type Box, inset, r2 } from "./svg-geometry.ts";
import type { Opening } from "./window-description.ts";
import { layoutSash, type WindowLayout } from "./window-drawing-layout.ts";

// The pieces of the window drawing: sashes with glass, symbol and handle, the
// sopraluce and sottoluce bands, and the dimension lines.

const TEXT = "#334155";

export function Rect({ box, ...rest }: { box: Box } & SVGProps<SVGRectElement>) {
  return <rect x={r2(box.x)} y={r2(box.y)} width={r2(box.w)} height={r2(box.h)} {...rest} />;
}

function Glass({ box, fill }: { box: Box; fill: string }) {
  return <Rect box={box} fill={fill} stroke="#94a3b8" strokeWidth={0.6} />;
}

export const frameStyle = (colours: FrameColours) => ({
  fill: colours.color,
  stroke: colours.outline,
  strokeWidth: 1,
});

interface SashProps {
  layout: WindowLayout;
  index: number;
  opening: Opening | null;
  colours: FrameColours;
  glassFill: string;
}

export function Sash({ layout, index, opening, colours, glassFill }: SashProps) {
  const { sash, glass, handleLeft, handle } = layoutSash(layout, index, opening);
  return (
    <g data-sash={index + 1}>
      <Rect box={sash} {...frameStyle(colours)} />
      <Glass box={glass} fill={glassFill} />
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
}

export function Sopraluce({
  layout,
  colours,
  glassFill,
}: {
  layout: WindowLayout;
  colours: FrameColours;
  glassFill: string;
}) {
  const band = { x: layout.left, y: layout.top, w: layout.drawW, h: layout.bandH };
  return (
    <g data-band="sopraluce">
      <Rect box={band} {...frameStyle(colours)} />
      <Glass box={inset(band, layout.frameT)} fill={glassFill} />
    </g>
  );
}

export function Sottoluce({ layout, colours }: { layout: WindowLayout; colours: FrameColours }) {
  const { frameT, bandH } = layout;
  const band = { x: layout.left, y: layout.windowBottom, w: layout.drawW, h: bandH };
  return (
    <g data-band="sottoluce">
      <Rect box={band} {...frameStyle(colours)} />
      <Rect box={inset(band, frameT)} fill={colours.panel} stroke={colours.outline} strokeWidth={0.8} />
      <Rect
        box={inset(band, frameT + Math.min(4, bandH / 8))}
        fill="none"
        stroke={colours.outline}
        strokeWidth={0.5}
        opacity={0.6}
      />
    </g>
  );
}

const ext = { stroke: "#94a3b8", strokeWidth: 0.6 };
const dimLine = { stroke: TEXT, strokeWidth: 0.9 };
const label = {
  fill: TEXT,
  fontSize: 12,
  fontFamily: "ui-sans-serif, system-ui, sans-serif",
  fontWeight: 500,
  textAnchor: "middle" as const,
};

/** The width under everything, bands included. */
export function WidthDimension({ layout, widthMm }: { layout: WindowLayout; widthMm: number }) {
  const { left, bottom, drawW } = layout;
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

/** The height beside the window itself, bands excluded. */
export function HeightDimension({ layout, heightMm }: { layout: WindowLayout; heightMm: number }) {
  const { left, windowTop, windowBottom, windowH } = layout;
  const dimX = left - 16;
  const heightMid = windowTop + windowH / 2;
  return (
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
  );
}
