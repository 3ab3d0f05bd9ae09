import { ProductDrawing } from "#app/components/product-drawings/product-drawing.tsx";
import type { CalculatorOption } from "#app/domain/catalogue.ts";
import { drawingSpecFor } from "#app/domain/product-drawing-spec.ts";

/**
 * What the drawing reads of a window: the configurator's form values as typed,
 * or a stored configuration (a quote request) with its sizes in mm.
 */
export interface DrawnWindowValues {
  color: string;
  windowType: string;
  openingType: string;
  width: string | number;
  height: string | number;
  sopraluce: boolean;
  sottoluce: boolean;
}

/** The drawing of a configured window: live in the configurators, as stored on a quote's pages. */
export function ConfiguredWindowDrawing({
  values,
  options,
  idPrefix,
}: {
  values: DrawnWindowValues;
  /** The calculator options that name the colour (its swatch and name); others are ignored. */
  options: readonly Pick<CalculatorOption, "type" | "value" | "name" | "swatch">[];
  idPrefix: string;
}) {
  const color = options.find((option) => option.type === "color" && option.value === values.color);
  const spec = drawingSpecFor({
    family: "window",
    widthMm: Number(values.width) || null,
    heightMm: Number(values.height) || null,
    colourHex: color?.swatch,
    colourName: color?.name,
    options: { windowType: values.windowType, openingType: values.openingType },
    sopraluce: values.sopraluce,
    sottoluce: values.sottoluce,
  });
  return (
    <ProductDrawing
      spec={spec}
      title="Anteprima della finestra"
      idPrefix={idPrefix}
      className="mx-auto w-full max-w-sm"
    />
  );
}
