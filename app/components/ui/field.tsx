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

/** A control's label above it, with the asterisk when the control is required. */
export function FieldLabel({
  htmlFor,
  required = false,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-900">
      {children}
      {required ? <RequiredMark /> : null}
    </label>
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
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {hintFirst ? [hintText, errorText] : [errorText, hintText]}
    </div>
  );
}

/** What every labelled control takes besides its own attributes; the id defaults to a generated one. */
type LabelledControlProps = Omit<FieldProps, "id" | "children"> & { id?: string };

/** Splits a labelled control's props into the Field's (label, hint, error…) and the native control's. */
function useLabelledControl<Native>({
  id,
  label,
  required = false,
  hint,
  error,
  hintId,
  errorId,
  hintFirst,
  ...native
}: LabelledControlProps & Native) {
  const generatedId = useId();
  const field = { id: id ?? generatedId, label, required, hint, error, hintId, errorId, hintFirst };
  return { field, native };
}

const controlClass = (className: string | undefined) =>
  className ? `${inputClass} ${className}` : inputClass;

export type TextFieldProps = LabelledControlProps & Omit<ComponentPropsWithRef<"input">, "id" | "children">;

/** A labelled text input (text, email, tel, password…) with hint and error. */
export function TextField({ type = "text", className, ...props }: TextFieldProps) {
  const { field, native } = useLabelledControl(props);
  return (
    <Field {...field}>
      {(control) => (
        <input
          type={type}
          required={field.required}
          className={controlClass(className)}
          {...native}
          {...control}
        />
      )}
    </Field>
  );
}

export type TextAreaFieldProps = LabelledControlProps &
  Omit<ComponentPropsWithRef<"textarea">, "id" | "children">;

/** A labelled multi-line text (a note, a reason) with hint and error. */
export function TextAreaField({ className, ...props }: TextAreaFieldProps) {
  const { field, native } = useLabelledControl(props);
  return (
    <Field {...field}>
      {(control) => (
        <textarea required={field.required} className={controlClass(className)} {...native} {...control} />
      )}
    </Field>
  );
}

export interface SelectChoice {
  value: string;
  label: string;
}

export type SelectFieldProps = LabelledControlProps &
  Omit<ComponentPropsWithRef<"select">, "id" | "children"> & { choices: readonly SelectChoice[] };

/** A labelled select over a fixed list of choices, with hint and error like every field. */
export function SelectField({ choices, className, ...props }: SelectFieldProps) {
  const { field, native } = useLabelledControl(props);
  return (
    <Field {...field}>
      {(control) => (
        <select required={field.required} className={controlClass(className)} {...native} {...control}>
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
