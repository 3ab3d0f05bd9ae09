import { profileWidthsMm } from "#app/domain/configurator/frame-profiles.ts";
import { slidingPanelKinds } from "#app/domain/configurator/product-drawing-description.ts";
import type { SlidingDrawingSpec, SlidingType } from "#app/domain/configurator/product-drawing-spec.ts";
import { FitDimensions } from "./dimension-lines.tsx";
import { type Canvas, fitDrawing } from "./drawing-canvas.ts";
import { FloorLine, Glass, profileStyle, Rect } from "./drawing-parts.tsx";
import { type FrameColours, frameColours } from "./frame-colours.ts";
import { BottomHungLines, FixedCross, SlideArrow, SYMBOL } from "./opening-symbol.tsx";
import { arrowHead, type Box, clamp, inset, points, r2 } from "./svg-geometry.ts";

// A sliding door: frame to the floor, fixed panels with a cross, sliding panels
// with an arrow toward the fixed panel they run over, and the sliding type's mark:
// the lift of a lift-and-slide, the tilt of a PSK, the step out of a coplanar
// door; a minimal door has the thinnest profiles.

const FLOOR_RATIO = 0.025;

interface Panel {
  box: Box;
  glass: Box;
  sliding: boolean;
  towardsRight: boolean;
  /** Trailing edge, where the handle sits. */
  handleLeft: boolean;
}

function layoutPanels(inner: Box, spec: SlidingDrawingSpec, profile: number): Panel[] {
  const kinds = slidingPanelKinds(spec.panels);
  // Panels of a coplanar door close flush; the others overlap by one profile.
  const overlap = spec.slidingType === "complanare" ? 0 : profile;
  const width = (inner.w + (kinds.length - 1) * overlap) / kinds.length;
  return kinds.map((kind, index) => {
    const box = { x: inner.x + index * (width - overlap), y: inner.y, w: width, h: inner.h };
    // A sliding panel runs toward the nearest fixed one.
    const fixedIndex = kinds.reduce(
      (best, other, i) => (other === "fixed" && Math.abs(i - index) < Math.abs(best - index) ? i : best),
      -Infinity,
    );
    const towardsRight = fixedIndex > index;
    return {
      box,
      glass: inset(box, profile),
      sliding: kind === "sliding",
      towardsRight,
      handleLeft: towardsRight,
    };
  });
}

function TypeMark({ type, panel, pen }: { type: SlidingType; panel: Panel; pen: number }) {
  const { glass, towardsRight } = panel;
  const tailX = glass.x + glass.w / 2 - (towardsRight ? 1 : -1) * Math.min(glass.w * 0.275, 30 * pen);
  const y = glass.y + glass.h * 0.62;
  const rise = Math.min(glass.h * 0.08, 14 * Math.sqrt(pen));
  const stroke = { stroke: SYMBOL, strokeWidth: r2(1.1 * pen), fill: "none" };
  if (type === "alzante") {
    // The leaf is lifted before it slides.
    return (
      <g data-mark="lift">
        <line x1={r2(tailX)} y1={r2(y)} x2={r2(tailX)} y2={r2(y - rise)} {...stroke} />
        <polygon points={arrowHead(tailX, y - rise, 0, -1, 4 * Math.sqrt(pen))} fill={SYMBOL} />
      </g>
    );
  }
  if (type === "traslante") return <BottomHungLines box={inset(glass, 2)} pen={pen} />;
  if (type === "complanare") {
    // The leaf steps out of the frame's plane, then slides.
    const step = (towardsRight ? -1 : 1) * rise;
    return <polyline data-mark="step" points={points(tailX + step, y + rise, tailX, y)} {...stroke} />;
  }
  return null;
}

function SlidingPanel({
  panel,
  spec,
  colours,
  pen,
  profile,
}: {
  panel: Panel;
  spec: SlidingDrawingSpec;
  colours: FrameColours;
  pen: number;
  profile: number;
}) {
  const handleW = clamp(profile * 0.55, 1.5, 3.5);
  const handleH = clamp(panel.glass.h * 0.1, 8, 22);
  const handleX = panel.handleLeft ? panel.box.x + profile / 2 : panel.box.x + panel.box.w - profile / 2;
  return (
    <g data-panel-kind={panel.sliding ? "sliding" : "fixed"}>
      <Rect box={panel.box} {...profileStyle(colours, pen)} />
      <Glass box={panel.glass} pen={pen} />
      {panel.sliding ? (
        <>
          <SlideArrow box={inset(panel.glass, 2)} towardsRight={panel.towardsRight} pen={pen} />
          <TypeMark type={spec.slidingType} panel={panel} pen={pen} />
          <Rect
            box={{ x: handleX - handleW / 2, y: panel.box.y + panel.box.h * 0.52, w: handleW, h: handleH }}
            rx={handleW / 2}
            fill="#e2e8f0"
            stroke="#334155"
            strokeWidth={r2(0.7 * pen)}
          />
        </>
      ) : (
        <FixedCross box={panel.glass} pen={pen} />
      )}
    </g>
  );
}

export function SlidingBody({ spec, canvas }: { spec: SlidingDrawingSpec; canvas: Canvas }) {
  const { pen } = canvas;
  const colours = frameColours(spec.colourHex);
  const fit = fitDrawing(canvas, spec.widthMm, spec.heightMm, { below: FLOOR_RATIO });
  const minimal = spec.slidingType === "minimal";
  const frameT = minimal
    ? clamp(profileWidthsMm.minimalSlidingFrame * fit.pxPerMm, 2, 4)
    : clamp(profileWidthsMm.slidingFrame * fit.pxPerMm, 4, 10);
  const profile = minimal
    ? clamp(profileWidthsMm.minimalSlidingPanel * fit.pxPerMm, 1.5, 3)
    : clamp(profileWidthsMm.slidingPanel * fit.pxPerMm, 3.5, 9);
  const outer: Box = { x: fit.left, y: fit.mainTop, w: fit.drawW, h: fit.mainH };
  const panels = layoutPanels(inset(outer, frameT), spec, profile);
  // Sliding panels run in front of the fixed ones: drawn last.
  const order = [...panels.keys()].sort((a, b) => Number(panels[a]!.sliding) - Number(panels[b]!.sliding));
  return (
    <g data-family="sliding" data-sliding-type={spec.slidingType}>
      <Rect box={outer} data-frame="outer" {...profileStyle(colours, pen)} />
      {order.map((index) => (
        <g key={index} data-panel={index + 1}>
          <SlidingPanel panel={panels[index]!} spec={spec} colours={colours} pen={pen} profile={profile} />
        </g>
      ))}
      <FloorLine left={fit.left} width={fit.drawW} y={fit.mainBottom} pen={pen} />
      <FitDimensions canvas={canvas} fit={fit} widthMm={spec.widthMm} heightMm={spec.heightMm} />
    </g>
  );
}
