import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import type { PublicUser } from "#app/domain/public-user.ts";

// "I miei dati" (docs/product/accounts.md#profile): plain forms, so they work
// without JavaScript; a refused one is drawn again with each message beside its field.

export interface FormOutcome {
  intent: "profile" | "password";
  message: string;
  errors: Record<string, string>;
  values: Record<string, string>;
}

type ProfileValues = Pick<
  PublicUser,
  "firstName" | "lastName" | "email" | "phone" | "address" | "city" | "postalCode" | "province"
>;

const profileFields: {
  name: keyof ProfileValues;
  label: string;
  autoComplete: string;
  type?: string;
  hint?: string;
  inputMode?: "numeric" | "tel" | "email";
}[] = [
  { name: "firstName", label: "Nome", autoComplete: "given-name" },
  { name: "lastName", label: "Cognome", autoComplete: "family-name" },
  {
    name: "email",
    label: "E-mail",
    type: "email",
    autoComplete: "email",
    hint: "Serve per ricevere ordini, preventivi e il link per reimpostare la password.",
  },
  { name: "phone", label: "Telefono", type: "tel", autoComplete: "tel" },
  { name: "address", label: "Indirizzo (via e numero civico)", autoComplete: "street-address" },
  { name: "city", label: "Città", autoComplete: "address-level2" },
  { name: "postalCode", label: "CAP", autoComplete: "postal-code", inputMode: "numeric" },
  { name: "province", label: "Provincia (sigla)", autoComplete: "address-level1", hint: "Per esempio BO" },
];

function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

export function ProfileForm({ user, outcome }: { user: ProfileValues; outcome?: FormOutcome }) {
  const busy = useBusy("profile");
  const refused = outcome?.intent === "profile" ? outcome : undefined;
  return (
    <Panel headingId="profilo-dati" title="Dati personali e indirizzo">
      <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
        <input type="hidden" name="intent" value="profile" />
        {refused ? (
          <p role="alert" className="font-medium text-red-800 sm:col-span-2">
            {refused.message}
          </p>
        ) : null}
        {profileFields.map((field) => (
          <TextField
            key={field.name}
            id={`profilo-${field.name}`}
            name={field.name}
            label={field.label}
            type={field.type}
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
            hint={field.hint}
            defaultValue={refused ? (refused.values[field.name] ?? "") : (user[field.name] ?? "")}
            error={refused?.errors[field.name]}
          />
        ))}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={busy}>
            {busy ? "Salvataggio…" : "Salva i dati"}
          </Button>
        </div>
      </Form>
    </Panel>
  );
}

export function PasswordChangeForm({ outcome }: { outcome?: FormOutcome }) {
  const busy = useBusy("password");
  const refused = outcome?.intent === "password" ? outcome : undefined;
  return (
    <Panel headingId="profilo-password" title="Cambia password">
      <Form method="post" className="mt-4 grid max-w-md gap-4" noValidate>
        <input type="hidden" name="intent" value="password" />
        {refused ? (
          <p role="alert" className="font-medium text-red-800">
            {refused.message}
          </p>
        ) : null}
        <TextField
          id="profilo-password-attuale"
          name="currentPassword"
          type="password"
          label="Password attuale"
          required
          autoComplete="current-password"
          error={refused?.errors.currentPassword}
        />
        <TextField
          id="profilo-password-nuova"
          name="newPassword"
          type="password"
          label="Nuova password"
          required
          autoComplete="new-password"
          hint="Almeno 6 caratteri. Cambiandola, esci da tutti gli altri dispositivi."
          error={refused?.errors.newPassword}
        />
        <TextField
          id="profilo-password-conferma"
          name="confirmPassword"
          type="password"
          label="Ripeti la nuova password"
          required
          autoComplete="new-password"
          error={refused?.errors.confirmPassword}
        />
        <div>
          <Button type="submit" variant="outline" disabled={busy}>
            {busy ? "Salvataggio…" : "Cambia password"}
          </Button>
        </div>
      </Form>
    </Panel>
  );
}
