import { z } from "zod";
import { AuditLogTable, auditObjectLabel } from "#app/components/staff/audit-log-table.tsx";
import { choicesOf, FilterSelect } from "#app/components/staff/filter-fields.tsx";
import { FilterForm } from "#app/components/staff/filter-form.tsx";
import { type ListWords, StaffListResults } from "#app/components/staff/staff-list-results.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import { PAGE_PARAM, pageNumberSchema } from "#app/domain/staff/pagination.ts";
import { staffPageMeta } from "#app/domain/web/seo.ts";
import { integerLike } from "#app/domain/web/validation.ts";
import { listAuditLog, listAuditObjectTypes } from "#app/server/staff/audit.server.ts";
import { listStaffAccounts } from "#app/server/staff/staff-accounts.server.ts";
import { adminOnlyMiddleware, requireAdmin } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import type { Route } from "./+types/registro";

const PAGE_PATH = "/gestione/registro";

/** The filters live in the URL; anything malformed is simply no filter. */
const filterSchema = z.object({
  persona: z
    .preprocess(integerLike, z.number().int().positive().max(2_147_483_647))
    .optional()
    .catch(undefined),
  oggetto: z.string().trim().max(50).optional().catch(undefined),
  id: z.string().trim().max(50).optional().catch(undefined),
  [PAGE_PARAM]: pageNumberSchema,
});

export const middleware: Route.MiddlewareFunction[] = [adminOnlyMiddleware];

const listWords: ListWords = { one: "attività", many: "attività", pages: "Pagine del registro" };

export const meta: Route.MetaFunction = () => staffPageMeta("Registro attività");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context);
  const db = context.get(dbContext);
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const filter = filterSchema.parse(query);
  const [log, objectTypes, staff] = await Promise.all([
    listAuditLog(db, {
      actorId: filter.persona,
      objectType: filter.oggetto || undefined,
      objectId: filter.id || undefined,
      page: filter[PAGE_PARAM],
    }),
    listAuditObjectTypes(db),
    listStaffAccounts(db),
  ]);
  return {
    log,
    objectTypes,
    people: staff.map(({ id, username }) => ({ id, username })),
    filter: { persona: filter.persona ?? null, oggetto: filter.oggetto ?? "", id: filter.id ?? "" },
  };
}

export default function AuditLogPage({ loaderData }: Route.ComponentProps) {
  const { log, objectTypes, people, filter } = loaderData;
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Registro attività</h1>
      <p className="mt-2 text-slate-700">
        Ogni modifica fatta dal personale: chi, quando, che cosa, i valori prima e dopo.
      </p>
      <FilterForm action={PAGE_PATH} className="mt-6 grid items-end gap-4 md:grid-cols-3 xl:grid-cols-4">
        <FilterSelect
          name="persona"
          label="Persona"
          value={filter.persona === null ? null : String(filter.persona)}
          choices={people.map((person) => ({ value: String(person.id), label: person.username }))}
          anyLabel="Tutte"
        />
        <FilterSelect
          name="oggetto"
          label="Tipo di oggetto"
          value={filter.oggetto}
          choices={choicesOf(objectTypes, auditObjectLabel)}
        />
        <TextField
          name="id"
          label="Numero dell'oggetto"
          defaultValue={filter.id}
          hint="Per esempio 12 o C-2026-000012"
        />
      </FilterForm>
      <StaffListResults list={log} words={listWords}>
        <AuditLogTable entries={log.rows} />
      </StaffListResults>
    </div>
  );
}
