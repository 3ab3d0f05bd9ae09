import { z } from "zod";
import { StaffAccountForm } from "#app/components/staff/staff-account-form.tsx";
import {
  type StaffAccountIntent,
  type StaffAccountResult,
  staffAccountToasts,
} from "#app/components/staff/staff-account-result.ts";
import { StaffAccountTable } from "#app/components/staff/staff-account-table.tsx";
import { StaffSection } from "#app/components/staff/staff-section.tsx";
import { refuse } from "#app/domain/refusal.ts";
import { staffAccountSchema } from "#app/domain/staff/staff-accounts.ts";
import { staffPageMeta } from "#app/domain/web/seo.ts";
import { integerLike } from "#app/domain/web/validation.ts";
import {
  createStaffAccount,
  listStaffAccounts,
  setStaffAccountDisabled,
  setStaffPricePermission,
} from "#app/server/staff/staff-accounts.server.ts";
import { adminOnlyMiddleware, requireAdmin } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { formIntent, pageFormAction } from "#app/server/web/page-actions.server.ts";
import type { Route } from "./+types/staff";

const PAGE_PATH = "/gestione/staff";
const ECHOED_FIELDS = { username: 300, email: 300, firstName: 300, lastName: 300, role: 300 };

const toggleSchema = z.object({
  intent: z.enum(["disable", "enable", "grant-prices", "revoke-prices"]),
  userId: z.preprocess(integerLike, z.number().int().positive().max(2_147_483_647)),
});

export const middleware: Route.MiddlewareFunction[] = [adminOnlyMiddleware];

export const meta: Route.MetaFunction = () => staffPageMeta("Personale");

export async function loader({ context }: Route.LoaderArgs) {
  const admin = requireAdmin(context);
  const accounts = await listStaffAccounts(context.get(dbContext));
  return { accounts, currentUserId: admin.id };
}

/** Creates a staff account, disables or re-enables one, grants or takes back the price permission (admins only; audited). */
export async function action({ context, request }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const db = context.get(dbContext);
  const done = (intent: StaffAccountIntent, username: string) => {
    const toast = staffAccountToasts[intent];
    return {
      result: { ok: true, intent, username } satisfies StaffAccountResult,
      redirectTo: PAGE_PATH,
      toast: { title: toast.title, description: toast.description(username), variant: "success" as const },
    };
  };
  const toggle = (intent: "disable" | "enable") =>
    formIntent(
      toggleSchema,
      async ({ userId }) =>
        done(intent, (await setStaffAccountDisabled(db, admin, userId, intent === "disable")).username),
      { invalid: () => refuse.invalid("Account non valido") },
    );
  const pricePermission = (intent: "grant-prices" | "revoke-prices") =>
    formIntent(
      toggleSchema,
      async ({ userId }) =>
        done(intent, (await setStaffPricePermission(db, admin, userId, intent === "grant-prices")).username),
      { invalid: () => refuse.invalid("Account non valido") },
    );
  return pageFormAction(
    { context, request },
    {
      echo: ECHOED_FIELDS,
      fallbackIntent: "create",
      intents: {
        create: formIntent(staffAccountSchema, async (input) =>
          done("create", (await createStaffAccount(db, admin, input)).username),
        ),
        disable: toggle("disable"),
        enable: toggle("enable"),
        "grant-prices": pricePermission("grant-prices"),
        "revoke-prices": pricePermission("revoke-prices"),
      } satisfies Record<StaffAccountIntent, unknown>,
    },
  );
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
