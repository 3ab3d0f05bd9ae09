import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { SubmitButton } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import { NewPasswordFields } from "./new-password-fields.tsx";

// "Password dimenticata?" and the link's page (docs/product/accounts.md#password-recovery).

/** A plain form posting to its own page, with a submit button that says while the post is on its way. */
function RecoveryForm({
  submitLabel,
  busyLabel,
  children,
}: {
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="mt-6 grid max-w-md gap-4" noValidate>
      {children}
      <div>
        <SubmitButton busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}

export function PasswordResetRequestForm({ error }: { error?: string }) {
  return (
    <RecoveryForm submitLabel="Inviami il link" busyLabel="Invio…">
      <TextField
        id="recupero-identificativo"
        name="identifier"
        label="Nome utente o e-mail"
        required
        autoComplete="username"
        error={error}
      />
    </RecoveryForm>
  );
}

export function PasswordResetForm({ token, errors }: { token: string; errors: Record<string, string> }) {
  return (
    <RecoveryForm submitLabel="Salva la nuova password" busyLabel="Salvataggio…">
      <input type="hidden" name="token" value={token} />
      <NewPasswordFields
        ids={{ newPassword: "reimposta-password", confirmPassword: "reimposta-conferma" }}
        hint="Almeno 6 caratteri."
        errors={errors}
      />
    </RecoveryForm>
  );
}
