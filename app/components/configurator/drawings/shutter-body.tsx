import type { ShutterDrawingSpec } from "#app/domain/configurator/product-drawing-spec.ts";
import { FitDimensions } from "./dimension-lines.tsx";
import { type Canvas, type Fit, fitDrawing } from "./drawing-canvas.ts";
import { profileStyle, Rect } from "./drawing-parts.tsx";
import { type FrameColours, frameColours, mix } from "./frame-colours.ts";
import { type Box, clamp, r2 } from "./svg-geometry.ts";

// A roller shutter: the lowered curtain of slats between its two guides, the
// box (cassonetto) on top, outside or hidden in the wall (dashed), and what
// raises it: a strap and its winder, a crank rod, or a motor in the roller.

/** Slats' pitch: aluminium and steel ones are narrower than PVC and wood ones. */
const SLAT_PITCH_MM = { narrow: 40, wide: 55 };
const BOX_MM = 240;

interface ShutterLayout {
  fit: Fit;
  curtain: Box;
  guides: [Box, Box];
  box: Box | null;
  /** Where the strap, rod or motor goes: near the right guide. */
  controlX: number;
}

function layoutShutter(spec: ShutterDrawingSpec, canvas: Canvas): ShutterLayout {
  const boxShare = spec.box === "none" ? 0 : clamp(BOX_MM / spec.heightMm, 0.08, 0.25);
  const fit = fitDrawing(canvas, spec.widthMm, spec.heightMm, { above: boxShare });
  const guideW = clamp(45 * fit.pxPerMm, 3, 8);
  const right = fit.left + fit.drawW;
  const curtain = { x: fit.left + guideW, y: fit.mainTop, w: fit.drawW - 2 * guideW, h: fit.mainH };
  return {
    fit,
    curtain,
    guides: [
      { x: fit.left, y: fit.mainTop, w: guideW, h: fit.mainH },
      { x: right - guideW, y: fit.mainTop, w: guideW, h: fit.mainH },
    ],
    box: boxShare > 0 ? { x: fit.left, y: fit.top, w: fit.drawW, h: fit.mainTop - fit.top } : null,
    controlX: right - guideW - clamp(curtain.w * 0.06, 4, 14),
  };
}

function Curtain({
  layout,
  spec,
  colours,
  pen,
}: {
  layout: ShutterLayout;
  spec: ShutterDrawingSpec;
  colours: FrameColours;
  pen: number;
}) {
  const { curtain, fit } = layout;
  const narrow = spec.slatMaterial === "alluminio" || spec.slatMaterial === "acciaio";
  // Thumbnails draw fewer, wider slats: they would merge into grey otherwise.
  const pitch = Math.max((narrow ? SLAT_PITCH_MM.narrow : SLAT_PITCH_MM.wide) * fit.pxPerMm, 3.5 * pen);
  const bottomBarH = Math.max(pitch * 1.2, 3);
  const slatsBottom = curtain.y + curtain.h - bottomBarH;
  const joints: string[] = [];
  for (let y = curtain.y + pitch; y < slatsBottom - pitch / 3; y += pitch) {
    joints.push(`M${r2(curtain.x)} ${r2(y)}H${r2(curtain.x + curtain.w)}`);
  }
  return (
    <g data-curtain="" data-slats={joints.length + 1}>
      <Rect box={curtain} {...profileStyle(colours, pen)} />
      <path d={joints.join("")} stroke={colours.outline} strokeWidth={r2(0.6 * pen)} fill="none" />
      <Rect
        box={{ x: curtain.x, y: slatsBottom, w: curtain.w, h: bottomBarH }}
        fill={mix(colours.color, "#0f172a", 0.25)}
        stroke={colours.outline}
        strokeWidth={r2(0.8 * pen)}
      />
    </g>
  );
}

