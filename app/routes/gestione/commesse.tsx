import { FilterForm } from "#app/components/staff/filter-form.tsx";
import { JobTable } from "#app/components/staff/jobs/job-table.tsx";
import { NewJobForm } from "#app/components/staff/jobs/new-job-form.tsx";
import { type ListWords, StaffListResults } from "#app/components/staff/staff-list-results.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import { newJobFormSchema } from "#app/domain/jobs/job-details.ts";
import { parseJobFilter, STAFF_JOBS_PATH, staffJobPath } from "#app/domain/jobs/job-view.ts";
import { staffPageMeta } from "#app/domain/web/seo.ts";
import { createJob } from "#app/server/jobs/job-edits.server.ts";
import { listJobs } from "#app/server/jobs/job-list.server.ts";
import { requireStaff } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { formIntent, pageFormAction } from "#app/server/web/page-actions.server.ts";
import { loadStaffList } from "#app/server/web/staff-loaders.server.ts";
import type { Route } from "./+types/commesse";

// The jobs (docs/product/jobs.md#the-list): newest first, one search box.

const listWords: ListWords = { one: "commessa", many: "commesse", pages: "Pagine delle commesse" };

export const meta: Route.MetaFunction = () => staffPageMeta("Commesse");

export function loader(args: Route.LoaderArgs) {
  return loadStaffList(args, parseJobFilter, listJobs);
}

/** «Crea la commessa»: then its page, where the rest is filled in. */
export async function action({ context, request }: Route.ActionArgs) {
  const staff = requireStaff(context);
  return pageFormAction(
    { context, request },
    {
      intents: {
        create: formIntent(newJobFormSchema, async (fields) => {
          const number = await createJob(context.get(dbContext), staff, fields);
          return {
            redirectTo: staffJobPath(number),
            toast: { title: `Commessa ${number} creata`, variant: "success" as const },
          };
        }),
      },
      echo: { customerName: 200, customerPhone: 40, customerEmail: 254, siteCity: 100 },
    },
  );
}

export default function JobsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { list, filter } = loaderData;
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Commesse</h1>
      <p className="mt-2 text-slate-700">
        Ogni lavoro di un cliente, dalla prima richiesta all'ultimo ordine, dalla più recente.
      </p>
      <NewJobForm refused={actionData && !actionData.ok ? actionData : undefined} />
      <FilterForm
        action={STAFF_JOBS_PATH}
        className="mt-6 flex flex-wrap items-end gap-4"
        submitLabel="Cerca"
      >
        <div className="w-full max-w-md">
          <TextField
            name="cerca"
            type="search"
            label="Cerca una commessa"
            defaultValue={filter.search ?? ""}
            hint="Numero di commessa, preventivo o ordine (C-2026-000001), nome, e-mail, telefono, città o codice fiscale"
            maxLength={100}
          />
        </div>
      </FilterForm>
      <StaffListResults list={list} words={listWords}>
        <JobTable jobs={list.rows} />
      </StaffListResults>
    </div>
  );
}
