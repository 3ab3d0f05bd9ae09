import { type ComponentPropsWithRef, type ReactNode, useId } from "react";

// A form control with its label, an optional hint and the error beside it.
// The error and the hint are tied to the control with aria-describedby, so a
// screen reader reads them with the field; aria-invalid marks the refused one.

export const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 aria-[invalid=true]:border-red-700";

/** Screen readers announce `required`; the asterisk is for sighted users. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-800">
      {message}
    </p>
  ) : null;
}

/** What a Field hands to its control. */
export interface FieldControlProps {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

export interface FieldMessages {
  hint?: string;
  error?: string;
  /** Defaults to `<id>-suggerimento`. */
  hintId?: string;
  /** Defaults to `<id>-errore`. */
  errorId?: string;
  /** Show (and describe with) the hint before the error, e.g. a format the error refers to. */
  hintFirst?: boolean;
}

export interface FieldProps extends FieldMessages {
  id: string;
  label: ReactNode;
  required?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

export function Field({
  id,
  label,
  required = false,
  hint,
  error,
  hintId = `${id}-suggerimento`,
  errorId = `${id}-errore`,
  hintFirst = false,
  children,
}: FieldProps) {
  const hintText = hint ? (
    <p key="hint" id={hintId} className="mt-1 text-sm text-slate-700">
      {hint}
    </p>
  ) : null;
  const errorText = <FieldError key="error" id={errorId} message={error} />;
  const described = [error ? errorId : null, hint ? hintId : null];
  const describedBy = (hintFirst ? described.reverse() : described).filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {hintFirst ? [hintText, errorText] : [errorText, hintText]}
    </div>
  );
}

export type TextFieldProps = Omit<FieldProps, "id" | "children"> & {
  /** Defaults to a generated id. */
  id?: string;
} & Omit<ComponentPropsWithRef<"input">, "id" | "children">;

/** A labelled text input (text, email, tel, password…) with hint and error. */
export function TextField({
  id: givenId,
  label,
  required = false,
  hint,
  error,
  hintId,
  errorId,
  hintFirst,
  type = "text",
  className,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <Field
      id={id}
      label={label}
      required={required}
      hint={hint}
      error={error}
      hintId={hintId}
      errorId={errorId}
      hintFirst={hintFirst}
    >
      {(control) => (
        <input
          type={type}
          required={required}
          className={className ? `${inputClass} ${className}` : inputClass}
          {...inputProps}
          {...control}
        />
      )}
    </Field>
  );
}

export interface SelectChoice {
  value: string;
  label: string;
}

/** A labelled select over a fixed list of choices, with hint and error like every field. */
export function SelectField({
  id,
  name,
  label,
  defaultValue,
  choices,
  required = false,
  hint,
  error,
}: {
  id: string;
  name: string;
  label: ReactNode;
  defaultValue: string;
  choices: readonly SelectChoice[];
  required?: boolean;
  hint?: string;
  error?: string;
}) {
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      {(control) => (
        <select
          name={name}
          defaultValue={defaultValue}
          required={required}
          className={inputClass}
          {...control}
        >
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
