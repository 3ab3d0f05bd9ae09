import type {
  DrawingView,
  WindowHand,
  WindowOpening,
} from "#app/domain/configurator/product-drawing-spec.ts";
import { Glass, profileStyle, Rect } from "./drawing-parts.tsx";
import type { FrameColours } from "./frame-colours.ts";
import { OpeningSymbol } from "./opening-symbol.tsx";
import { inset, r2 } from "./svg-geometry.ts";
import { layoutSash, type WindowLayout } from "./window-layout.ts";

// The pieces of the window drawing: sashes with glass, symbol and handle, the
// sopraluce and sottoluce bands and the French window's threshold.

interface SashProps {
  layout: WindowLayout;
  index: number;
  opening: WindowOpening | null;
  hand?: WindowHand | null;
  view?: DrawingView;
  colours: FrameColours;
  pen: number;
}

export function Sash({ layout, index, opening, hand = null, view = "inside", colours, pen }: SashProps) {
  const { sash, glass, kick, handleLeft, handle } = layoutSash(layout, index, opening, hand, view);
  return (
    <g
      data-sash={index + 1}
      data-hinge={opening && opening !== "fissa" ? (handleLeft ? "right" : "left") : undefined}
    >
      <Rect box={sash} {...profileStyle(colours, pen)} />
      <Glass box={glass} pen={pen} />
      {kick && <Rect box={kick} data-kick-rail="" {...profileStyle(colours, pen)} />}
      {opening && <OpeningSymbol opening={opening} glass={glass} handleLeft={handleLeft} pen={pen} />}
      {handle && (
        <Rect
          box={handle}
          data-handle=""
          rx={Math.min(handle.w, handle.h) / 2}
          fill="#e2e8f0"
          stroke="#334155"
          strokeWidth={r2(0.7 * pen)}
        />
      )}
    </g>
  );
}

interface BandProps {
  layout: WindowLayout;
  colours: FrameColours;
  pen: number;
}

export function Sopraluce({ layout, colours, pen }: BandProps) {
  const band = { x: layout.left, y: layout.top, w: layout.drawW, h: layout.bandH };
  return (
    <g data-band="sopraluce">
      <Rect box={band} {...profileStyle(colours, pen)} />
      <Glass box={inset(band, layout.frameT)} pen={pen} />
    </g>
  );
}

export function Sottoluce({ layout, colours, pen }: BandProps) {
  const { frameT, bandH } = layout;
  const band = { x: layout.left, y: layout.windowBottom, w: layout.drawW, h: bandH };
  return (
    <g data-band="sottoluce">
      <Rect box={band} {...profileStyle(colours, pen)} />
      <Rect
        box={inset(band, frameT)}
        fill={colours.panel}
        stroke={colours.outline}
        strokeWidth={r2(0.8 * pen)}
      />
      <Rect
        box={inset(band, frameT + Math.min(4, bandH / 8))}
        fill="none"
        stroke={colours.outline}
        strokeWidth={r2(0.5 * pen)}
        opacity={0.6}
      />
    </g>
  );
}
