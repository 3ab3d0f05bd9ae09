import type { DrawingSpec } from "#app/domain/configurator/product-drawing-spec.ts";
import { ProductDrawing } from "./product-drawing.tsx";

/**
 * A configured line's small drawing (cart, checkout, order, saved
 * configuration), at the product pictures' 4:3 so that it takes their place.
 */
export function LineThumbnail({ spec, className = "" }: { spec: DrawingSpec; className?: string }) {
  return (
    <ProductDrawing
      spec={spec}
      variant="thumbnail"
      className={`aspect-[4/3] h-auto w-full rounded-md border border-slate-200 bg-slate-50 ${className}`}
    />
  );
}
