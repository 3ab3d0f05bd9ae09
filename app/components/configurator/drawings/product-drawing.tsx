import { describeDrawing, drawingLabel } from "#app/domain/configurator/product-drawing-description.ts";
import type { DrawingSpec } from "#app/domain/configurator/product-drawing-spec.ts";
import { DoorBody } from "./door-body.tsx";
import { canvasFor, type DrawingVariant } from "./drawing-canvas.ts";
import { ShutterBody } from "./shutter-body.tsx";
import { SlidingBody } from "./sliding-body.tsx";
import { WindowBody } from "./window-body.tsx";

export interface ProductDrawingProps {
  spec: DrawingSpec;
  /** "live": the configurator's drawing with dimensions; "image" and "thumbnail": 4:3, no dimensions. */
  variant?: DrawingVariant;
  /** The accessible name; the drawing's own label ("Porta interna, apertura a destra, 800 × 2100 mm") by default. */
  title?: string;
  /** Ids for the title and description; give each drawing on a page its own, or none to label it directly. */
  idPrefix?: string;
  className?: string;
}

function Body({ spec, variant }: { spec: DrawingSpec; variant: DrawingVariant }) {
  const canvas = canvasFor(variant);
  switch (spec.family) {
    case "window":
    case "french-window":
      return <WindowBody spec={spec} canvas={canvas} />;
    case "sliding":
      return <SlidingBody spec={spec} canvas={canvas} />;
    case "shutter":
      return <ShutterBody spec={spec} canvas={canvas} />;
    case "door":
      return <DoorBody spec={spec} canvas={canvas} />;
  }
}

/**
 * The drawing of a product of any family, from a spec built by
 * `drawingSpecFor` (docs/product/drawings.md). Pure and SSR-safe: spec in, SVG
 * out, no effects, deterministic ids; the same geometry at every size.
 */
export function ProductDrawing({ spec, variant = "live", title, idPrefix, className }: ProductDrawingProps) {
  const canvas = canvasFor(variant);
  const label = title ?? drawingLabel(spec);
  const description = describeDrawing(spec);
  const titleId = idPrefix ? `${idPrefix}-title` : undefined;
  const descId = idPrefix ? `${idPrefix}-desc` : undefined;
  return (
    <svg
      viewBox={`0 0 ${canvas.width} ${canvas.height}`}
      // A file of its own (the product images) needs its size; inline ones take the CSS's.
      width={variant === "image" ? canvas.width : undefined}
      height={variant === "image" ? canvas.height : undefined}
      role="img"
      aria-label={titleId ? undefined : label}
      aria-labelledby={titleId}
      aria-describedby={descId}
      data-family={spec.family}
      className={className}
      xmlns="http://www.w3.org/2000/svg"
    >
      <title id={titleId}>{label}</title>
      <desc id={descId}>{description}</desc>
      <Body spec={spec} variant={variant} />
    </svg>
  );
}
