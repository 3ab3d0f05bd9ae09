import { Download } from "lucide-react";
import { z } from "zod";
import { BackLink } from "#app/components/layout/back-link.tsx";
import {
  type AnonymiseResult,
  CustomerAnonymiseForm,
} from "#app/components/staff/customers/customer-anonymise-form.tsx";
import { CustomerRecords } from "#app/components/staff/customers/customer-records.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { type Description, DescriptionList } from "#app/components/ui/description-list.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { PhoneLink } from "#app/components/ui/phone-link.tsx";
import { formatDateShort } from "#app/domain/italian-formats/dates.ts";
import type { CustomerAccount } from "#app/domain/staff/customer-accounts.ts";
import { staffPageMeta } from "#app/domain/web/seo.ts";
import { getCustomerDetail } from "#app/server/staff/customer-accounts.server.ts";
import { anonymiseCustomer } from "#app/server/staff/customer-privacy.server.ts";
import { requireStaff } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { formIntent, pageFormAction } from "#app/server/web/page-actions.server.ts";
import { orStaffNotFound, staffRecordId } from "#app/server/web/staff-record.server.ts";
import type { Route } from "./+types/cliente";

// One customer (docs/product/back-office.md#gdpr): the account, what it
// holds (read only), and the GDPR export and anonymisation.

/** An id that cannot be, a staff account and a missing one are the same 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  requireStaff(context);
  const id = staffRecordId(params.id);
  return orStaffNotFound(async () => ({ detail: await getCustomerDetail(context.get(dbContext), id) }));
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffPageMeta(loaderData ? `Cliente ${loaderData.detail.account.username}` : "Cliente");

/** "Anonimizza" (the page's only change; audited by the service). */
export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const id = staffRecordId(params.id);
  return pageFormAction(
    { context, request },
    {
      intents: {
        anonymise: formIntent(z.object({}), async () => {
          const { username } = await anonymiseCustomer(context.get(dbContext), staff, id);
          const message = `Cliente anonimizzato: ora è ${username}`;
          return {
            result: { ok: true, message } satisfies AnonymiseResult,
            redirectTo: `/gestione/clienti/${id}`,
            toast: { title: message, variant: "success" },
          };
        }),
      },
      refused: ({ message }): AnonymiseResult => ({ ok: false, message }),
    },
  );
}

/** The account's facts; what the customer never gave reads "—". */
function accountFacts(account: CustomerAccount): Description[] {
  const facts: [string, string | null][] = [
    ["Nome utente", account.username],
    ["Nome", account.firstName],
    ["Cognome", account.lastName],
    ["E-mail", account.email],
    ["Telefono", account.phone],
    ["Indirizzo", account.address],
    ["Città", [account.postalCode, account.city].filter(Boolean).join(" ") || null],
    ["Cliente dal", formatDateShort(account.createdAt)],
  ];
  return facts.map(([term, detail]) => ({
    term,
    detail: term === "Telefono" ? <PhoneLink phone={detail} /> : (detail ?? "—"),
  }));
}

export default function CustomerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { detail } = loaderData;
  const { account } = detail;
  const path = `/gestione/clienti/${account.id}`;
  return (
    <div>
      <BackLink to="/gestione/clienti">Torna ai clienti</BackLink>
      <h1 className="mt-4 text-3xl font-bold break-all text-slate-900">Cliente {account.username}</h1>
      {actionData && !actionData.ok ? (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {actionData.message}
        </p>
      ) : null}
      <Panel headingId="cliente-account" title="Account" className="mt-6">
        <DescriptionList
          className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 xl:grid-cols-4"
          termClassName="text-slate-700"
          detailClassName="font-medium break-all text-slate-900"
          items={accountFacts(account)}
        />
        <h3 className="mt-6 text-base font-semibold text-slate-900">Dati personali (GDPR)</h3>
        {account.anonymizedAt ? (
          <p className="mt-2 text-sm text-slate-800">
            Anonimizzato il{" "}
            <time dateTime={account.anonymizedAt}>{formatDateShort(account.anonymizedAt)}</time>.
          </p>
        ) : null}
        <div className="mt-3 flex flex-wrap gap-3">
          {/* A plain form, not the router's: the answer is a file the browser downloads. The export is
              audited, so it is a POST (docs/product/back-office.md#gdpr). */}
          <form method="post" action={`${path}/esporta`}>
            <button type="submit" className={buttonClass({ variant: "outline", size: "sm" })}>
              <Download aria-hidden="true" className="size-4" />
              Esporta dati
            </button>
          </form>
          {account.anonymizedAt ? null : <CustomerAnonymiseForm action={path} username={account.username} />}
        </div>
      </Panel>
      <CustomerRecords detail={detail} />
    </div>
  );
}
