import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { type FailedAuthResult, failureTitle, type Intent, useAuthSubmission } from "./auth-submission.ts";

// The sign-in and registration forms. Each posts to this page's own URL, so a
// post without JavaScript comes back to the same tab with what was typed.

interface AuthFormProps {
  redirectTo: string;
  /** This page's URL for the form's tab: a post without JavaScript comes back to the same tab. */
  action: string;
  /** The action's answer to a post made without JavaScript. */
  postedResult: FailedAuthResult | undefined;
}

function AuthFormFields({
  intent,
  redirectTo,
  formError,
}: {
  intent: Intent;
  redirectTo: string;
  formError: string | undefined;
}) {
  const hydrated = useHydrated();
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {/* Only a running script can read JSON; a plain post must get the redirect. */}
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      {formError ? (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-800">
          <p className="font-semibold">{failureTitle[intent]}</p>
          <p className="mt-1">{formError}</p>
        </div>
      ) : null}
    </>
  );
}

function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <Button type="submit" disabled={busy} size="lg" className="w-full">
      {busy ? busyLabel : label}
    </Button>
  );
}

export function LoginForm({ redirectTo, action, postedResult }: AuthFormProps) {
  const { fetcher, formRef, busy, errors, formError, values } = useAuthSubmission("login", postedResult);
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={action}
      noValidate
      defaultShouldRevalidate={false}
      className="mt-4 space-y-5"
    >
      <AuthFormFields intent="login" redirectTo={redirectTo} formError={formError} />
      <TextField
        name="username"
        label="Nome utente"
        autoComplete="username"
        required
        defaultValue={values.username}
        error={errors.username}
      />
      <TextField
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
      />
      <SubmitButton busy={busy} label="Accedi" busyLabel="Accesso in corso…" />
    </fetcher.Form>
  );
}

export function RegisterForm({ redirectTo, action, postedResult }: AuthFormProps) {
  const { fetcher, formRef, busy, errors, formError, values } = useAuthSubmission("register", postedResult);
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={action}
      noValidate
      defaultShouldRevalidate={false}
      className="mt-4 space-y-5"
    >
      <AuthFormFields intent="register" redirectTo={redirectTo} formError={formError} />
      <p className="text-sm text-slate-700">
        I campi contrassegnati con{" "}
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
        <span className="sr-only">asterisco</span> sono obbligatori.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="username"
          label="Nome utente"
          autoComplete="username"
          required
          hint="Almeno 3 caratteri: lettere, numeri, punto, trattino o trattino basso."
          defaultValue={values.username}
          error={errors.username}
        />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint="Almeno 6 caratteri."
          error={errors.password}
        />
        <TextField
          name="firstName"
          label="Nome"
          autoComplete="given-name"
          defaultValue={values.firstName}
          error={errors.firstName}
        />
        <TextField
          name="lastName"
          label="Cognome"
          autoComplete="family-name"
          defaultValue={values.lastName}
          error={errors.lastName}
        />
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          defaultValue={values.email}
          error={errors.email}
        />
        <TextField
          name="phone"
          label="Telefono"
          type="tel"
          autoComplete="tel"
          defaultValue={values.phone}
          error={errors.phone}
        />
      </div>
      <TextField
        name="address"
        label="Indirizzo"
        autoComplete="street-address"
        defaultValue={values.address}
        error={errors.address}
      />
      <SubmitButton busy={busy} label="Registrati" busyLabel="Registrazione in corso…" />
    </fetcher.Form>
  );
}
