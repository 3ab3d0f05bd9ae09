import { TextField, type TextFieldProps } from "#app/components/ui/field.tsx";
import type { CheckoutValues } from "./checkout-fields.ts";

/**
 * A text field of the checkout form: its id is the section's prefix and its
 * name, and after a refused post it shows what was sent and the server's
 * message, with the hint (a format the message refers to) before the error.
 */
export function CheckoutTextField({
  idPrefix,
  name,
  values,
  errors,
  ...props
}: {
  /** The section's prefix for the ids ("spedizione", "fatturazione"). */
  idPrefix: string;
  name: keyof CheckoutValues;
  values: CheckoutValues;
  errors: Record<string, string>;
} & Omit<TextFieldProps, "name" | "defaultValue" | "error" | "id">) {
  return (
    <TextField
      id={`${idPrefix}-${name}`}
      name={name}
      hintFirst
      defaultValue={values[name]}
      error={errors[name]}
      {...props}
    />
  );
}
