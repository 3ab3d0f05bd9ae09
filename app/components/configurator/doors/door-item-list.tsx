import { useId } from "react";
import { StateRadio } from "#app/components/ui/state-radio.tsx";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";

// The article lists of the door configurator: radio groups for what comes one
// at a time (cylinder, handle kit, knob), checkboxes for what adds up
// (accessories, extra items). Native inputs, so Tab, arrows and Space work as
// everywhere else.

export interface DoorItemOption {
  code: string;
  name: string;
  priceCents: number;
}

const optionClass =
  "flex h-full cursor-pointer items-start gap-3 rounded-md border border-slate-300 bg-white p-3 hover:border-brand-600 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-700";
const inputClass = "mt-1 size-4 shrink-0 accent-brand-700";

function DoorItemText({ item }: { item: DoorItemOption }) {
  return (
    <span className="flex min-w-0 flex-1 flex-wrap items-start justify-between gap-x-3 gap-y-1">
      <span className="min-w-0">
        <span className="block font-semibold text-slate-900">{item.name}</span>
        <span className="block text-sm text-slate-600">Codice: {item.code}</span>
      </span>
      <span className="font-semibold whitespace-nowrap text-slate-900">
        {formatEuroCents(item.priceCents)}
      </span>
    </span>
  );
}

const legendClass = "mb-3 text-lg font-semibold text-slate-900";

/** One of the items or none ('Nessuno'): choosing another replaces the previous one. */
export function DoorItemRadioGroup({
  legend,
  items,
  value,
  onChange,
  noneLabel,
  note,
}: {
  legend: string;
  items: readonly DoorItemOption[];
  value: string | null;
  onChange: (code: string | null) => void;
  noneLabel: string;
  /** Said under the legend, e.g. that the knob chosen in the other tab would be replaced. */
  note?: string | null;
}) {
  const name = useId();
  const noteId = `${name}-nota`;
  return (
    <fieldset aria-describedby={note ? noteId : undefined}>
      <legend className={legendClass}>{legend}</legend>
      {note ? (
        <p id={noteId} className="-mt-1 mb-3 text-sm text-slate-700">
          {note}
        </p>
      ) : null}
      <ul className="grid gap-2 sm:grid-cols-2">
        <li>
          <label className={optionClass}>
            <StateRadio name={name} className="mt-1" choice={null} selected={value} onChoose={onChange} />
            <span className="font-semibold text-slate-900">{noneLabel}</span>
          </label>
        </li>
        {items.map((item) => (
          <li key={item.code}>
            <label className={optionClass}>
              <StateRadio
                name={name}
                className="mt-1"
                choice={item.code}
                selected={value}
                onChoose={onChange}
              />
              <DoorItemText item={item} />
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** Items that toggle on and off independently. */
export function DoorItemCheckboxGroup({
  legend,
  note,
  items,
  selected,
  onToggle,
}: {
  legend: string;
  /** What the group is for, under its heading. */
  note?: string;
  items: readonly DoorItemOption[];
  selected: readonly string[];
  onToggle: (code: string) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-3">
        <h3 className="text-lg font-semibold text-slate-900">{legend}</h3>
      </legend>
      {note ? <p className="-mt-1 mb-3 text-sm text-slate-700">{note}</p> : null}
      <ul className="grid gap-2 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.code}>
            <label className={optionClass}>
              <input
                type="checkbox"
                value={item.code}
                className={inputClass}
                checked={selected.includes(item.code)}
                onChange={() => onToggle(item.code)}
              />
              <DoorItemText item={item} />
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
