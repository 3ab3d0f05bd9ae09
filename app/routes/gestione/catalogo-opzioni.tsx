import { CatalogueNavigation } from "#app/components/staff/catalogue/catalogue-navigation.tsx";
import { CatalogueOptionList } from "#app/components/staff/catalogue/catalogue-option-list.tsx";
import { optionFormSchema } from "#app/domain/catalogue-forms.ts";
import { STAFF_OPTIONS_PATH } from "#app/domain/catalogue-staff.ts";
import { staffPageMeta } from "#app/domain/seo.ts";
import { updateCalculatorOption } from "#app/server/catalogue-admin.server.ts";
import { catalogueFormAction } from "#app/server/catalogue-form-action.server.ts";
import { listStaffOptionGroups } from "#app/server/catalogue-staff.server.ts";
import { requireStaff } from "#app/server/http/auth-guards.server.ts";
import { dbContext } from "#app/server/http/context.server.ts";
import type { Route } from "./+types/catalogo-opzioni";

// The window calculator's options by type: name, multiplier and addition
// (docs/product/back-office.md#catalogue-and-prices, docs/product/window-price.md).

export const meta: Route.MetaFunction = () => staffPageMeta("Opzioni del calcolatore");

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context);
  return { groups: await listStaffOptionGroups(context.get(dbContext)) };
}

/** Saves one option's row (audited by the service, applied at once). */
export function action(args: Route.ActionArgs) {
  return catalogueFormAction(args, {
    intent: "option",
    schema: optionFormSchema,
    echo: ["optionId", "name", "multiplier", "addition"],
    save: (db, staff, edit) => updateCalculatorOption(db, staff, edit),
    message: "Opzione salvata",
    redirectTo: STAFF_OPTIONS_PATH,
  });
}

export default function CatalogueOptionsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Opzioni del calcolatore</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Il prezzo di una finestra è il prezzo base per il moltiplicatore di ogni opzione scelta, più le
        aggiunte. Un moltiplicatore vuoto vale 1; un'aggiunta vuota vale 0.
      </p>
      <CatalogueNavigation />
      <CatalogueOptionList
        groups={loaderData.groups}
        postedResult={actionData && !actionData.ok ? actionData : undefined}
      />
    </div>
  );
}
