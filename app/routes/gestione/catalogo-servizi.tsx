import type { ShouldRevalidateFunction } from "react-router";
import {
  plainPostRefusal,
  revalidateAfterChangedRow,
} from "#app/components/catalogue/back-office/catalogue-action-result.ts";
import { CatalogueListPage } from "#app/components/catalogue/back-office/catalogue-list-page.tsx";
import { ServicePriceList } from "#app/components/catalogue/back-office/service-price-list.tsx";
import { STAFF_SERVICE_PRICES_PATH } from "#app/domain/catalogue/catalogue-back-office-pages.ts";
import { servicePriceFormSchema } from "#app/domain/catalogue/service-price-form.ts";
import { staffPageMeta } from "#app/domain/web/seo.ts";
import { settingVersions } from "#app/server/catalogue/catalogue-back-office-pages.server.ts";
import { updateServicePrice } from "#app/server/catalogue/catalogue-edits.server.ts";
import { listServicePrices } from "#app/server/configurator/line-services.server.ts";
import { requireStaff } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import {
  doneWithMessage,
  echoFields,
  formIntent,
  pageFormAction,
} from "#app/server/web/page-actions.server.ts";
import { loadStaffPage } from "#app/server/web/staff-loaders.server.ts";
import type { Route } from "./+types/catalogo-servizi";

// The prices of the services a configured line can carry: installation,
// removal and disposal, subframe (docs/product/back-office.md#services).

export const meta: Route.MetaFunction = () => staffPageMeta("Servizi e posa");

export function loader({ context }: Route.LoaderArgs) {
  return loadStaffPage(context, async (db) => ({
    prices: await listServicePrices(db),
    versions: await settingVersions(db, "service-prices"),
  }));
}

/** Saves one service's price (audited by the service, applied at once). */
export async function action(args: Route.ActionArgs) {
  const staff = requireStaff(args.context);
  const db = args.context.get(dbContext);
  return pageFormAction(args, {
    echo: echoFields(["code", "price", "minimum"], 5000),
    intents: {
      "service-price": formIntent(servicePriceFormSchema, async (edit) => {
        await updateServicePrice(db, staff, edit);
        return doneWithMessage("service-price", "Prezzo del servizio salvato", STAFF_SERVICE_PRICES_PATH);
      }),
    },
  });
}

export const shouldRevalidate: ShouldRevalidateFunction = revalidateAfterChangedRow;

export default function CatalogueServicePricesPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CatalogueListPage
      title="Servizi e posa"
      intro={
        <>
          I servizi che il cliente aggiunge a una finestra o a una porta nel carrello. La posa in opera si
          calcola sulla superficie del serramento, con un minimo per pezzo; la rimozione e lo smaltimento a
          pezzo; il falso telaio sul perimetro. Ogni modifica vale subito per i carrelli e i nuovi ordini; gli
          ordini già fatti restano ai prezzi di allora.
        </>
      }
    >
      <ServicePriceList
        prices={loaderData.prices}
        versions={loaderData.versions}
        postedResult={plainPostRefusal(actionData)}
      />
    </CatalogueListPage>
  );
}
