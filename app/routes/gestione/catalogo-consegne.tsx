import type { ShouldRevalidateFunction } from "react-router";
import {
  plainPostRefusal,
  revalidateAfterChangedRow,
} from "#app/components/catalogue/back-office/catalogue-action-result.ts";
import { CatalogueListPage } from "#app/components/catalogue/back-office/catalogue-list-page.tsx";
import { DeliveryTimeList } from "#app/components/catalogue/back-office/delivery-time-list.tsx";
import { STAFF_LEAD_TIMES_PATH } from "#app/domain/catalogue/catalogue-back-office-pages.ts";
import { HOLIDAYS_NOTE } from "#app/domain/catalogue/delivery-estimate.ts";
import { deliveryTimeFormSchema } from "#app/domain/catalogue/delivery-time-form.ts";
import { staffPageMeta } from "#app/domain/web/seo.ts";
import { settingVersions } from "#app/server/catalogue/catalogue-back-office-pages.server.ts";
import { updateDeliveryTime } from "#app/server/catalogue/catalogue-edits.server.ts";
import { listDeliveryTimes } from "#app/server/catalogue/delivery-times.server.ts";
import { requireStaff } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import {
  doneWithMessage,
  echoFields,
  formIntent,
  pageFormAction,
} from "#app/server/web/page-actions.server.ts";
import { loadStaffPage } from "#app/server/web/staff-loaders.server.ts";
import type { Route } from "./+types/catalogo-consegne";

// The lead time of each product family, which every delivery estimate reads
// (docs/product/buying.md#delivery-estimate).

export const meta: Route.MetaFunction = () => staffPageMeta("Tempi di consegna");

export function loader({ context }: Route.LoaderArgs) {
  return loadStaffPage(context, async (db) => ({
    deliveryTimes: await listDeliveryTimes(db),
    versions: await settingVersions(db, "lead-times"),
  }));
}

/** Saves one family's weeks (audited by the service, applied at once). */
export async function action(args: Route.ActionArgs) {
  const staff = requireStaff(args.context);
  const db = args.context.get(dbContext);
  return pageFormAction(args, {
    echo: echoFields(["family", "minWeeks", "maxWeeks"], 5000),
    intents: {
      "lead-time": formIntent(deliveryTimeFormSchema, async (edit) => {
        await updateDeliveryTime(db, staff, edit);
        return doneWithMessage("lead-time", "Tempi di consegna salvati", STAFF_LEAD_TIMES_PATH);
      }),
    },
  });
}

export const shouldRevalidate: ShouldRevalidateFunction = revalidateAfterChangedRow;

export default function CatalogueDeliveryTimesPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CatalogueListPage
      title="Tempi di consegna"
      intro={
        <>
          Le settimane che servono, per ogni famiglia di prodotti, dal pagamento dell'ordine alla consegna. Il
          cliente le legge sulla pagina del prodotto, nel carrello, al checkout e nell'ordine; per un ordine
          vale la più lunga tra le sue righe. {HOLIDAYS_NOTE}
        </>
      }
    >
      <DeliveryTimeList
        deliveryTimes={loaderData.deliveryTimes}
        versions={loaderData.versions}
        postedResult={plainPostRefusal(actionData)}
      />
    </CatalogueListPage>
  );
}
