import { z } from "zod";
import { BackLink } from "#app/components/layout/back-link.tsx";
import { JobPurchaseOrders } from "#app/components/purchasing/job-purchase-orders.tsx";
import { JobAccountForm } from "#app/components/staff/jobs/job-account-form.tsx";
import { JobAppointments } from "#app/components/staff/jobs/job-appointments.tsx";
import { JobDetailsForm } from "#app/components/staff/jobs/job-details-form.tsx";
import { JobMoney } from "#app/components/staff/jobs/job-money.tsx";
import { JobRecords } from "#app/components/staff/jobs/job-records.tsx";
import { NewOfferForm } from "#app/components/staff/offers/new-offer-form.tsx";
import { type Description, DescriptionList } from "#app/components/ui/description-list.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { PhoneLink } from "#app/components/ui/phone-link.tsx";
import { formatDateShort } from "#app/domain/italian-formats/dates.ts";
import {
  jobCustomerAccountFieldNames,
  jobCustomerAccountSchema,
} from "#app/domain/jobs/job-customer-account.ts";
import { jobDetailsFieldNames, jobDetailsFormSchema } from "#app/domain/jobs/job-details.ts";
import { type JobDetail, STAFF_JOBS_PATH, staffJobPath } from "#app/domain/jobs/job-view.ts";
import { staffOfferPath } from "#app/domain/offers/offer-paths.ts";
import { staffPageMeta } from "#app/domain/web/seo.ts";
import { getJobAppointments } from "#app/server/appointments/job-appointments.server.ts";
import { createJobCustomerAccount } from "#app/server/jobs/job-customer-account.server.ts";
import { getJobDetail } from "#app/server/jobs/job-detail.server.ts";
import { updateJobDetails } from "#app/server/jobs/job-edits.server.ts";
import { jobMoney } from "#app/server/jobs/job-money.server.ts";
import { createOfferForJob } from "#app/server/offers/offer-creation.server.ts";
import { jobPurchaseOrders } from "#app/server/purchasing/purchasing-views.server.ts";
import { requireStaff } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { doneWithMessage, formIntent, pageFormAction } from "#app/server/web/page-actions.server.ts";
import { orStaffNotFound } from "#app/server/web/staff-record.server.ts";
import type { Route } from "./+types/commessa";

// One job (docs/product/jobs.md#the-job-page): who, where, and everything that
// happened, read only for now.

export async function loader({ context, params }: Route.LoaderArgs) {
  requireStaff(context);
  return orStaffNotFound(async () => ({
    detail: await getJobDetail(context.get(dbContext), params.number ?? ""),
    appointments: await getJobAppointments(context.get(dbContext), params.number ?? ""),
    purchaseOrders: await jobPurchaseOrders(context.get(dbContext), params.number ?? ""),
    money: await jobMoney(context.get(dbContext), params.number ?? ""),
  }));
}

/** «Salva i dati» (the customer and the site, audited by the service) and «Nuova offerta». */
export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const number = params.number ?? "";
  return pageFormAction(
    { context, request },
    {
      intents: {
        details: formIntent(jobDetailsFormSchema, async (edit) =>
          doneWithMessage(
            "details",
            await updateJobDetails(context.get(dbContext), staff, number, edit),
            staffJobPath(number),
          ),
        ),
        account: formIntent(jobCustomerAccountSchema, async (input) => {
          const { email } = await createJobCustomerAccount(context.get(dbContext), staff, number, input);
          return doneWithMessage(
            "account",
            `Account creato: invito inviato a ${email}`,
            staffJobPath(number),
          );
        }),
        "new-offer": formIntent(z.object({}), async () => {
          const offer = await createOfferForJob(context.get(dbContext), staff, number);
          return {
            redirectTo: staffOfferPath(offer),
            toast: { title: `Offerta ${offer} creata`, variant: "success" as const },
          };
        }),
      },
      echo: Object.fromEntries(
        [...jobDetailsFieldNames, ...jobCustomerAccountFieldNames].map((name) => [name, 1000]),
      ),
    },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffPageMeta(loaderData ? `Commessa ${loaderData.detail.number}` : "Commessa");

const unknown = "—";

function customerFacts({ customer, createdAt }: JobDetail): Description[] {
  return [
    { term: "Nome", detail: customer.name },
    { term: "E-mail", detail: customer.email ?? unknown },
    { term: "Telefono", detail: <PhoneLink phone={customer.phone} /> },
    { term: "Aperta il", detail: formatDateShort(createdAt) },
  ];
}

function siteFacts({ site }: JobDetail): Description[] {
  const place = [site.postalCode, site.city, site.province ? `(${site.province})` : null].filter(Boolean);
  return [
    { term: "Indirizzo", detail: site.street ?? unknown },
    { term: "Località", detail: place.join(" ") || unknown },
    { term: "Piano", detail: site.floor ?? unknown },
    { term: "Ascensore", detail: site.lift === null ? unknown : site.lift ? "Sì" : "No" },
    { term: "Note di accesso", detail: site.accessNotes || unknown },
  ];
}

const listClasses = {
  className: "mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2",
  termClassName: "text-slate-700",
  detailClassName: "font-medium break-words text-slate-900",
};

export default function JobPage({ loaderData, actionData }: Route.ComponentProps) {
  const { detail } = loaderData;
  return (
    <div>
      <BackLink to={STAFF_JOBS_PATH}>Torna alle commesse</BackLink>
      <h1 className="mt-4 text-3xl font-bold break-words text-slate-900">Commessa {detail.number}</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Panel headingId="commessa-cliente" title="Cliente">
          <DescriptionList {...listClasses} items={customerFacts(detail)} />
          {detail.customer.accountHref ? (
            <p className="mt-3 text-sm">
              <a href={detail.customer.accountHref} className="text-brand-800 underline">
                Apri l'account del cliente
              </a>
            </p>
          ) : (
            <JobAccountForm
              detail={detail}
              action={staffJobPath(detail.number)}
              refused={
                actionData && !actionData.ok && actionData.intent === "account"
                  ? { ...actionData, intent: "account" }
                  : undefined
              }
            />
          )}
        </Panel>
        <Panel headingId="commessa-cantiere" title="Cantiere">
          <DescriptionList {...listClasses} items={siteFacts(detail)} />
        </Panel>
      </div>
      <JobDetailsForm
        detail={detail}
        action={staffJobPath(detail.number)}
        postedResult={
          actionData && !actionData.ok && actionData.intent === "details"
            ? { ...actionData, intent: "details" }
            : undefined
        }
      />
      <JobAppointments data={loaderData.appointments} />
      <JobRecords detail={detail} newOffer={<NewOfferForm action={staffJobPath(detail.number)} />} />
      <JobMoney orders={loaderData.money} />
      <JobPurchaseOrders orders={loaderData.purchaseOrders} />
    </div>
  );
}
