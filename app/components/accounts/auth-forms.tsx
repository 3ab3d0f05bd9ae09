import type { ReactNode } from "react";
import { Link } from "react-router";
import { SubmitButton } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import { EnhancedSubmissionField } from "#app/components/web/enhanced-submission.tsx";
import { type FailedAuthResult, failureTitle, type Intent, useAuthSubmission } from "./auth-submission.ts";
import { personalDetailFields } from "./personal-detail-fields.ts";

// The sign-in and registration forms. Each posts to this page's own URL, so a
// post without JavaScript comes back to the same tab with what was typed.

interface AuthFormProps {
  redirectTo: string;
  /** This page's URL for the form's tab: a post without JavaScript comes back to the same tab. */
  action: string;
  /** The action's answer to a post made without JavaScript. */
  postedResult: FailedAuthResult | undefined;
}

/**
 * The part both forms share: the hidden fields, the server's refusal above the
 * fields and the submit button, which says when the post is on its way.
 */
function AuthForm({
  intent,
  redirectTo,
  action,
  postedResult,
  submitLabel,
  busyLabel,
  children,
}: AuthFormProps & {
  intent: Intent;
  submitLabel: string;
  busyLabel: string;
  children: (state: { errors: Record<string, string>; values: Record<string, string> }) => ReactNode;
}) {
  const { fetcher, formRef, busy, errors, formError, values } = useAuthSubmission(intent, postedResult);
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={action}
      noValidate
      defaultShouldRevalidate={false}
      className="mt-4 space-y-5"
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {/* Only a running script can read the data; a plain post must get the redirect. */}
      <EnhancedSubmissionField />
      {formError ? (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-800">
          <p className="font-semibold">{failureTitle[intent]}</p>
          <p className="mt-1">{formError}</p>
        </div>
      ) : null}
      {children({ errors, values })}
      <SubmitButton size="lg" className="w-full" busy={busy} busyLabel={busyLabel}>
        {submitLabel}
      </SubmitButton>
    </fetcher.Form>
  );
}

/** The username both forms ask for; registration adds the rules as a hint. */
function UsernameField({
  hint,
  defaultValue,
  error,
}: {
  hint?: string;
  defaultValue?: string;
  error?: string;
}) {
  return (
    <TextField
      name="username"
      label="Nome utente"
      autoComplete="username"
      required
      hint={hint}
      defaultValue={defaultValue}
      error={error}
    />
  );
}

function PasswordField({
  autoComplete,
  hint,
  error,
}: {
  autoComplete: "current-password" | "new-password";
  hint?: string;
  error?: string;
}) {
  return (
    <TextField
      name="password"
      label="Password"
      type="password"
      autoComplete={autoComplete}
      required
      hint={hint}
      error={error}
    />
  );
}

export function LoginForm(props: AuthFormProps) {
  return (
    <AuthForm {...props} intent="login" submitLabel="Accedi" busyLabel="Accesso in corso…">
      {({ errors, values }) => (
        <>
          <UsernameField
            hint="Puoi scrivere anche l'e-mail del tuo account."
            defaultValue={values.username}
            error={errors.username}
          />
          <PasswordField autoComplete="current-password" error={errors.password} />
          <p className="text-sm">
            <Link to="/password-dimenticata" className="font-medium text-brand-800 underline">
              Password dimenticata?
            </Link>
          </p>
        </>
      )}
    </AuthForm>
  );
}

/** The registration's optional details, each prefilled again after a refused post. */
const optionalProfileFields = personalDetailFields({
  label: "Email",
  hint: "Consigliata: serve per ricevere ordini e preventivi e per recuperare la password se la dimentichi.",
});

export function RegisterForm(props: AuthFormProps) {
  return (
    <AuthForm {...props} intent="register" submitLabel="Registrati" busyLabel="Registrazione in corso…">
      {({ errors, values }) => (
        <>
          <p className="text-sm text-slate-700">
            I campi contrassegnati con{" "}
            <span aria-hidden="true" className="text-red-700">
              *
            </span>
            <span className="sr-only">asterisco</span> sono obbligatori.
          </p>
          <div className="grid gap-5 sm:grid-cols-2">
            <UsernameField
              hint="Almeno 3 caratteri: lettere, numeri, punto, trattino o trattino basso."
              defaultValue={values.username}
              error={errors.username}
            />
            <PasswordField autoComplete="new-password" hint="Almeno 6 caratteri." error={errors.password} />
            {optionalProfileFields.map((field) => (
              <TextField
                key={field.name}
                {...field}
                defaultValue={values[field.name]}
                error={errors[field.name]}
              />
            ))}
          </div>
          <TextField
            name="address"
            label="Indirizzo"
            autoComplete="street-address"
            defaultValue={values.address}
            error={errors.address}
          />
        </>
      )}
    </AuthForm>
  );
}
