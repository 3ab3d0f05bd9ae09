import { Link } from "react-router";
import { Field, FieldError, inputClass, RequiredMark, SelectField } from "#app/components/ui/field.tsx";
import { EnhancedSubmissionField } from "#app/components/web/enhanced-submission.tsx";
import { PRIVACY_CONSENT_LABEL } from "#app/domain/requests/lead-form-fields.ts";
import { HoneypotField } from "./honeypot-field.tsx";
import type { useLeadForm } from "./use-lead-form.ts";

// The building blocks of the two public lead forms (contact page, home quote):
// labelled fields with inline errors, the GDPR consent, the honeypot and the status line.

type LeadForm = ReturnType<typeof useLeadForm>;

export function LeadTextField({
  form,
  idPrefix,
  name,
  label,
  type = "text",
  required = false,
  autoComplete,
  rows,
}: {
  form: LeadForm;
  idPrefix: string;
  name: string;
  label: string;
  type?: "text" | "email" | "tel";
  required?: boolean;
  autoComplete?: string;
  rows?: number;
}) {
  const id = `${idPrefix}-${name}`;
  return (
    <Field id={id} label={label} required={required} error={form.errors[name]} errorId={`${id}-error`}>
      {(control) => {
        const common = {
          name,
          required,
          autoComplete,
          defaultValue: form.values[name],
          className: inputClass,
        };
        return rows ? (
          <textarea rows={rows} {...common} {...control} />
        ) : (
          <input type={type} {...common} {...control} />
        );
      }}
    </Field>
  );
}

export function LeadSelectField({
  form,
  idPrefix,
  name,
  label,
  options,
}: {
  form: LeadForm;
  idPrefix: string;
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  const id = `${idPrefix}-${name}`;
  return (
    <SelectField
      id={id}
      name={name}
      label={label}
      choices={options}
      defaultValue={form.values[name] ?? ""}
      error={form.errors[name]}
      errorId={`${id}-error`}
    />
  );
}

/** Who is writing: name, surname, e-mail and phone, two by two. */
export function LeadPersonFields({
  form,
  idPrefix,
  phoneRequired,
}: {
  form: LeadForm;
  idPrefix: string;
  phoneRequired: boolean;
}) {
  const common = { form, idPrefix };
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <LeadTextField {...common} name="nome" label="Nome" required autoComplete="given-name" />
      <LeadTextField {...common} name="cognome" label="Cognome" required autoComplete="family-name" />
      <LeadTextField {...common} name="email" label="Email" type="email" required autoComplete="email" />
      <LeadTextField
        {...common}
        name="telefono"
        label="Telefono"
        type="tel"
        required={phoneRequired}
        autoComplete="tel"
      />
    </div>
  );
}

export function LeadPrivacyConsent({ form, idPrefix }: { form: LeadForm; idPrefix: string }) {
  const id = `${idPrefix}-privacy`;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name="privacy"
          type="checkbox"
          required
          defaultChecked={form.values.privacy === "on"}
          className="mt-1 size-5 shrink-0 accent-brand-700"
          {...form.errorProps("privacy", `${id}-error`)}
        />
        <div className="text-sm text-slate-800">
          <label htmlFor={id}>
            {PRIVACY_CONSENT_LABEL}
            <RequiredMark />
          </label>{" "}
          <Link to="/privacy" className="font-medium text-brand-700 underline underline-offset-2">
            Leggi l'informativa sulla privacy
          </Link>
        </div>
      </div>
      <FieldError id={`${id}-error`} message={form.errors.privacy} />
    </div>
  );
}

/** The hidden field only robots fill in, and the marker of an enhanced submission. */
export function LeadHiddenFields({ idPrefix }: { idPrefix: string }) {
  return (
    <>
      <EnhancedSubmissionField />
      <HoneypotField idPrefix={idPrefix} />
    </>
  );
}

/** A refusal or the fields to check, announced to screen readers; success is a toast. */
export function LeadFormStatus({ form }: { form: LeadForm }) {
  if (form.refusedMessage) {
    return (
      <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
        {form.refusedMessage}
      </p>
    );
  }
  if (Object.keys(form.errors).length > 0) {
    return (
      <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
        Controlla i campi evidenziati e riprova.
      </p>
    );
  }
  return null;
}
