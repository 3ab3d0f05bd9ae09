import { SelectField, TextField } from "#app/components/ui/field.tsx";

// A discount's two fields, on a line and on the whole offer
// (docs/product/offers.md#totals): a kind (none, per cent, euro) and its value.

const kinds = [
  { value: "", label: "Nessuno sconto" },
  { value: "percent", label: "Sconto in %" },
  { value: "amount", label: "Sconto in €" },
] as const;

export function DiscountFields({
  idPrefix,
  kind,
  value,
  error,
}: {
  idPrefix: string;
  kind: string;
  value: string;
  error: string | undefined;
}) {
  return (
    <>
      <SelectField
        id={`${idPrefix}-sconto-tipo`}
        name="discountKind"
        label="Sconto"
        defaultValue={kind}
        choices={kinds}
      />
      <TextField
        id={`${idPrefix}-sconto-valore`}
        name="discountValue"
        label="Valore dello sconto"
        defaultValue={value}
        inputMode="decimal"
        autoComplete="off"
        hint="5 o 2,5 per cento; 50,00 in euro"
        error={error}
      />
    </>
  );
}
