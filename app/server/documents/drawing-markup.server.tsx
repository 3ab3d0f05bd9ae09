import { renderToStaticMarkup } from "react-dom/server";
import { ProductDrawing } from "#app/components/configurator/drawings/product-drawing.tsx";
import type { DrawingSpec } from "#app/domain/configurator/product-drawing-spec.ts";

/**
 * A drawing as a standalone SVG document: the same component and geometry as
 * on screen, for the product images and the PDF documents
 * (docs/product/drawings.md#product-images).
 */
export function drawingSvgMarkup(spec: DrawingSpec): string {
  return renderToStaticMarkup(<ProductDrawing spec={spec} variant="image" />);
}
