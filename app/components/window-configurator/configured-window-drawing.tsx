import type { CalculatorOption } from "#app/domain/catalogue.ts";
import type { WindowConfiguratorState } from "./use-window-configurator.ts";
import { WindowDrawing } from "./window-drawing.tsx";

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
  return (
    <WindowDrawing
      windowType={values.windowType}
      openingType={values.openingType}
      frameColor={color?.swatch}
      colorName={color?.name}
      width={Number(values.width) || null}
      height={Number(values.height) || null}
      sopraluce={values.sopraluce}
      sottoluce={values.sottoluce}
      idPrefix={idPrefix}
      className="mx-auto w-full max-w-sm"
    />
  );
}
