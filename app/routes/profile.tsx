import { data } from "react-router";
import { type FormOutcome, PasswordChangeForm, ProfileForm } from "#app/components/account/profile-forms.tsx";
import { passwordChangeSchema, profileSchema } from "#app/domain/account-schemas.ts";
import { staticPageMeta } from "#app/domain/seo.ts";
import { fieldErrors } from "#app/domain/validation.ts";
import { changePassword, updateProfile } from "#app/server/account-profile.server.ts";
import { requirePageUser } from "#app/server/http/auth-guards.server.ts";
import { currentSessionContext, dbContext } from "#app/server/http/context.server.ts";
import { redirectWithToast } from "#app/server/http/flash-toast.server.ts";
import { formTextFields, serviceErrorResult } from "#app/server/http/page-actions.server.ts";
import { readFormData } from "#app/server/http/request-body.server.ts";
import type { Route } from "./+types/profile";

// "I miei dati" (docs/product/accounts.md#profile).

export const meta: Route.MetaFunction = staticPageMeta({
  title: "I miei dati",
  description: "I tuoi dati di contatto, l'indirizzo per le consegne e la password.",
  path: "/profilo",
  noindex: true,
});

export function loader({ context, request }: Route.LoaderArgs) {
  const user = requirePageUser(context, request);
  return { user };
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
      return serviceErrorResult(error, (message) => refuse(message, { currentPassword: message }));
    }
    return redirectWithToast(context, "/profilo", {
      title: "Password cambiata",
      description: "Sei uscito da tutti gli altri dispositivi.",
    });
  }
  const values: Record<string, string> = {};
  for (const name of PROFILE_FIELDS) values[name] = (fields[name] ?? "").slice(0, 300);
  const parsed = profileSchema.safeParse(fields);
  if (!parsed.success) {
    const outcome: FormOutcome = {
      intent: "profile",
      message: "Controlla i campi evidenziati",
      errors: fieldErrors(parsed.error),
      values,
    };
    return data(outcome, { status: 400 });
  }
  await updateProfile(db, user.id, parsed.data);
  return redirectWithToast(context, "/profilo", {
    title: "Dati salvati",
    description: "Li useremo per le consegne e per compilare il checkout.",
  });
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-slate-900">I miei dati</h1>
      <p className="mt-2 text-slate-700">{`Account: ${loaderData.user.username}`}</p>
      <div className="mt-8 space-y-6">
        <ProfileForm user={loaderData.user} outcome={actionData} />
        <PasswordChangeForm outcome={actionData} />
      </div>
    </div>
  );
}
