import { useState } from "react";
import { ProductDrawing } from "#app/components/configurator/drawings/product-drawing.tsx";
import type { CalculatorOption } from "#app/domain/catalogue/catalogue.ts";
import { SAME_AS_INSIDE } from "#app/domain/catalogue/option-dependencies.ts";
import { type DrawingView, drawingSpecFor } from "#app/domain/configurator/product-drawing-spec.ts";
import type { ProductFamily } from "#app/domain/configurator/product-family.ts";

/**
 * What the drawing reads of a configuration: the configurator's form values as
 * typed, or a stored configuration (a quote request) with its sizes in mm.
 */
export type DrawnWindowValues = Partial<Record<string, string | number | boolean | undefined>> & {
  width: string | number;
  height: string | number;
  sopraluce?: boolean;
  sottoluce?: boolean;
};

const drawingTitles: Record<ProductFamily, string> = {
  window: "Anteprima della finestra",
  "french-window": "Anteprima della portafinestra",
  sliding: "Anteprima dello scorrevole",
  shutter: "Anteprima della tapparella",
  door: "Anteprima della porta",
};

/** The option types whose swatch colours the drawing: a window's colour, a door's finish. */
const colourTypes = ["color", "finish"];

/** The drawing of a configured product of any family: live in the configurators, as stored on a quote's pages. */
export function ConfiguredWindowDrawing({
  family = "window",
  values,
  options,
  idPrefix,
  appearanceWords,
}: {
  family?: ProductFamily;
  values: DrawnWindowValues;
  /** The calculator options that name the colour (its swatch and name); others are ignored. */
  options: readonly Pick<CalculatorOption, "type" | "value" | "name" | "swatch">[];
  idPrefix: string;
  /** The product's name and the like: their colour and material words colour the drawing when no swatch does. */
  appearanceWords?: readonly string[];
}) {
  const [view, setView] = useState<DrawingView>("inside");
  // The outside view exists where an outside colour can be chosen (a bicolour window).
  const twoSided = options.some((option) => option.type === "outsideColor");
  const shown = twoSided ? view : "inside";
  const outside = values.outsideColor;
  const colourOf = (type: string, value: unknown) =>
    options.find((option) => option.type === type && option.swatch && option.value === value);
  const colour =
    shown === "outside" && typeof outside === "string" && outside !== SAME_AS_INSIDE && outside !== ""
      ? colourOf("outsideColor", outside)
      : colourTypes.map((type) => colourOf(type, values[type])).find(Boolean);
  const chosen: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) if (typeof value === "string") chosen[key] = value;
  const spec = drawingSpecFor({
    family,
    widthMm: Number(values.width) || null,
    heightMm: Number(values.height) || null,
    colourHex: colour?.swatch,
    colourName: colour?.name,
    options: chosen,
    sopraluce: values.sopraluce === true,
    sottoluce: values.sottoluce === true,
    view: shown,
    appearanceWords,
  });
  const drawing = (
    <ProductDrawing
      spec={spec}
      title={`${drawingTitles[family]}${shown === "outside" ? " vista da fuori" : ""}`}
      idPrefix={idPrefix}
      className="mx-auto w-full max-w-sm"
    />
  );
  if (!twoSided) return drawing;
  return (
    <div>
      <fieldset className="mb-2 flex justify-center gap-2">
        <legend className="sr-only">Lato del disegno</legend>
        {(["inside", "outside"] as const).map((side) => (
          <button
            key={side}
            type="button"
            aria-pressed={shown === side}
            onClick={() => setView(side)}
            className="rounded-full border border-slate-400 px-3 py-1 text-sm font-medium text-slate-800 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
          >
            {side === "inside" ? "Vista interna" : "Vista esterna"}
          </button>
        ))}
      </fieldset>
      {drawing}
    </div>
  );
}
