import { data } from "react-router";
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
import { isRefusal } from "#app/domain/refusal.ts";
import { STAFF_PASSWORD_MIN_LENGTH } from "#app/domain/staff/staff-accounts.ts";
import { isStaffRole } from "#app/domain/staff/staff-roles.ts";
import { staticPageMeta } from "#app/domain/web/seo.ts";
import { fieldErrors } from "#app/domain/web/validation.ts";
import { accountEmailStatus, resendEmailVerification } from "#app/server/accounts/account-email.server.ts";
import { changePassword, updateProfile } from "#app/server/accounts/account-profile.server.ts";
import { requirePageUser } from "#app/server/web/auth-guards.server.ts";
import { currentSessionContext, dbContext } from "#app/server/web/context.server.ts";
import { redirectWithToast } from "#app/server/web/flash-toast.server.ts";
import { readFormData } from "#app/server/web/http-body.server.ts";
import { formTextFields, serviceErrorResult } from "#app/server/web/page-actions.server.ts";
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
  return { user, emailStatus: await accountEmailStatus(context.get(dbContext), user.id) };
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
];

/** A refused service call as the form's outcome: each field's message, else the message beside `field`. */
function refusedByService(
  error: unknown,
  field: string,
  outcome: (message: string, errors: Record<string, string>) => FormOutcome,
) {
  return serviceErrorResult(error, (message) =>
    outcome(
      message,
      isRefusal(error) && Object.keys(error.fields).length > 0 ? { ...error.fields } : { [field]: message },
    ),
  );
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = requirePageUser(context, request);
  const fields = formTextFields(await readFormData(request, context));
  const db = context.get(dbContext);
  if (fields.intent === "password") {
    const refuse = (message: string, errors: Record<string, string> = {}): FormOutcome => ({
      intent: "password",
      message,
      errors,
      values: {},
    });
    const parsed = passwordChangeSchema.safeParse(fields);
    if (!parsed.success)
      return data(refuse("Controlla i campi evidenziati", fieldErrors(parsed.error)), { status: 400 });
    try {
      await changePassword(db, user.id, context.get(currentSessionContext), parsed.data);
    } catch (error) {
      return refusedByService(error, "currentPassword", refuse);
    }
    return redirectWithToast(context, "/profilo", {
      title: "Password cambiata",
      description: "Sei uscito da tutti gli altri dispositivi.",
    });
  }
  if (fields.intent === "resend-verification") {
    try {
      await resendEmailVerification(db, user.id);
    } catch (error) {
      return refusedByService(error, "email", (message, errors) => ({
        intent: "resend-verification",
        message,
        errors,
        values: {},
      }));
    }
    return redirectWithToast(context, "/profilo", {
      title: "Link inviato",
      description: "Ti abbiamo inviato un nuovo link di conferma: aprilo entro 48 ore.",
    });
  }
  const values: Record<string, string> = {};
  for (const name of PROFILE_FIELDS) values[name] = (fields[name] ?? "").slice(0, 300);
  const refuse = (message: string, errors: Record<string, string>): FormOutcome => ({
    intent: "profile",
    message,
    errors,
    values,
  });
  const parsed = profileSchema.safeParse(fields);
  if (!parsed.success)
    return data(refuse("Controlla i campi evidenziati", fieldErrors(parsed.error)), { status: 400 });
  let saved: Awaited<ReturnType<typeof updateProfile>>;
  try {
    saved = await updateProfile(db, user.id, parsed.data, fields.currentPassword);
  } catch (error) {
    return refusedByService(error, "currentPassword", refuse);
  }
  return redirectWithToast(context, "/profilo", {
    title: "Dati salvati",
    description: saved.emailChanged
      ? "Ti abbiamo inviato un link di conferma al nuovo indirizzo e-mail: aprilo entro 48 ore per confermarlo."
      : "Li useremo per le consegne e per compilare il checkout.",
  });
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
