import type { ShouldRevalidateFunction } from "react-router";
import { z } from "zod";
import {
  plainPostRefusal,
  revalidateAfterChangedRow,
} from "#app/components/catalogue/back-office/catalogue-action-result.ts";
import { NewOptionForm } from "#app/components/catalogue/back-office/catalogue-create-forms.tsx";
import { CatalogueListPage } from "#app/components/catalogue/back-office/catalogue-list-page.tsx";
import { CatalogueOptionList } from "#app/components/catalogue/back-office/catalogue-option-list.tsx";
import { STAFF_OPTIONS_PATH } from "#app/domain/catalogue/catalogue-back-office-pages.ts";
import { optionFormSchema } from "#app/domain/catalogue/catalogue-edit-forms.ts";
import { staffPageMeta } from "#app/domain/web/seo.ts";
import { listStaffOptionGroups } from "#app/server/catalogue/catalogue-back-office-pages.server.ts";
import { createCalculatorOption } from "#app/server/catalogue/catalogue-creates.server.ts";
import { updateCalculatorOption } from "#app/server/catalogue/catalogue-edits.server.ts";
import { requireStaff } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import {
  doneWithMessage,
  echoFields,
  formIntent,
  pageFormAction,
} from "#app/server/web/page-actions.server.ts";
import { loadStaffPage } from "#app/server/web/staff-loaders.server.ts";
import type { Route } from "./+types/catalogo-opzioni";

// The window calculator's options by type: name, multiplier and addition
// (docs/product/back-office.md#catalogue-and-prices, docs/product/window-price.md),
// and the «Nuova opzione» form (docs/product/back-office.md#new-products-and-options).

export const meta: Route.MetaFunction = () => staffPageMeta("Opzioni del calcolatore");

export function loader({ context }: Route.LoaderArgs) {
  return loadStaffPage(context, async (db) => ({ groups: await listStaffOptionGroups(db) }));
}

/** Saves one option's row (audited by the service, applied at once). */
export async function action(args: Route.ActionArgs) {
  const staff = requireStaff(args.context);
  const db = args.context.get(dbContext);
  return pageFormAction(args, {
    echo: echoFields(["optionId", "type", "name", "multiplier", "addition"], 5000),
    intents: {
      option: formIntent(optionFormSchema, async (edit) => {
        await updateCalculatorOption(db, staff, edit);
        return doneWithMessage("option", "Opzione salvata", STAFF_OPTIONS_PATH);
      }),
      "new-option": formIntent(z.record(z.string(), z.string()), async (fields) => {
        await createCalculatorOption(db, staff, fields);
        return doneWithMessage("new-option", "Opzione creata", STAFF_OPTIONS_PATH);
      }),
    },
  });
}

export const shouldRevalidate: ShouldRevalidateFunction = revalidateAfterChangedRow;

export default function CatalogueOptionsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CatalogueListPage
      title="Opzioni del calcolatore"
      intro={
        <>
          Il prezzo di una finestra è il prezzo base per il moltiplicatore di ogni opzione scelta, più le
          aggiunte. Un moltiplicatore vuoto vale 1; un'aggiunta vuota vale 0.
        </>
      }
    >
      <NewOptionForm postedResult={plainPostRefusal(actionData)} />
      <CatalogueOptionList groups={loaderData.groups} postedResult={plainPostRefusal(actionData)} />
    </CatalogueListPage>
  );
}
