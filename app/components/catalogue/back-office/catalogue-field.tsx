import { type SelectChoice, SelectField, TextField } from "#app/components/ui/field.tsx";
import { CATALOGUE_NAME_MAX_LENGTH } from "#app/domain/catalogue/catalogue-edit-rules.ts";

/**
 * A text field of the catalogue forms, described once where its form lists
 * it. Its element id is the form's prefix and `idSuffix` (the Italian word
 * the pages and their tests use).
 */
export interface CatalogueFieldSpec {
  name: string;
  label: string;
  idSuffix: string;
  /** The keyboard: "decimal" for amounts and multipliers, "numeric" for counts, none for words. */
  inputMode?: "decimal" | "numeric";
  required?: boolean;
  maxLength?: number;
  hint?: string;
  /** A fixed list to choose from (a select) instead of a typed text. */
  choices?: readonly SelectChoice[];
}

/** The name of a product or an option: required, checked again by the server. */
export const catalogueNameField: CatalogueFieldSpec = {
  name: "name",
  label: "Nome",
  idSuffix: "nome",
  required: true,
  maxLength: CATALOGUE_NAME_MAX_LENGTH,
};

/**
 * One field of a catalogue form, showing its value and its refusal from the
 * form's (looked up by its name). Staff type figures and names they know by
 * heart: the browser suggests nothing.
 */
export function CatalogueField({
  idPrefix,
  field: { idSuffix, ...field },
  values,
  errors,
}: {
  idPrefix: string;
  field: CatalogueFieldSpec;
  /** What the form shows: the saved values, or what was typed when the save was refused. */
  values: Readonly<Record<string, unknown>>;
  errors: Record<string, string>;
}) {
  const value = values[field.name];
  const { choices, ...text } = field;
  if (choices) {
    const { inputMode: _inputMode, maxLength: _maxLength, ...select } = text;
    return (
      <SelectField
        id={`${idPrefix}-${idSuffix}`}
        {...select}
        choices={choices}
        defaultValue={typeof value === "string" ? value : undefined}
        error={errors[field.name]}
      />
    );
  }
  return (
    <TextField
      id={`${idPrefix}-${idSuffix}`}
      {...text}
      autoComplete="off"
      defaultValue={typeof value === "string" ? value : ""}
      error={errors[field.name]}
    />
  );
}
