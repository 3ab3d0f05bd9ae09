import type { WindowDrawingSpec } from "#app/domain/configurator/product-drawing-spec.ts";
import { Dimensions } from "./dimension-lines.tsx";
import type { Canvas } from "./drawing-canvas.ts";
import { FloorLine, profileStyle, Rect } from "./drawing-parts.tsx";
import { frameColours } from "./frame-colours.ts";
import { layoutWindow } from "./window-layout.ts";
import { Sash, Sopraluce, Sottoluce } from "./window-parts.tsx";

/**
 * A window or French window: frame, 1 to 4 sashes with their opening symbols
 * and handles, optional sopraluce/sottoluce bands; a French window reaches the
 * floor, with a solid bottom rail on each sash and the threshold under it.
 */
export function WindowBody({ spec, canvas }: { spec: WindowDrawingSpec; canvas: Canvas }) {
  const { pen } = canvas;
  const toTheFloor = spec.family === "french-window";
  const colours = frameColours(spec.colourHex);
  const layout = layoutWindow(canvas, spec.widthMm, spec.heightMm, spec.sashes, {
    sopraluce: spec.sopraluce,
    sottoluce: spec.sottoluce,
    toTheFloor,
  });
  const floor = layout.threshold ? layout.threshold.y + layout.threshold.h : layout.bottom;
  return (
    <g data-family={spec.family} data-view={spec.view}>
      {spec.sopraluce && <Sopraluce layout={layout} colours={colours} pen={pen} />}
      <Rect box={layout.outer} data-frame="outer" {...profileStyle(colours, pen)} />
      {Array.from({ length: spec.sashes }, (_, index) => (
        <Sash
          key={index}
          layout={layout}
          index={index}
          opening={spec.opening}
          hand={spec.hand}
          view={spec.view}
          colours={colours}
          pen={pen}
        />
      ))}
      {spec.sottoluce && <Sottoluce layout={layout} colours={colours} pen={pen} />}
      {layout.threshold && (
        <g data-threshold="">
          <Rect box={layout.threshold} fill="#94a3b8" stroke="#475569" strokeWidth={pen} />
          <FloorLine
            left={layout.threshold.x}
            width={layout.threshold.w}
            y={layout.threshold.y + layout.threshold.h}
            pen={pen}
          />
        </g>
      )}
      {canvas.dimensions && (
        <Dimensions
          at={{
            left: layout.left,
            drawW: layout.drawW,
            bottom: floor,
            mainTop: layout.windowTop,
            mainBottom: layout.windowBottom,
          }}
          widthMm={spec.widthMm}
          heightMm={spec.heightMm}
        />
      )}
    </g>
  );
}
