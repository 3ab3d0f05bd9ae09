import { data } from "react-router";
import { z } from "zod";
import { StaffAccountForm } from "#app/components/staff/staff-account-form.tsx";
import {
  type StaffAccountIntent,
  type StaffAccountResult,
  staffAccountToasts,
} from "#app/components/staff/staff-account-result.ts";
import { StaffAccountTable } from "#app/components/staff/staff-account-table.tsx";
import { StaffSection } from "#app/components/staff/staff-section.tsx";
import { staffAccountSchema } from "#app/domain/staff/staff-accounts.ts";
import { staffPageMeta } from "#app/domain/web/seo.ts";
import { fieldErrors, firstIssueMessage, integerLike } from "#app/domain/web/validation.ts";
import {
  createStaffAccount,
  listStaffAccounts,
  setStaffAccountDisabled,
} from "#app/server/staff/staff-accounts.server.ts";
import { adminOnlyMiddleware, requireAdmin } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { redirectWithToast } from "#app/server/web/flash-toast.server.ts";
import { readFormData } from "#app/server/web/http-body.server.ts";
import {
  formTextFields,
  intentRefusal,
  isEnhancedSubmission,
  serviceErrorResult,
} from "#app/server/web/page-actions.server.ts";
import type { Route } from "./+types/staff";

const PAGE_PATH = "/gestione/staff";
const ECHOED_FIELDS = ["username", "email", "firstName", "lastName", "role"] as const;

const toggleSchema = z.object({
  intent: z.enum(["disable", "enable"]),
  userId: z.preprocess(integerLike, z.number().int().positive().max(2_147_483_647)),
});

export const middleware: Route.MiddlewareFunction[] = [adminOnlyMiddleware];

export const meta: Route.MetaFunction = () => staffPageMeta("Personale");

export async function loader({ context }: Route.LoaderArgs) {
  const admin = requireAdmin(context);
  const accounts = await listStaffAccounts(context.get(dbContext));
  return { accounts, currentUserId: admin.id };
}

/** Creates a staff account, or disables or re-enables one (admins only; each change audited). */
export async function action({ context, request }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const form = await readFormData(request, context);
  const fields = formTextFields(form);
  const intent: StaffAccountIntent =
    fields.intent === "disable" || fields.intent === "enable" ? fields.intent : "create";
  const refusal = intentRefusal(intent, fields, { names: ECHOED_FIELDS, maxLength: 300 });

  const db = context.get(dbContext);
  let username: string;
  try {
    if (intent === "create") {
      const parsed = staffAccountSchema.safeParse(fields);
      if (!parsed.success)
        return data(refusal(firstIssueMessage(parsed.error), fieldErrors(parsed.error)), { status: 400 });
      username = (await createStaffAccount(db, admin, parsed.data)).username;
    } else {
      const parsed = toggleSchema.safeParse(fields);
      if (!parsed.success) return data(refusal("Account non valido"), { status: 400 });
      const { userId } = parsed.data;
      username = (await setStaffAccountDisabled(db, admin, userId, intent === "disable")).username;
    }
  } catch (error) {
    return serviceErrorResult(error, (message) => refusal(message));
  }
  if (isEnhancedSubmission(form)) return { ok: true, intent, username } satisfies StaffAccountResult;
  const toast = staffAccountToasts[intent];
  throw redirectWithToast(context, PAGE_PATH, {
    title: toast.title,
    description: toast.description(username),
    variant: "success",
  });
}

export default function StaffAccountsPage({ loaderData, actionData }: Route.ComponentProps) {
  const postedFailure = actionData && !actionData.ok ? actionData : undefined;
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Personale</h1>
      <p className="mt-2 text-slate-700">
        Gli account che aprono la gestione. Un account disattivato non può più accedere e le sue sessioni
        terminano subito.
      </p>
      {postedFailure && postedFailure.intent !== "create" ? (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {postedFailure.message}
        </p>
      ) : null}
      <StaffSection id="staff-elenco" title="Account">
        <StaffAccountTable
          accounts={loaderData.accounts}
          currentUserId={loaderData.currentUserId}
          action={PAGE_PATH}
        />
      </StaffSection>
      <StaffSection id="staff-nuovo" title="Nuovo account" className="mt-10 max-w-3xl">
        <StaffAccountForm action={PAGE_PATH} postedResult={postedFailure} />
      </StaffSection>
    </div>
  );
}
