import { InboxFilterForm } from "#app/components/requests/back-office/inbox-filter-form.tsx";
import { InboxTable } from "#app/components/requests/back-office/inbox-table.tsx";
import { type ListWords, StaffListResults } from "#app/components/staff/staff-list-results.tsx";
import { parseInboxFilter } from "#app/domain/requests/request-inbox.ts";
import { staffPageMeta } from "#app/domain/web/seo.ts";
import { listInbox } from "#app/server/requests/request-inbox.server.ts";
import { requireStaff } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import type { Route } from "./+types/richieste";

const listWords: ListWords = { one: "richiesta", many: "richieste", pages: "Pagine delle richieste" };

export const meta: Route.MetaFunction = () => staffPageMeta("Richieste");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context);
  const { page, ...filter } = parseInboxFilter(new URL(request.url).searchParams);
  const inbox = await listInbox(context.get(dbContext), { ...filter, page });
  return { inbox, filter };
}

export default function InboxPage({ loaderData }: Route.ComponentProps) {
  const { inbox, filter } = loaderData;
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Richieste</h1>
      <p className="mt-2 text-slate-700">
        Le richieste di preventivo dai configuratori e i messaggi dai moduli di contatto, dalla più recente.
      </p>
      <div className="mt-6">
        <InboxFilterForm filter={filter} />
      </div>
      <StaffListResults list={inbox} words={listWords}>
        <InboxTable items={inbox.rows} />
      </StaffListResults>
    </div>
  );
}
