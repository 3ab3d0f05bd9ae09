import { useId } from "react";
import { availableChoices } from "#app/domain/catalogue/option-dependencies.ts";
import type { OptionField, Toggle as ToggleName } from "#app/domain/catalogue/option-sets.ts";
import { glazingFiguresText } from "#app/domain/configurator/glazing-text.ts";
import { defaultSizesMm } from "#app/domain/configurator/product-drawing-spec.ts";
import { heightLimitText, widthLimitText } from "#app/domain/configurator/size-limits.ts";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
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

/** What a choice says beside it: a glazing's Ug and dB, an extra's price per m². */
function choiceDetail(field: OptionField, option: OptionField["choices"][number] | undefined): string | null {
  if (!option) return null;
  const figures = field.type === "glazing" ? glazingFiguresText(option.value) : null;
  const addition = field.optional ? Number(option.priceAdditionCents ?? 0) : 0;
  const price = addition > 0 ? `+${formatEuroCents(addition)}/m²` : null;
  return [figures, price].filter(Boolean).join(" · ") || null;
}

function OptionSelect({ field, state }: { field: OptionField; state: WindowConfiguratorState }) {
  const id = useId();
  const error = state.errors[`options.${field.type}`];
  const value = state.values[field.type] ?? "";
  // Only the choices that fit the rest (the system's glazings, the hands of these sashes).
  const choices = availableChoices(state.optionSet.family, field, { ...state.values });
  const chosen = field.choices.find((option) => option.value === (field.locked ?? value));
  const swatch = chosen?.swatch;
  const detail = choiceDetail(field, chosen);
  const hintId = `${id}-fixed`;
  const detailId = `${id}-detail`;
  const describedBy = [error ? `${id}-error` : null, field.locked ? hintId : null, detail ? detailId : null]
    .filter(Boolean)
    .join(" ");
  // A fixed pane or a vasistas has no hand: the field is not shown at all.
  if (field.optional && choices.length === 0) return null;
  const required = !field.locked && !field.optional;
  return (
    <div data-option-type={field.type}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {field.label} {required ? <span aria-hidden="true">*</span> : null}
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
          aria-required={required ? "true" : undefined}
          className={`${fieldClass} min-w-0 disabled:bg-slate-100 disabled:text-slate-900`}
        >
          {required ? <option value="">Seleziona {field.label.toLowerCase()}</option> : null}
          {(field.locked ? field.choices : choices).map((option) => (
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
      {detail ? (
        <p id={detailId} className="mt-1 text-xs text-slate-700" data-testid={`dettaglio-${field.type}`}>
          {detail}
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
