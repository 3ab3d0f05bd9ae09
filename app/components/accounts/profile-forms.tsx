import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { SubmitButton } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import type { PublicUser } from "#app/domain/accounts/public-user.ts";
import { NewPasswordFields } from "./new-password-fields.tsx";
import { personalDetailFields } from "./personal-detail-fields.ts";

// "I miei dati" (docs/product/accounts.md#profile): plain forms, so they work
// without JavaScript; a refused one is drawn again with each message beside its field.

export interface FormOutcome {
  intent: "profile" | "password" | "resend-verification";
  message: string;
  errors: Record<string, string>;
  values: Record<string, string>;
}

type ProfileValues = Pick<
  PublicUser,
  "firstName" | "lastName" | "email" | "phone" | "address" | "city" | "postalCode" | "province"
> & { fiscalCode: string | null };

const profileFields: {
  name: keyof ProfileValues;
  label: string;
  autoComplete: string;
  type?: string;
  hint?: string;
  inputMode?: "numeric" | "tel" | "email";
}[] = [
  ...personalDetailFields({
    label: "E-mail",
    hint: "Serve per ricevere ordini, preventivi e il link per reimpostare la password.",
  }),
  { name: "address", label: "Indirizzo (via e numero civico)", autoComplete: "street-address" },
  { name: "city", label: "Città", autoComplete: "address-level2" },
  { name: "postalCode", label: "CAP", autoComplete: "postal-code", inputMode: "numeric" },
  { name: "province", label: "Provincia (sigla)", autoComplete: "address-level1", hint: "Per esempio BO" },
  {
    name: "fiscalCode",
    label: "Codice fiscale",
    autoComplete: "off",
    hint: "Facoltativo: lo useremo per compilare i dati di fatturazione al checkout.",
  },
];

/**
 * One of the page's forms: its panel, the intent it posts, the refusal's
 * message on top, its fields, and a submit button that says it is saving.
 */
function ProfileFormPanel({
  intent,
  headingId,
  title,
  formClassName,
  submitLabel,
  submitVariant,
  outcome,
  children,
}: {
  intent: FormOutcome["intent"];
  headingId: string;
  title: string;
  formClassName: string;
  submitLabel: string;
  submitVariant?: "outline";
  outcome: FormOutcome | undefined;
  children: (refused: FormOutcome | undefined) => ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const refused = outcome?.intent === intent ? outcome : undefined;
  return (
    <Panel headingId={headingId} title={title}>
      <Form method="post" className={`mt-4 grid gap-4 ${formClassName}`} noValidate>
        <input type="hidden" name="intent" value={intent} />
        {refused ? (
          <p role="alert" className="col-span-full font-medium text-red-800">
            {refused.message}
          </p>
        ) : null}
        {children(refused)}
        <div className="col-span-full">
          <SubmitButton variant={submitVariant} busy={busy}>
            {submitLabel}
          </SubmitButton>
        </div>
      </Form>
    </Panel>
  );
}

/** Whether the account's e-mail is confirmed (docs/product/accounts.md#e-mail-verification). */
export interface EmailStatus {
  email: string | null;
  verified: boolean;
}

export function ProfileForm({ user, outcome }: { user: ProfileValues; outcome?: FormOutcome }) {
  return (
    <ProfileFormPanel
      intent="profile"
      headingId="profilo-dati"
      title="Dati personali e indirizzo"
      formClassName="sm:grid-cols-2"
      submitLabel="Salva i dati"
      outcome={outcome}
    >
      {(refused) => (
        <>
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
          {/* Read only when the e-mail changes: a stolen session alone cannot move the account elsewhere. */}
          <TextField
            id="profilo-password-email"
            name="currentPassword"
            type="password"
            label="Password attuale (solo se cambi l'e-mail)"
            autoComplete="current-password"
            hint="Per cambiare l'indirizzo e-mail ti chiediamo la password."
            error={refused?.errors.currentPassword}
          />
        </>
      )}
    </ProfileFormPanel>
  );
}

/** «Cambia password»; staff and admins are held to the staff rule's length (docs/product/back-office.md#staff-accounts). */
export function PasswordChangeForm({
  outcome,
  minimumLength,
}: {
  outcome?: FormOutcome;
  minimumLength: number;
}) {
  return (
    <ProfileFormPanel
      intent="password"
      headingId="profilo-password"
      title="Cambia password"
      formClassName="max-w-md"
      submitLabel="Cambia password"
      submitVariant="outline"
      outcome={outcome}
    >
      {(refused) => (
        <>
          <TextField
            id="profilo-password-attuale"
            name="currentPassword"
            type="password"
            label="Password attuale"
            required
            autoComplete="current-password"
            error={refused?.errors.currentPassword}
          />
          <NewPasswordFields
            ids={{ newPassword: "profilo-password-nuova", confirmPassword: "profilo-password-conferma" }}
            hint={`Almeno ${minimumLength} caratteri. Cambiandola, esci da tutti gli altri dispositivi.`}
            errors={refused?.errors}
          />
        </>
      )}
    </ProfileFormPanel>
  );
}

/** The e-mail's state under the profile, with «Invia di nuovo il link» while it is unconfirmed. */
export function EmailStatusPanel({ status, outcome }: { status: EmailStatus; outcome?: FormOutcome }) {
  if (!status.email) return null;
  if (status.verified)
    return (
      <Panel headingId="profilo-email" title="Indirizzo e-mail">
        <p className="mt-4 text-slate-800">{`${status.email}: indirizzo confermato.`}</p>
      </Panel>
    );
  return (
    <ProfileFormPanel
      intent="resend-verification"
      headingId="profilo-email"
      title="Indirizzo e-mail"
      formClassName=""
      submitLabel="Invia di nuovo il link"
      submitVariant="outline"
      outcome={outcome}
    >
      {() => (
        <p className="text-slate-800">
          {`${status.email}: indirizzo non ancora confermato. Apri il link che ti abbiamo inviato; finché non lo confermi, a questo indirizzo mandiamo solo i dati essenziali di ordini e pagamenti.`}
        </p>
      )}
    </ProfileFormPanel>
  );
}
