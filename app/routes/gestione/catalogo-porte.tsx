import { CatalogueNavigation } from "#app/components/staff/catalogue/catalogue-navigation.tsx";
import { DoorPriceList } from "#app/components/staff/catalogue/door-price-list.tsx";
import { doorPriceFormSchema } from "#app/domain/catalogue-forms.ts";
import { STAFF_DOOR_PRICES_PATH } from "#app/domain/catalogue-staff.ts";
import { staffPageMeta } from "#app/domain/seo.ts";
import { updateDoorPrice } from "#app/server/catalogue-admin.server.ts";
import { catalogueFormAction } from "#app/server/catalogue-form-action.server.ts";
import { listStaffDoorPriceGroups } from "#app/server/catalogue-staff.server.ts";
import { requireStaff } from "#app/server/http/auth-guards.server.ts";
import { dbContext } from "#app/server/http/context.server.ts";
import type { Route } from "./+types/catalogo-porte";

// The door configurator's prices: articles, panels and extras
// (docs/product/back-office.md#catalogue-and-prices, docs/product/door-configurator.md).

export const meta: Route.MetaFunction = () => staffPageMeta("Prezzi delle porte blindate");

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context);
  return { groups: await listStaffDoorPriceGroups(context.get(dbContext)) };
}

/** Saves one door item's price (audited by the service, applied at once). */
export function action(args: Route.ActionArgs) {
  return catalogueFormAction(args, {
    intent: "door-price",
    schema: doorPriceFormSchema,
    echo: ["item", "key", "price"],
    save: (db, staff, edit) => updateDoorPrice(db, staff, edit),
    message: "Prezzo salvato",
    redirectTo: STAFF_DOOR_PRICES_PATH,
  });
}

export default function CatalogueDoorPricesPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Prezzi delle porte blindate</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Gli articoli e i pannelli del configuratore Torterolo. Ogni prezzo è in euro, IVA inclusa come nel
        negozio, più di 0 e al massimo 1.000.000,00 €.
      </p>
      <CatalogueNavigation />
      <DoorPriceList
        groups={loaderData.groups}
        postedResult={actionData && !actionData.ok ? actionData : undefined}
      />
    </div>
  );
}
