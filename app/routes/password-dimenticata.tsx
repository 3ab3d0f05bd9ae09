import { PasswordResetRequestForm } from "#app/components/accounts/password-recovery-forms.tsx";
import { passwordResetRequestSchema } from "#app/domain/accounts/account-schemas.ts";
import { company } from "#app/domain/documents/company.ts";
import { refuse } from "#app/domain/refusal.ts";
import { staticPageMeta } from "#app/domain/web/seo.ts";
import { firstIssueMessage } from "#app/domain/web/validation.ts";
import { requestPasswordReset } from "#app/server/accounts/password-reset.server.ts";
import { afterAnswerContext } from "#app/server/web/after-answer.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { formIntent, pageFormAction } from "#app/server/web/page-actions.server.ts";
import { enforcePasswordResetLimit } from "#app/server/web/public-forms.server.ts";
import type { Route } from "./+types/password-dimenticata";

// "Password dimenticata?" (docs/product/accounts.md#password-recovery): the
// same answer whether or not the account exists, and whether or not it has an
// e-mail; accounts without one are told, to everyone alike, to contact the shop.
// The link is prepared after the answer is sent, so that the answer takes as
// long whether or not the account exists.

export const meta: Route.MetaFunction = staticPageMeta({
  title: "Password dimenticata",
  description: "Ricevi via e-mail un link per scegliere una nuova password.",
  path: "/password-dimenticata",
  noindex: true,
});

const RESET_REQUESTED_MESSAGE =
  "Se il nome utente o l'e-mail corrispondono a un account con un indirizzo e-mail, ti abbiamo inviato un link per scegliere una nuova password. Il link vale 30 minuti.";

export async function action({ context, request }: Route.ActionArgs) {
  const db = context.get(dbContext);
  return pageFormAction(
    { context, request },
    {
      fallbackIntent: "request",
      intents: {
        request: formIntent(
          passwordResetRequestSchema,
          async ({ identifier }) => {
            await enforcePasswordResetLimit(context);
            context
              .get(afterAnswerContext)
              .defer("password reset request", () => requestPasswordReset(db, identifier));
            return { result: { sent: true, error: undefined } };
          },
          { invalid: (error) => refuse.invalid(firstIssueMessage(error, "Dato non valido")) },
        ),
      },
      refused: ({ message }) => ({ sent: false, error: message }),
    },
  );
}

export default function PasswordForgottenPage({ actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-slate-900">Password dimenticata</h1>
      {actionData?.sent ? (
        <p role="status" className="mt-6 rounded-lg border border-green-700 bg-green-50 p-5 text-slate-900">
          {RESET_REQUESTED_MESSAGE}
        </p>
      ) : (
        <>
          <p className="mt-3 text-slate-800">
            Scrivi il nome utente o l'e-mail del tuo account: ti invieremo un link per sceglierne una nuova.
          </p>
          <PasswordResetRequestForm error={actionData?.error} />
        </>
      )}
      <p className="mt-6 text-sm text-slate-700">
        {`Il tuo account non ha un indirizzo e-mail? Contattaci al ${company.phone} o a ${company.email}: verificheremo la tua identità e ti aiuteremo ad accedere.`}
      </p>
    </div>
  );
}
