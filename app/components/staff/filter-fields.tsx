import { type SelectChoice, SelectField, TextField } from "#app/components/ui/field.tsx";

// The fields the back office's list filters share (components/staff/filter-form.tsx).

/** Choices from a list of codes and their labels. */
export function choicesOf<Code extends string>(codes: readonly Code[], labelOf: (code: Code) => string) {
  return codes.map((code): SelectChoice => ({ value: code, label: labelOf(code) }));
}

/** A filter by one of a list of values, "Tutti" (no filter) first. */
export function FilterSelect({
  name,
  label,
  value,
  choices,
  anyLabel = "Tutti",
}: {
  name: string;
  label: string;
  value: string | null | undefined;
  choices: readonly SelectChoice[];
  anyLabel?: string;
}) {
  return (
    <SelectField
      name={name}
      label={label}
      defaultValue={value ?? ""}
      choices={[{ value: "", label: anyLabel }, ...choices]}
    />
  );
}

/** The days from and to (?dal=&al=), each yyyy-MM-dd as the date input sends it. */
export function DayRangeFields({ from, to }: { from: string | undefined; to: string | undefined }) {
  return (
    <>
      <TextField name="dal" type="date" label="Dal" defaultValue={from ?? ""} />
      <TextField name="al" type="date" label="Al" defaultValue={to ?? ""} />
    </>
  );
}