function ShutterBox({
  box,
  hidden,
  colours,
  pen,
}: {
  box: Box;
  hidden: boolean;
  colours: FrameColours;
  pen: number;
}) {
  if (hidden) {
    // In the wall: drawn as hidden lines, as in a plan.
    return (
      <Rect
        box={box}
        data-box="hidden"
        fill="none"
        stroke="#64748b"
        strokeWidth={r2(pen)}
        strokeDasharray={`${r2(5 * pen)} ${r2(3 * pen)}`}
      />
    );
  }
  const lid = { x: box.x, y: box.y + box.h * 0.72, w: box.w, h: box.h * 0.28 };
  return (
    <g data-box="external">
      <Rect box={box} {...profileStyle(frameColours(mix(colours.color, "#ffffff", 0.1)), pen)} />
      {/* The inspection lid along the bottom. */}
      <Rect box={lid} fill="none" stroke={colours.outline} strokeWidth={r2(0.6 * pen)} />
    </g>
  );
}

function Control({ spec, layout, pen }: { spec: ShutterDrawingSpec; layout: ShutterLayout; pen: number }) {
  const { curtain, controlX, box } = layout;
  const dark = "#334155";
  const from = curtain.y;
  const to = curtain.y + curtain.h * 0.58;
  if (spec.operation === "motor") {
    // The motor sits in the roller: in the box when there is one, else at the curtain's top.
    const r = clamp(Math.min(curtain.w, curtain.h) * 0.05, 5, 11);
    const cy = box ? box.y + box.h * 0.4 : curtain.y + r + 2;
    const cx = controlX - r;
    return (
      <g data-operation="motor">
        <circle cx={r2(cx)} cy={r2(cy)} r={r2(r)} fill="#f8fafc" stroke={dark} strokeWidth={r2(pen)} />
        <text
          x={r2(cx)}
          y={r2(cy + r * 0.42)}
          fontSize={r2(r * 1.2)}
          fontFamily="ui-sans-serif, system-ui, sans-serif"
          fontWeight={700}
          textAnchor="middle"
          fill={dark}
        >
          M
        </text>
      </g>
    );
  }
  const winder = { w: clamp(curtain.w * 0.04, 4, 8), h: clamp(curtain.h * 0.09, 10, 22) };
  if (spec.operation === "crank") {
    const crank = winder.w * 1.6;
    return (
      <g data-operation="crank" stroke={dark} strokeWidth={r2(1.2 * pen)} fill="none">
        <line x1={r2(controlX)} y1={r2(from)} x2={r2(controlX)} y2={r2(to)} />
        <polyline
          points={`${r2(controlX)},${r2(to)} ${r2(controlX - crank)},${r2(to)} ${r2(controlX - crank)},${r2(to + crank)}`}
        />
      </g>
    );
  }
  return (
    <g data-operation="strap">
      <line
        x1={r2(controlX)}
        y1={r2(from)}
        x2={r2(controlX)}
        y2={r2(to)}
        stroke="#b45309"
        strokeWidth={r2(1.4 * pen)}
      />
      <Rect
        box={{ x: controlX - winder.w / 2, y: to, w: winder.w, h: winder.h }}
        rx={winder.w / 3}
        fill="#e2e8f0"
        stroke={dark}
        strokeWidth={r2(0.8 * pen)}
      />
    </g>
  );
}

export function ShutterBody({ spec, canvas }: { spec: ShutterDrawingSpec; canvas: Canvas }) {
  const { pen } = canvas;
  const colours = frameColours(spec.colourHex);
  const layout = layoutShutter(spec, canvas);
  const { fit } = layout;
  return (
    <g data-family="shutter">
      {layout.guides.map((guide, index) => (
        <Rect key={index} box={guide} data-guide="" {...profileStyle(frameColours("#9ca3af"), pen)} />
      ))}
      <Curtain layout={layout} spec={spec} colours={colours} pen={pen} />
      {layout.box && (
        <ShutterBox box={layout.box} hidden={spec.box === "hidden"} colours={colours} pen={pen} />
      )}
      <Control spec={spec} layout={layout} pen={pen} />
      <FitDimensions canvas={canvas} fit={fit} widthMm={spec.widthMm} heightMm={spec.heightMm} />
    </g>
  );
}
