import { z } from "zod";
import { FailedMailTable } from "#app/components/staff/failed-mail-table.tsx";
import { StaffSection } from "#app/components/staff/staff-section.tsx";
import type { MailRetryResult } from "#app/domain/mail/mail-status.ts";
import { refuse } from "#app/domain/refusal.ts";
import { staffPageMeta } from "#app/domain/web/seo.ts";
import { integerLike } from "#app/domain/web/validation.ts";
import { retryFailedMail, staffMailOverview } from "#app/server/mail/staff-mail.server.ts";
import { requireStaff } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { formIntent, pageFormAction } from "#app/server/web/page-actions.server.ts";
import { loadStaffPage } from "#app/server/web/staff-loaders.server.ts";
import type { Route } from "./+types/posta";

const PAGE_PATH = "/gestione/posta";

const INVALID_MAIL = "Messaggio non valido";

const retrySchema = z.object({
  mailId: z.preprocess(integerLike, z.number().int().positive().max(2_147_483_647)),
});

export const meta: Route.MetaFunction = () => staffPageMeta("Posta");

export function loader({ context }: Route.LoaderArgs) {
  return loadStaffPage(context, staffMailOverview);
}

/** "Riprova": a failed message goes back in the queue (audited). */
export async function action({ context, request }: Route.ActionArgs) {
  const staff = requireStaff(context);
  return pageFormAction(
    { context, request },
    {
      unknownIntent: INVALID_MAIL,
      intents: {
        retry: formIntent(
          retrySchema,
          async ({ mailId }) => {
            await retryFailedMail(context.get(dbContext), staff, mailId);
            return {
              result: { ok: true, id: mailId } satisfies MailRetryResult,
              redirectTo: PAGE_PATH,
              toast: {
                title: "Messaggio rimesso in coda",
                description: `Il messaggio n. ${mailId} sarà inviato a breve.`,
                variant: "success",
              },
            };
          },
          { invalid: () => refuse.invalid(INVALID_MAIL) },
        ),
      },
      refused: ({ message }): MailRetryResult => ({ ok: false, message }),
    },
  );
}

export default function MailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { failed, pendingCount } = loaderData;
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Posta</h1>
      <p className="mt-2 text-slate-700">
        Le e-mail che il negozio non è riuscito a inviare dopo tutti i tentativi. «Riprova» le rimette in coda
        con lo stesso identificativo. {pendingCount === 1 ? "1 messaggio" : `${pendingCount} messaggi`} in
        coda.
      </p>
      {actionData && !actionData.ok ? (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {actionData.message}
        </p>
      ) : null}
      <StaffSection id="posta-non-inviata" title="Non inviate">
        <FailedMailTable rows={failed} action={PAGE_PATH} />
      </StaffSection>
    </div>
  );
}
