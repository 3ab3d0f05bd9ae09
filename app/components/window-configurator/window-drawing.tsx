import { frameColours } from "./frame-colours.ts";
import {
  describeWindow,
  heightMillimetres,
  openingOf,
  sashCount,
  type WindowDrawingProps,
  widthMillimetres,
} from "./window-description.ts";
import { layoutWindow, VIEW } from "./window-drawing-layout.ts";
import {
  frameStyle,
  HeightDimension,
  Rect,
  Sash,
  Sopraluce,
  Sottoluce,
  WidthDimension,
} from "./window-drawing-parts.tsx";

/**
 * A live technical drawing of the configured window: frame, sashes, opening
 * symbols, optional sopraluce/sottoluce bands and dimension lines in mm.
 * Pure and SSR-safe: props in, SVG out, no effects, deterministic ids.
 */
export function WindowDrawing(props: WindowDrawingProps) {
  const { sopraluce = false, sottoluce = false, className, idPrefix = "window-drawing" } = props;
  const widthMm = widthMillimetres(props);
  const heightMm = heightMillimetres(props);
  const sashes = sashCount(props.windowType);
  const opening = openingOf(props.openingType);
  const colours = frameColours(props.frameColor);
  const layout = layoutWindow(widthMm, heightMm, sashes, { sopraluce, sottoluce });
  const titleId = `${idPrefix}-title`;
  const descId = `${idPrefix}-desc`;
  const glassId = `${idPrefix}-glass`;
  const glassFill = `url(#${glassId})`;

  return (
    <svg
      viewBox={`0 0 ${VIEW} ${VIEW}`}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
      className={className}
      xmlns="http://www.w3.org/2000/svg"
    >
      <title id={titleId}>Anteprima della finestra</title>
      <desc id={descId}>{describeWindow(props)}</desc>
      <defs>
        <linearGradient id={glassId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#e0f2fe" />
          <stop offset="1" stopColor="#bfdbfe" />
        </linearGradient>
      </defs>

      {sopraluce && <Sopraluce layout={layout} colours={colours} glassFill={glassFill} />}

      <Rect box={layout.outer} data-frame="outer" {...frameStyle(colours)} />
      {Array.from({ length: sashes }, (_, index) => (
        <Sash
          key={index}
          layout={layout}
          index={index}
          opening={opening}
          colours={colours}
          glassFill={glassFill}
        />
      ))}

      {sottoluce && <Sottoluce layout={layout} colours={colours} />}

      <WidthDimension layout={layout} widthMm={widthMm} />
      <HeightDimension layout={layout} heightMm={heightMm} />
    </svg>
  );
}
