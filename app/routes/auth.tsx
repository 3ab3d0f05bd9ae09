import { redirect } from "react-router";
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
import { authenticate, registerUser } from "#app/server/accounts/accounts.server.ts";
import { endSession, startSession } from "#app/server/accounts/sessions.server.ts";
import {
  currentSessionContext,
  currentUserContext,
  dbContext,
  requestInfoContext,
  sessionConfigContext,
} from "#app/server/web/context.server.ts";
import { echoFields, formIntent, pageFormAction } from "#app/server/web/page-actions.server.ts";
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
  const db = context.get(dbContext);
  const signedIn = async (intent: Intent, user: PublicUser, form: FormData) => {
    const previous = context.get(currentSessionContext);
    if (previous) await endSession(db, previous);
    const redirectTo = safeRedirectPath(
      form.get("redirectTo") ?? new URL(request.url).searchParams.get("redirectTo"),
    );
    return {
      result: { ok: true, intent, redirectTo, username: user.username } satisfies AuthActionResult,
      redirectTo,
      headers: { "Set-Cookie": await startSession(db, user, context.get(sessionConfigContext)) },
    };
  };
  return pageFormAction(
    { request, context },
    {
      fallbackIntent: "login",
      echo: echoFields(ECHOED_FIELDS, 300),
      intents: {
        login: formIntent(loginSchema, async (input, form) =>
          signedIn("login", await authenticate(db, input, context.get(requestInfoContext).clientIp), form),
        ),
        register: formIntent(
          registerSchema,
          async (input, form) => signedIn("register", await registerUser(db, input), form),
          // Every sign-up counts, a refused one too: probing for taken names is what the limit slows down.
          { admit: () => enforceRegistrationLimit(context).then(() => undefined) },
        ),
      } satisfies Record<Intent, unknown>,
      // The schema's refusal goes beside its fields; the service's (401, 409, 429…) above the form.
      refused: ({ intent, message, errors, values }): AuthActionResult =>
        Object.keys(errors).length > 0
          ? { ok: false, intent, values, errors }
          : { ok: false, intent, values, formError: message },
      unexpected: {
        log: "sign-in or sign-up failed",
        message: (intent) => failureFallback[intent],
        details: (intent) => ({ intent }),
      },
    },
  );
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
