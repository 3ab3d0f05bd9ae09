import { z } from "zod";
import {
  EmailStatusPanel,
  type FormOutcome,
  PasswordChangeForm,
  ProfileForm,
} from "#app/components/accounts/profile-forms.tsx";
import {
  PASSWORD_MIN_LENGTH,
  passwordChangeSchema,
  profileSchema,
} from "#app/domain/accounts/account-schemas.ts";
import { refuse } from "#app/domain/refusal.ts";
import { STAFF_PASSWORD_MIN_LENGTH } from "#app/domain/staff/staff-accounts.ts";
import { isStaffRole } from "#app/domain/staff/staff-roles.ts";
import { staticPageMeta } from "#app/domain/web/seo.ts";
import { fieldErrors } from "#app/domain/web/validation.ts";
import { accountEmailStatus, resendEmailVerification } from "#app/server/accounts/account-email.server.ts";
import {
  changePassword,
  profileFiscalCode,
  updateProfile,
} from "#app/server/accounts/account-profile.server.ts";
import { requirePageUser } from "#app/server/web/auth-guards.server.ts";
import { currentSessionContext, dbContext } from "#app/server/web/context.server.ts";
import { formIntent, formTextFields, pageFormAction } from "#app/server/web/page-actions.server.ts";
import type { Route } from "./+types/profilo";

// "I miei dati" (docs/product/accounts.md#profile).

export const meta: Route.MetaFunction = staticPageMeta({
  title: "I miei dati",
  description: "I tuoi dati di contatto, l'indirizzo per le consegne e la password.",
  path: "/profilo",
  noindex: true,
});

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requirePageUser(context, request);
  const db = context.get(dbContext);
  const [emailStatus, fiscalCode] = await Promise.all([
    accountEmailStatus(db, user.id),
    profileFiscalCode(db, user.id),
  ]);
  return { user: { ...user, fiscalCode }, emailStatus };
}

const PROFILE_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "address",
  "city",
  "postalCode",
  "province",
  "fiscalCode",
];

/** A form the schema refused: one message above it, each field's beside it. */
const checkTheFields = (error: z.ZodError) =>
  refuse.invalid("Controlla i campi evidenziati", { fields: fieldErrors(error) });

export async function action({ context, request }: Route.ActionArgs) {
  const user = requirePageUser(context, request);
  const db = context.get(dbContext);
  const saved = (title: string, description: string) => ({
    redirectTo: "/profilo",
    toast: { title, description },
  });
  return pageFormAction(
    { context, request },
    {
      fallbackIntent: "profile",
      intents: {
        profile: formIntent(
          profileSchema,
          async (input, form) => {
            const { emailChanged } = await updateProfile(
              db,
              user.id,
              input,
              formTextFields(form).currentPassword,
            );
            return saved(
              "Dati salvati",
              emailChanged
                ? "Ti abbiamo inviato un link di conferma al nuovo indirizzo e-mail: aprilo entro 48 ore per confermarlo."
                : "Li useremo per le consegne e per compilare il checkout.",
            );
          },
          { invalid: checkTheFields, refusalField: "currentPassword" },
        ),
        password: formIntent(
          passwordChangeSchema,
          async (input) => {
            await changePassword(db, user.id, context.get(currentSessionContext), input);
            return saved("Password cambiata", "Sei uscito da tutti gli altri dispositivi.");
          },
          { invalid: checkTheFields, refusalField: "currentPassword" },
        ),
        "resend-verification": formIntent(
          z.object({}),
          async () => {
            await resendEmailVerification(db, user.id);
            return saved(
              "Link inviato",
              "Ti abbiamo inviato un nuovo link di conferma: aprilo entro 48 ore.",
            );
          },
          { refusalField: "email" },
        ),
      } satisfies Record<FormOutcome["intent"], unknown>,
      // Only the profile's form is drawn again as typed; never a password.
      refused: ({ intent, message, errors }, fields): FormOutcome => ({
        intent,
        message,
        errors,
        values:
          intent === "profile"
            ? Object.fromEntries(PROFILE_FIELDS.map((name) => [name, (fields[name] ?? "").slice(0, 300)]))
            : {},
      }),
    },
  );
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-slate-900">I miei dati</h1>
      <p className="mt-2 text-slate-700">{`Account: ${loaderData.user.username}`}</p>
      <div className="mt-8 space-y-6">
        <ProfileForm user={loaderData.user} outcome={actionData} />
        <EmailStatusPanel status={loaderData.emailStatus} outcome={actionData} />
        <PasswordChangeForm
          outcome={actionData}
          minimumLength={isStaffRole(loaderData.user.role) ? STAFF_PASSWORD_MIN_LENGTH : PASSWORD_MIN_LENGTH}
        />
      </div>
    </div>
  );
}
