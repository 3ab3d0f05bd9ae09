import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/field.tsx";

// "Password dimenticata?" and the link's page (docs/product/accounts.md#password-recovery).

export function PasswordResetRequestForm({ error }: { error?: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="mt-6 grid max-w-md gap-4" noValidate>
      <TextField
        id="recupero-identificativo"
        name="identifier"
        label="Nome utente o e-mail"
        required
        autoComplete="username"
        error={error}
      />
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Invio…" : "Inviami il link"}
        </Button>
      </div>
    </Form>
  );
}

export function PasswordResetForm({ token, errors }: { token: string; errors: Record<string, string> }) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="mt-6 grid max-w-md gap-4" noValidate>
      <input type="hidden" name="token" value={token} />
      <TextField
        id="reimposta-password"
        name="newPassword"
        type="password"
        label="Nuova password"
        required
        autoComplete="new-password"
        hint="Almeno 6 caratteri."
        error={errors.newPassword}
      />
      <TextField
        id="reimposta-conferma"
        name="confirmPassword"
        type="password"
        label="Ripeti la nuova password"
        required
        autoComplete="new-password"
        error={errors.confirmPassword}
      />
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Salvataggio…" : "Salva la nuova password"}
        </Button>
      </div>
    </Form>
  );
}
