import { ProductDrawing } from "#app/components/product-drawings/product-drawing.tsx";
import type { CalculatorOption } from "#app/domain/catalogue.ts";
import { drawingSpecFor } from "#app/domain/product-drawing-spec.ts";
import type { WindowConfiguratorState } from "./use-window-configurator.ts";

/** The live drawing of what the configurator's form holds right now. */
export function ConfiguredWindowDrawing({
  state,
  options,
  idPrefix,
}: {
  state: WindowConfiguratorState;
  options: CalculatorOption[];
  idPrefix: string;
}) {
  const { values } = state;
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
