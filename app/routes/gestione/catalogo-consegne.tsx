import { CatalogueNavigation } from "#app/components/staff/catalogue/catalogue-navigation.tsx";
import { LeadTimeList } from "#app/components/staff/catalogue/lead-time-list.tsx";
import { STAFF_LEAD_TIMES_PATH } from "#app/domain/catalogue-staff.ts";
import { HOLIDAYS_NOTE } from "#app/domain/delivery-estimate.ts";
import { leadTimeFormSchema } from "#app/domain/lead-time-form.ts";
import { staffPageMeta } from "#app/domain/seo.ts";
import { updateLeadTime } from "#app/server/catalogue-admin.server.ts";
import { catalogueFormAction } from "#app/server/catalogue-form-action.server.ts";
import { requireStaff } from "#app/server/http/auth-guards.server.ts";
import { dbContext } from "#app/server/http/context.server.ts";
import { listLeadTimes } from "#app/server/lead-times.server.ts";
import type { Route } from "./+types/catalogo-consegne";

// The lead time of each product family, which every delivery estimate reads
// (docs/product/buying.md#delivery-estimate).

export const meta: Route.MetaFunction = () => staffPageMeta("Tempi di consegna");

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context);
  return { leadTimes: await listLeadTimes(context.get(dbContext)) };
}

/** Saves one family's weeks (audited by the service, applied at once). */
export function action(args: Route.ActionArgs) {
  return catalogueFormAction(args, {
    intent: "lead-time",
    schema: leadTimeFormSchema,
    echo: ["family", "minWeeks", "maxWeeks"],
    save: (db, staff, edit) => updateLeadTime(db, staff, edit),
    message: "Tempi di consegna salvati",
    redirectTo: STAFF_LEAD_TIMES_PATH,
  });
}

export default function CatalogueLeadTimesPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Tempi di consegna</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Le settimane che servono, per ogni famiglia di prodotti, dal pagamento dell'ordine alla consegna. Il
        cliente le legge sulla pagina del prodotto, nel carrello, al checkout e nell'ordine; per un ordine
        vale la più lunga tra le sue righe. {HOLIDAYS_NOTE}
      </p>
      <CatalogueNavigation />
      <LeadTimeList
        leadTimes={loaderData.leadTimes}
        postedResult={actionData && !actionData.ok ? actionData : undefined}
      />
    </div>
  );
}
