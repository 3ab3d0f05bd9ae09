import { useId } from "react";
import { StateRadio } from "#app/components/ui/state-radio.tsx";
import {
  CUSTOM_HEIGHT_RANGE_CM,
  CUSTOM_WIDTH_RANGE_CM,
  STANDARD_HEIGHTS_CM,
  STANDARD_WIDTHS_CM,
} from "#app/domain/configurator/door-price.ts";
import type { CustomDimension, DoorConfigurator, DoorSizeMode } from "./use-door-configurator.ts";

// The door's size: a standard width and height, or custom centimetres within
// the bounds the server accepts, with the schema's Italian message inline.

const segmentClass =
  "flex cursor-pointer items-center gap-2 rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold sm:py-2 sm:text-base text-slate-900 hover:border-brand-700 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-700";

function SegmentedRadios<T extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} className={segmentClass}>
            <StateRadio name={name} choice={option.value} selected={value} onChoose={onChange} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const modes: { value: DoorSizeMode; label: string }[] = [
  { value: "standard", label: "Misure standard" },
  { value: "custom", label: "Misure personalizzate" },
];

const customDimensions: readonly CustomDimension[] = ["width", "height"];

export function customDimensionInputId(baseId: string, dimension: CustomDimension) {
  return `${baseId}-${dimension === "width" ? "larghezza" : "altezza"}`;
}

function CustomDimensionInput({
  id,
  dimension,
  configurator,
}: {
  id: string;
  dimension: CustomDimension;
  configurator: DoorConfigurator;
}) {
  const range = dimension === "width" ? CUSTOM_WIDTH_RANGE_CM : CUSTOM_HEIGHT_RANGE_CM;
  const value = dimension === "width" ? configurator.choices.customWidth : configurator.choices.customHeight;
  const error = configurator.sizeErrors[dimension];
  const hintId = `${id}-suggerimento`;
  const errorId = `${id}-errore`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {dimension === "width" ? "Larghezza (cm)" : "Altezza (cm)"}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={range.min}
        max={range.max}
        step={1}
        value={value}
        placeholder={dimension === "width" ? "es. 100" : "es. 230"}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => configurator.setCustomDimension(dimension, event.target.value)}
        onBlur={(event) => configurator.markTouched(dimension, event.target.value)}
        className={`mt-1 block w-full max-w-40 rounded-md border px-3 py-2 text-slate-900 ${
          error ? "border-red-700" : "border-slate-400"
        }`}
      />
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        Da {range.min} a {range.max} cm
      </p>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function DoorSizeFields({ configurator, baseId }: { configurator: DoorConfigurator; baseId: string }) {
  const name = useId();
  const { choices } = configurator;
  const standardSizes: {
    legend: string;
    slug: string;
    centimetres: readonly number[];
    value: number;
    onChange: (cm: number) => void;
  }[] = [
    {
      legend: "Larghezza",
      slug: "larghezza",
      centimetres: STANDARD_WIDTHS_CM,
      value: choices.standardWidth,
      onChange: configurator.setStandardWidth,
    },
    {
      legend: "Altezza",
      slug: "altezza",
      centimetres: STANDARD_HEIGHTS_CM,
      value: choices.standardHeight,
      onChange: configurator.setStandardHeight,
    },
  ];
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3 sm:p-4">
      <legend className="px-1">
        <h3 className="text-lg font-semibold text-slate-900">Misure della porta</h3>
      </legend>
      <SegmentedRadios
        legend="Tipo di misura"
        name={`${name}-modo`}
        options={modes}
        value={choices.sizeMode}
        onChange={configurator.setSizeMode}
      />
      {choices.sizeMode === "standard" ? (
        <div className="mt-3 grid gap-3 sm:mt-4 sm:grid-cols-2 sm:gap-4">
          {standardSizes.map((size) => (
            <SegmentedRadios
              key={size.slug}
              legend={size.legend}
              name={`${name}-${size.slug}`}
              options={size.centimetres.map((cm) => ({ value: cm, label: `${cm} cm` }))}
              value={size.value}
              onChange={size.onChange}
            />
          ))}
        </div>
      ) : (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {customDimensions.map((dimension) => (
            <CustomDimensionInput
              key={dimension}
              id={customDimensionInputId(baseId, dimension)}
              dimension={dimension}
              configurator={configurator}
            />
          ))}
          <p className="text-sm text-slate-700 sm:col-span-2">
            Le misure personalizzate hanno una maggiorazione del 15% sul prezzo base.
          </p>
        </div>
      )}
    </fieldset>
  );
}
