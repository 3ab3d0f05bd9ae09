import type { ShouldRevalidateFunction } from "react-router";
import {
  plainPostRefusal,
  revalidateAfterChangedRow,
} from "#app/components/catalogue/back-office/catalogue-action-result.ts";
import { CatalogueListPage } from "#app/components/catalogue/back-office/catalogue-list-page.tsx";
import { ProfileSystemList } from "#app/components/workshop/profile-system-list.tsx";
import { staffPageMeta } from "#app/domain/web/seo.ts";
import { profileSystemFormSchema } from "#app/domain/workshop/profile-system-form.ts";
import {
  profileSystemLengthFields,
  STAFF_PROFILE_SYSTEMS_PATH,
} from "#app/domain/workshop/profile-system-settings.ts";
import { requireStaff } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import {
  doneWithMessage,
  echoFields,
  formIntent,
  pageFormAction,
} from "#app/server/web/page-actions.server.ts";
import { loadStaffPage } from "#app/server/web/staff-loaders.server.ts";
import { listProfileSystems, updateProfileSystem } from "#app/server/workshop/profile-systems.server.ts";
import type { Route } from "./+types/catalogo-sistemi";

// The profile systems' cut settings, which the cut list reads
// (docs/product/production.md#cut-settings).

export const meta: Route.MetaFunction = () => staffPageMeta("Sistemi di profilo");

export function loader({ context }: Route.LoaderArgs) {
  return loadStaffPage(context, async (db) => ({ systems: await listProfileSystems(db) }));
}

/** Saves one system's settings (an existing system only; audited by the service). */
export async function action(args: Route.ActionArgs) {
  const staff = requireStaff(args.context);
  const db = args.context.get(dbContext);
  return pageFormAction(args, {
    echo: echoFields(["systemValue", ...profileSystemLengthFields, "cutMeasure"], 5000),
    intents: {
      "profile-system": formIntent(profileSystemFormSchema, async (edit) => {
        await updateProfileSystem(db, staff, edit);
        return doneWithMessage(
          "profile-system",
          "Impostazioni di taglio salvate",
          STAFF_PROFILE_SYSTEMS_PATH,
        );
      }),
    },
  });
}

export const shouldRevalidate: ShouldRevalidateFunction = revalidateAfterChangedRow;

export default function CatalogueProfileSystemsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CatalogueListPage
      title="Sistemi di profilo"
      intro={
        <>
          Come l'officina taglia ogni sistema: le detrazioni dal telaio all'anta, al fermavetro e al vetro, la
          lama, il sovrametallo per estremità, come si legge un taglio a 45° (punta lunga o punta corta), la
          barra di magazzino e lo sfrido più corto che vale la pena tenere. La distinta di taglio di ogni
          ordine li legge subito. I valori di partenza sono esempi: sostituiscili con quelli del fornitore dei
          profili.
        </>
      }
    >
      <ProfileSystemList systems={loaderData.systems} postedResult={plainPostRefusal(actionData)} />
    </CatalogueListPage>
  );
}
