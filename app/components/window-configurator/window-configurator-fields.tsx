import { useId } from "react";
import type { CalculatorOption } from "#app/domain/catalogue.ts";
import type { WindowOptionType } from "#app/domain/window-configuration.ts";
import type { WindowConfiguratorState, WindowFormValues } from "./use-window-configurator.ts";

const selectLabels: Record<WindowOptionType, string> = {
  material: "Materiale",
  system: "Sistema",
  profile: "Profilo",
  color: "Colore",
  windowType: "Tipo di finestra",
  openingType: "Tipo di apertura",
};

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

function OptionSelect({
  type,
  options,
  state,
}: {
  type: WindowOptionType;
  options: CalculatorOption[];
  state: WindowConfiguratorState;
}) {
  const id = useId();
  const error = state.errors[`options.${type}`];
  const swatch =
    type === "color" ? options.find((option) => option.value === state.values.color)?.swatch : null;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {selectLabels[type]} <span aria-hidden="true">*</span>
      </label>
      <div className="flex items-center gap-2">
        <select
          id={id}
          name={type}
          value={state.values[type]}
          onChange={(event) => state.setField(type, event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-required="true"
          className={fieldClass}
        >
          <option value="">Seleziona {selectLabels[type].toLowerCase()}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.name}
            </option>
          ))}
        </select>
        {type === "color" ? (
          <span
            aria-hidden="true"
            className="mt-1 inline-block size-9 shrink-0 rounded-md border border-slate-400"
            style={{ backgroundColor: swatch ?? "transparent" }}
          />
        ) : null}
      </div>
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
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required="true"
        className={fieldClass}
      />
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

/** The configurator's inputs: six selects, the size in mm and the two toggles. */
export function WindowConfiguratorFields({ state }: { state: WindowConfiguratorState }) {
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {(Object.keys(selectLabels) as WindowOptionType[]).map((type) => (
          <OptionSelect key={type} type={type} options={state.optionsByType[type]} state={state} />
        ))}
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-800">Dimensioni (mm)</legend>
        <DimensionInput field="width" label="Larghezza (mm)" placeholder="800" state={state} />
        <DimensionInput field="height" label="Altezza (mm)" placeholder="1200" state={state} />
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <Toggle
          field="sopraluce"
          label="Sopraluce"
          hint="Parte vetrata fissa sopra il serramento (+15%)"
          state={state}
        />
        <Toggle
          field="sottoluce"
          label="Sottoluce"
          hint="Pannello fisso sotto il serramento (+15%)"
          state={state}
        />
      </div>
      <p className="text-sm text-slate-600">
        <span aria-hidden="true">*</span> campi obbligatori
      </p>
    </div>
  );
}
