import { profileWidthsMm } from "#app/domain/configurator/frame-profiles.ts";
import type { DoorDrawingSpec } from "#app/domain/configurator/product-drawing-spec.ts";
import { FitDimensions } from "./dimension-lines.tsx";
import { type Canvas, fitDrawing } from "./drawing-canvas.ts";
import { FloorLine, Glass, profileStyle, Rect } from "./drawing-parts.tsx";
import { frameColours, mix } from "./frame-colours.ts";
import { SideHungLines, SlideArrow } from "./opening-symbol.tsx";
import { type Box, clamp, inset, r2 } from "./svg-geometry.ts";

// A door: the frame on three sides, the leaf to the floor in the finish's
// colour, a glass or a raised panel, hinges on the chosen side with the opening
// symbol, and the handle, knob or pull bar on the other side at ~1050 mm from
// the floor. A sliding leaf has an arrow and a recessed pull instead.

const HANDLE_HEIGHT_MM = 1050;
const FLOOR_RATIO = 0.02;
const DARK = "#334155";
const METAL = { fill: "#cbd5e1", stroke: DARK };

function Handle({ spec, leaf, y, pen }: { spec: DoorDrawingSpec; leaf: Box; y: number; pen: number }) {
  const handleLeft = spec.hingeSide === "right";
  const edge = clamp(leaf.w * 0.09, 5, 16);
  const x = handleLeft ? leaf.x + edge : leaf.x + leaf.w - edge;
  const stroke = r2(0.8 * pen);
  if (spec.sliding || spec.handle === "pull") {
    // A sliding leaf's recessed pull on its leading edge, or an entrance door's pull bar.
    const bar = spec.sliding
      ? { w: clamp(leaf.w * 0.03, 2, 4), h: clamp(leaf.h * 0.09, 10, 26) }
      : { w: clamp(leaf.w * 0.03, 2, 4), h: clamp(leaf.h * 0.32, 24, 90) };
    return (
      <Rect
        box={{ x: x - bar.w / 2, y: y - bar.h / 2, w: bar.w, h: bar.h }}
        rx={bar.w / 2}
        {...METAL}
        strokeWidth={stroke}
        data-handle={spec.sliding ? "recessed" : "pull"}
      />
    );
  }
  const rosette = clamp(leaf.w * 0.03, 2.2, 5) * Math.sqrt(pen);
  if (spec.handle === "knob") {
    return (
      <circle
        cx={r2(x)}
        cy={r2(y)}
        r={r2(rosette * 1.3)}
        {...METAL}
        strokeWidth={stroke}
        data-handle="knob"
      />
    );
  }
  // The lever points away from the edge, toward the hinges.
  const length = clamp(leaf.w * 0.16, 8, 34);
  const dir = handleLeft ? 1 : -1;
  const lever = { x: dir > 0 ? x : x - length, y: y - rosette * 0.45, w: length, h: rosette * 0.9 };
  return (
    <g data-handle="handle">
      <circle cx={r2(x)} cy={r2(y)} r={r2(rosette)} {...METAL} strokeWidth={stroke} />
      <Rect box={lever} rx={lever.h / 2} {...METAL} strokeWidth={stroke} />
    </g>
  );
}

function Hinges({ leaf, side, pen }: { leaf: Box; side: "left" | "right"; pen: number }) {
  const w = clamp(leaf.w * 0.025, 1.5, 3.5);
  const h = clamp(leaf.h * 0.05, 6, 16);
  const x = side === "left" ? leaf.x - w / 2 : leaf.x + leaf.w - w / 2;
  return (
    <g data-hinges={side}>
      {[0.1, 0.5, 0.88].map((share) => (
        <Rect
          key={share}
          box={{ x, y: leaf.y + leaf.h * share - h / 2, w, h }}
          fill="#94a3b8"
          stroke={DARK}
          strokeWidth={r2(0.6 * pen)}
        />
      ))}
    </g>
  );
}

export function DoorBody({ spec, canvas }: { spec: DoorDrawingSpec; canvas: Canvas }) {
  const { pen } = canvas;
  const fit = fitDrawing(canvas, spec.widthMm, spec.heightMm, { below: FLOOR_RATIO });
  const leafColours = frameColours(spec.colourHex);
  const frame = frameColours(mix(leafColours.color, "#0f172a", 0.14));
  const frameT = clamp(profileWidthsMm.doorFrame * fit.pxPerMm, 4, 10);
  const outer: Box = { x: fit.left, y: fit.mainTop, w: fit.drawW, h: fit.mainH };
  // No frame along the floor: the leaf reaches it.
  const leaf: Box = {
    x: outer.x + frameT,
    y: outer.y + frameT,
    w: outer.w - 2 * frameT,
    h: outer.h - frameT,
  };
  const panel: Box = spec.glazed
    ? { x: leaf.x + leaf.w * 0.2, y: leaf.y + leaf.h * 0.08, w: leaf.w * 0.6, h: leaf.h * 0.6 }
    : inset({ ...leaf, h: leaf.h * 0.92 }, clamp(leaf.w * 0.14, 5, 30));
  const handleY = clamp(
    fit.mainBottom - HANDLE_HEIGHT_MM * fit.pxPerMm,
    leaf.y + leaf.h * 0.3,
    leaf.y + leaf.h * 0.7,
  );
  return (
    <g
      data-family="door"
      data-door-hinge={spec.sliding ? undefined : spec.hingeSide}
      data-door-sliding={spec.sliding || undefined}
    >
      <Rect box={outer} data-frame="outer" {...profileStyle(frame, pen)} />
      <Rect box={leaf} data-leaf="" {...profileStyle(leafColours, pen)} />
      {spec.glazed ? (
        <Glass box={panel} pen={pen} />
      ) : (
        <Rect
          box={panel}
          data-panel=""
          fill={leafColours.panel}
          stroke={leafColours.outline}
          strokeWidth={r2(0.6 * pen)}
          opacity={0.8}
        />
      )}
      {spec.sliding ? (
        <SlideArrow box={leaf} towardsRight={spec.hingeSide === "right"} pen={pen} heightShare={0.8} />
      ) : (
        <>
          <SideHungLines
            box={inset(leaf, 2)}
            handleLeft={spec.hingeSide === "right"}
            pen={pen}
            colour={leafColours.outline}
          />
          <Hinges leaf={leaf} side={spec.hingeSide} pen={pen} />
        </>
      )}
      <Handle spec={spec} leaf={leaf} y={handleY} pen={pen} />
      <FloorLine left={fit.left} width={fit.drawW} y={fit.mainBottom} pen={pen} />
      <FitDimensions canvas={canvas} fit={fit} widthMm={spec.widthMm} heightMm={spec.heightMm} />
    </g>
  );
}
