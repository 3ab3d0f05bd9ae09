import { TextField } from "#app/components/ui/field.tsx";

/**
 * The new password and its repetition, for changing it in "I miei dati" and
 * for choosing it from a reset link; the server checks that the two match.
 */
export function NewPasswordFields({
  ids,
  hint,
  errors,
}: {
  ids: { newPassword: string; confirmPassword: string };
  hint: string;
  errors: Record<string, string> | undefined;
}) {
  const fields = [
    { name: "newPassword", label: "Nuova password", hint },
    { name: "confirmPassword", label: "Ripeti la nuova password", hint: undefined },
  ] as const;
  return fields.map((field) => (
    <TextField
      key={field.name}
      id={ids[field.name]}
      name={field.name}
      type="password"
      label={field.label}
      required
      autoComplete="new-password"
      hint={field.hint}
      error={errors?.[field.name]}
    />
  ));
}
