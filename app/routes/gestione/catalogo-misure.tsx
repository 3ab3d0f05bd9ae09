import type { ShouldRevalidateFunction } from "react-router";
import {
  plainPostRefusal,
  revalidateAfterChangedRow,
} from "#app/components/catalogue/back-office/catalogue-action-result.ts";
import { CatalogueListPage } from "#app/components/catalogue/back-office/catalogue-list-page.tsx";
import { SizeLimitList } from "#app/components/catalogue/back-office/size-limit-list.tsx";
import { STAFF_SIZE_LIMITS_PATH } from "#app/domain/catalogue/catalogue-back-office-pages.ts";
import { sizeLimitFormSchema } from "#app/domain/catalogue/size-limit-form.ts";
import { staffPageMeta } from "#app/domain/web/seo.ts";
import { settingVersions } from "#app/server/catalogue/catalogue-back-office-pages.server.ts";
import { updateSizeLimit } from "#app/server/catalogue/catalogue-edits.server.ts";
import { listSizeLimits } from "#app/server/catalogue/size-limits.server.ts";
import { requireStaff } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import {
  doneWithMessage,
  echoFields,
  formIntent,
  pageFormAction,
} from "#app/server/web/page-actions.server.ts";
import { loadStaffPage } from "#app/server/web/staff-loaders.server.ts";
import type { Route } from "./+types/catalogo-misure";

// The sizes the factory can make, per family, sashes and opening, which the
// configurator shows and every sale checks (docs/product/window-price.md#sizes-the-factory-can-make,
// docs/product/back-office.md#sizes-the-factory-can-make).

export const meta: Route.MetaFunction = () => staffPageMeta("Misure realizzabili");

export function loader({ context }: Route.LoaderArgs) {
  return loadStaffPage(context, async (db) => ({
    limits: await listSizeLimits(db),
    versions: await settingVersions(db, "size-limits"),
  }));
}

/** Saves one limit row's sizes (an existing row only; audited by the service, applied at once). */
export async function action(args: Route.ActionArgs) {
  const staff = requireStaff(args.context);
  const db = args.context.get(dbContext);
  return pageFormAction(args, {
    echo: echoFields(["key", "minWidthMm", "maxWidthMm", "minHeightMm", "maxHeightMm"], 5000),
    intents: {
      "size-limit": formIntent(sizeLimitFormSchema, async (edit) => {
        await updateSizeLimit(db, staff, edit);
        return doneWithMessage("size-limit", "Misure realizzabili salvate", STAFF_SIZE_LIMITS_PATH);
      }),
    },
  });
}

export const shouldRevalidate: ShouldRevalidateFunction = revalidateAfterChangedRow;

export default function CatalogueSizeLimitsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CatalogueListPage
      title="Misure realizzabili"
      intro={
        <>
          La larghezza e l'altezza minime e massime che la produzione realizza, per famiglia di prodotti,
          numero di ante e tipo di apertura. Il configuratore le scrive accanto ai campi delle misure. Il
          calcolo del prezzo (<code>POST /api/price</code>) vale per qualsiasi misura, ma il carrello, la
          richiesta di preventivo e il checkout rifiutano una misura fuori da questi limiti. Una riga per
          un'apertura (per esempio il vasistas) prevale sulla riga per il numero di ante.
        </>
      }
    >
      <SizeLimitList
        limits={loaderData.limits}
        versions={loaderData.versions}
        postedResult={plainPostRefusal(actionData)}
      />
    </CatalogueListPage>
  );
}
