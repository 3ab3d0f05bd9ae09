import { data, redirect } from "react-router";
import { AccountBenefits } from "#app/components/accounts/account-benefits.tsx";
import {
  type AuthActionResult,
  failureFallback,
  type Intent,
} from "#app/components/accounts/auth-submission.ts";
import { AuthTabs } from "#app/components/accounts/auth-tabs.tsx";
import { loginSchema, registerSchema, safeRedirectPath } from "#app/domain/accounts/account-schemas.ts";
import type { PublicUser } from "#app/domain/accounts/public-user.ts";
import type { AuthTab } from "#app/domain/accounts/sign-in-path.ts";
import { staticPageMeta } from "#app/domain/web/seo.ts";
import { fieldErrors } from "#app/domain/web/validation.ts";
import { authenticate, registerUser } from "#app/server/accounts/accounts.server.ts";
import { endSession, startSession } from "#app/server/accounts/sessions.server.ts";
import {
  currentSessionContext,
  currentUserContext,
  dbContext,
  requestInfoContext,
  sessionConfigContext,
} from "#app/server/web/context.server.ts";
import { readFormData } from "#app/server/web/http-body.server.ts";
import { isEnhancedSubmission, serviceErrorResult } from "#app/server/web/page-actions.server.ts";
import { enforceRegistrationLimit } from "#app/server/web/public-forms.server.ts";
import type { Route } from "./+types/auth";

const ECHOED_FIELDS = ["username", "firstName", "lastName", "email", "phone", "address"] as const;

export const meta: Route.MetaFunction = staticPageMeta({
  title: "Accedi o registrati",
  description:
    "Accedi al tuo account o registrati per ricevere preventivi personalizzati, salvare i tuoi progetti di serramenti e ordinare in modo semplice.",
  path: "/auth",
  noindex: true,
});

export function loader({ context, request }: Route.LoaderArgs) {
  if (context.get(currentUserContext)) throw redirect("/");
  const url = new URL(request.url);
  const tab: AuthTab = url.searchParams.get("tab") === "registrati" ? "registrati" : "accedi";
  return { tab, redirectTo: safeRedirectPath(url.searchParams.get("redirectTo")) };
}

/**
 * Signs in (intent=login) or creates the account (intent=register), always with
 * a new session id. A plain form post is redirected with the cookie; an
 * enhanced submission gets data, so that the page can greet the user before navigating.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request, context);
  const intent: Intent = form.get("intent") === "register" ? "register" : "login";
  const redirectTo = safeRedirectPath(
    form.get("redirectTo") ?? new URL(request.url).searchParams.get("redirectTo"),
  );
  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") fields[key] = value;
  const values: Record<string, string> = {};
  for (const key of ECHOED_FIELDS) if (fields[key]) values[key] = fields[key].slice(0, 300);

  const refuse = (status: number, details: { errors?: Record<string, string>; formError?: string }) =>
    data<AuthActionResult>({ ok: false, intent, values, ...details }, { status });
  const refusal = (formError: string): AuthActionResult => ({ ok: false, intent, values, formError });

  const db = context.get(dbContext);
  let user: PublicUser;
  try {
    if (intent === "register") {
      await enforceRegistrationLimit(context);
      const parsed = registerSchema.safeParse(fields);
      if (!parsed.success) return refuse(400, { errors: fieldErrors(parsed.error) });
      user = await registerUser(db, parsed.data);
    } else {
      const parsed = loginSchema.safeParse(fields);
      if (!parsed.success) return refuse(400, { errors: fieldErrors(parsed.error) });
      user = await authenticate(db, parsed.data, context.get(requestInfoContext).clientIp);
    }
  } catch (error) {
    return serviceErrorResult(error, refusal, { log: `${intent} failed`, message: failureFallback[intent] });
  }

  const previous = context.get(currentSessionContext);
  if (previous) await endSession(db, previous);
  const headers = { "Set-Cookie": await startSession(db, user, context.get(sessionConfigContext)) };
  if (isEnhancedSubmission(form)) {
    return data<AuthActionResult>({ ok: true, intent, redirectTo, username: user.username }, { headers });
  }
  return redirect(redirectTo, { headers });
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <div className="grid items-start gap-8 lg:grid-cols-5">
        <AuthTabs initialTab={loaderData.tab} redirectTo={loaderData.redirectTo} actionData={actionData} />
        <AccountBenefits />
      </div>
    </div>
  );
}
