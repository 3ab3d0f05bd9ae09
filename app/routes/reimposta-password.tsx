import { data, Link } from "react-router";
import type { z } from "zod";
import { PasswordResetForm } from "#app/components/accounts/password-recovery-forms.tsx";
import { passwordResetSchema, RESET_LINK_INVALID_MESSAGE } from "#app/domain/accounts/account-schemas.ts";
import { refuse } from "#app/domain/refusal.ts";
import { staticPageMeta } from "#app/domain/web/seo.ts";
import { fieldErrors } from "#app/domain/web/validation.ts";
import { isResetLinkUsable, resetPassword } from "#app/server/accounts/password-reset.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { formIntent, pageFormAction } from "#app/server/web/page-actions.server.ts";
import { refusalStatus } from "#app/server/web/refusal-status.server.ts";
import type { Route } from "./+types/reimposta-password";

// The page a reset link opens (docs/product/accounts.md#password-recovery).

export const meta: Route.MetaFunction = staticPageMeta({
  title: "Nuova password",
  description: "Scegli una nuova password per il tuo account.",
  path: "/reimposta-password",
  noindex: true,
});

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export async function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const usable = TOKEN_PATTERN.test(token) && (await isResetLinkUsable(context.get(dbContext), token));
  return data({ token: usable ? token : null }, { status: usable ? 200 : refusalStatus("invalid") });
}

/** A link that no longer works is said as such; other fields are refused beside each one. */
function invalidReset(error: z.ZodError) {
  const errors = fieldErrors(error);
  if (errors.token) return refuse.invalid(RESET_LINK_INVALID_MESSAGE);
  return refuse.invalid("Controlla i campi evidenziati", { fields: errors });
}

export async function action({ context, request }: Route.ActionArgs) {
  return pageFormAction(
    { context, request },
    {
      fallbackIntent: "reset",
      intents: {
        reset: formIntent(
          passwordResetSchema,
          async ({ token, newPassword }) => {
            await resetPassword(context.get(dbContext), token, newPassword);
            return {
              redirectTo: "/auth",
              toast: {
                title: "Password cambiata",
                description: "Accedi con la nuova password: le altre sessioni sono state chiuse.",
              },
            };
          },
          { invalid: invalidReset },
        ),
      },
      refused: ({ message, errors }) => ({ message, errors }),
    },
  );
}

export default function PasswordResetPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-slate-900">Scegli una nuova password</h1>
      {actionData?.message ? (
        <p role="alert" className="mt-4 font-medium text-red-800">
          {actionData.message}
        </p>
      ) : null}
      {loaderData.token ? (
        <PasswordResetForm token={loaderData.token} errors={actionData?.errors ?? {}} />
      ) : (
        <p className="mt-4 text-slate-800">
          {RESET_LINK_INVALID_MESSAGE}{" "}
          <Link to="/password-dimenticata" className="font-semibold text-brand-800 underline">
            Chiedi un nuovo link
          </Link>
        </p>
      )}
    </div>
  );
}
