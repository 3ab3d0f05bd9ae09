import { TextField } from "#app/components/ui/field.tsx";
import { CATALOGUE_NAME_MAX_LENGTH } from "#app/domain/catalogue-admin.ts";

/** The name of a product or an option in the catalogue forms: required, checked again by the server. */
export function CatalogueNameField({
  id,
  defaultValue,
  error,
}: {
  id: string;
  defaultValue: string;
  error?: string;
}) {
  return (
    <TextField
      id={id}
      name="name"
      label="Nome"
      required
      maxLength={CATALOGUE_NAME_MAX_LENGTH}
      autoComplete="off"
      defaultValue={defaultValue}
      error={error}
    />
  );
}
