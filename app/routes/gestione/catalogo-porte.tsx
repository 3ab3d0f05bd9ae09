import type { ShouldRevalidateFunction } from "react-router";
import {
  plainPostRefusal,
  revalidateAfterChangedRow,
} from "#app/components/catalogue/back-office/catalogue-action-result.ts";
import { CatalogueListPage } from "#app/components/catalogue/back-office/catalogue-list-page.tsx";
import { DoorPriceList } from "#app/components/catalogue/back-office/door-price-list.tsx";
import { STAFF_DOOR_PRICES_PATH } from "#app/domain/catalogue/catalogue-back-office-pages.ts";
import { doorPriceFormSchema } from "#app/domain/catalogue/catalogue-edit-forms.ts";
import { staffPageMeta } from "#app/domain/web/seo.ts";
import { listStaffDoorPriceGroups } from "#app/server/catalogue/catalogue-back-office-pages.server.ts";
import { updateDoorPrice } from "#app/server/catalogue/catalogue-edits.server.ts";
import { requireStaff } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import {
  doneWithMessage,
  echoFields,
  formIntent,
  pageFormAction,
} from "#app/server/web/page-actions.server.ts";
import { loadStaffPage } from "#app/server/web/staff-loaders.server.ts";
import type { Route } from "./+types/catalogo-porte";

// The door configurator's prices: articles, panels and extras
// (docs/product/back-office.md#catalogue-and-prices, docs/product/door-configurator.md).

export const meta: Route.MetaFunction = () => staffPageMeta("Prezzi delle porte blindate");

export function loader({ context }: Route.LoaderArgs) {
  return loadStaffPage(context, async (db) => ({ groups: await listStaffDoorPriceGroups(db) }));
}

/** Saves one door item's price (audited by the service, applied at once). */
export async function action(args: Route.ActionArgs) {
  const staff = requireStaff(args.context);
  const db = args.context.get(dbContext);
  return pageFormAction(args, {
    echo: echoFields(["item", "key", "price"], 5000),
    intents: {
      "door-price": formIntent(doorPriceFormSchema, async (edit) => {
        await updateDoorPrice(db, staff, edit);
        return doneWithMessage("door-price", "Prezzo salvato", STAFF_DOOR_PRICES_PATH);
      }),
    },
  });
}

export const shouldRevalidate: ShouldRevalidateFunction = revalidateAfterChangedRow;

export default function CatalogueDoorPricesPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CatalogueListPage
      title="Prezzi delle porte blindate"
      intro={
        <>
          Gli articoli e i pannelli del configuratore Torterolo. Ogni prezzo è in euro, IVA inclusa come nel
          negozio, più di 0 e al massimo 1.000.000,00 €.
        </>
      }
    >
      <DoorPriceList groups={loaderData.groups} postedResult={plainPostRefusal(actionData)} />
    </CatalogueListPage>
  );
}
