import { useId } from "react";
import type { OptionField, Toggle as ToggleName } from "#app/domain/catalogue/option-sets.ts";
import { defaultSizesMm } from "#app/domain/configurator/product-drawing-spec.ts";
import { heightLimitText, widthLimitText } from "#app/domain/configurator/size-limits.ts";
import { ThermalPerformance } from "./thermal-performance.tsx";
import type { WindowConfiguratorState, WindowFormValues } from "./use-window-configurator.ts";

const fieldClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-700";

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}

function OptionSelect({ field, state }: { field: OptionField; state: WindowConfiguratorState }) {
  const id = useId();
  const error = state.errors[`options.${field.type}`];
  const value = state.values[field.type] ?? "";
  const swatch = field.choices.find((option) => option.value === value)?.swatch;
  const hintId = `${id}-fixed`;
  const describedBy = [error ? `${id}-error` : null, field.locked ? hintId : null].filter(Boolean).join(" ");
  return (
    <div data-option-type={field.type}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {field.label} {field.locked ? null : <span aria-hidden="true">*</span>}
      </label>
      <div className="flex items-center gap-2">
        <select
          id={id}
          name={field.type}
          value={field.locked ?? value}
          disabled={field.locked !== null}
          onChange={(event) => state.setField(field.type, event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          aria-required={field.locked ? undefined : "true"}
          className={`${fieldClass} disabled:bg-slate-100 disabled:text-slate-900`}
        >
          {field.locked ? null : <option value="">Seleziona {field.label.toLowerCase()}</option>}
          {field.choices.map((option) => (
            <option key={option.value} value={option.value}>
              {option.name}
            </option>
          ))}
        </select>
        {field.choices.some((option) => option.swatch) ? (
          <span
            aria-hidden="true"
            className="mt-1 inline-block size-9 shrink-0 rounded-md border border-slate-400"
            style={{ backgroundColor: swatch ?? "transparent" }}
          />
        ) : null}
      </div>
      {field.locked ? (
        <p id={hintId} className="mt-1 text-xs text-slate-700">
          Fisso per questo prodotto
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function DimensionInput({
  field,
  label,
  placeholder,
  state,
}: {
  field: "width" | "height";
  label: string;
  placeholder: string;
  state: WindowConfiguratorState;
}) {
  const id = useId();
  const error = state.errors[`dimensions.${field}`];
  const limit = state.sizeLimit;
  // The limit is said before the customer asks; once broken, the error repeats it in red instead.
  const hint = limit && !error ? (field === "width" ? widthLimitText(limit) : heightLimitText(limit)) : null;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label} <span aria-hidden="true">*</span>
      </label>
      <input
        id={id}
        name={field}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        placeholder={placeholder}
        value={state.values[field]}
        onChange={(event) => state.setField(field, event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        aria-required="true"
        className={fieldClass}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600" data-testid={`limite-${field}`}>
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function Toggle({
  field,
  label,
  hint,
  state,
}: {
  field: keyof Pick<WindowFormValues, "sopraluce" | "sottoluce">;
  label: string;
  hint: string;
  state: WindowConfiguratorState;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={state.values[field]}
        name={field}
        checked={state.values[field]}
        onChange={(event) => state.setField(field, event.target.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-1 size-5 accent-brand-700"
      />
      <div>
        <label htmlFor={id} className="font-semibold text-slate-800">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      </div>
    </div>
  );
}

const toggleTexts: Record<ToggleName, { label: string; hint: string }> = {
  sopraluce: { label: "Sopraluce", hint: "Parte vetrata fissa sopra il serramento (+15%)" },
  sottoluce: { label: "Sottoluce", hint: "Pannello fisso sotto il serramento (+15%)" },
};

/**
 * The configurator's inputs: the product's option set, the size in mm, the
 * family's toggles, then the thermal transmittance with its climate zone.
 */
export function WindowConfiguratorFields({
  state,
  province,
}: {
  state: WindowConfiguratorState;
  /** The signed-in customer's province, which may preselect the climate zone. */
  province?: string | null;
}) {
  const { optionSet } = state;
  const size = defaultSizesMm[optionSet.family];
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {optionSet.fields.map((field) => (
          <OptionSelect key={field.type} field={field} state={state} />
        ))}
      </div>
      <fieldset className="grid min-w-0 grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-800">Dimensioni (mm)</legend>
        <p className="text-xs text-slate-600 sm:col-span-2">
          Misure indicative: le confermiamo noi al sopralluogo.{" "}
          <a href="/come-misurare" className="font-medium text-brand-700 underline">
            Come prendere le misure
          </a>
        </p>
        <DimensionInput field="width" label="Larghezza (mm)" placeholder={String(size.width)} state={state} />
        <DimensionInput field="height" label="Altezza (mm)" placeholder={String(size.height)} state={state} />
      </fieldset>
      {optionSet.toggles.length > 0 ? (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {optionSet.toggles.map((toggle) => (
            <Toggle key={toggle} field={toggle} {...toggleTexts[toggle]} state={state} />
          ))}
        </div>
      ) : null}
      <ThermalPerformance thermal={state.thermal} province={province} />
      <p className="text-sm text-slate-600">
        <span aria-hidden="true">*</span> campi obbligatori
      </p>
    </div>
  );
}
