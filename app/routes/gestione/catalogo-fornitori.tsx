import type { ShouldRevalidateFunction } from "react-router";
import { revalidateAfterChangedRow } from "#app/components/catalogue/back-office/catalogue-action-result.ts";
import { CatalogueListPage } from "#app/components/catalogue/back-office/catalogue-list-page.tsx";
import {
  NewSupplierForm,
  ProductSupplierForm,
  SupplierList,
  type SupplierRefusal,
} from "#app/components/purchasing/supplier-forms.tsx";
import { STAFF_SUPPLIERS_PATH } from "#app/domain/purchasing/purchasing-paths.ts";
import {
  newSupplierSchema,
  productSupplierSchema,
  supplierEditSchema,
  supplierFieldNames,
} from "#app/domain/purchasing/supplier-form.ts";
import { staffPageMeta } from "#app/domain/web/seo.ts";
import {
  createSupplier,
  linkProductSupplier,
  listProductChoices,
  listSuppliers,
  updateSupplier,
} from "#app/server/purchasing/suppliers.server.ts";
import { requireStaff } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import {
  doneWithMessage,
  echoFields,
  formIntent,
  pageFormAction,
} from "#app/server/web/page-actions.server.ts";
import { loadStaffPage } from "#app/server/web/staff-loaders.server.ts";
import type { Route } from "./+types/catalogo-fornitori";

// Who the shop buys from and which products come from whom
// (docs/product/production.md#purchase-orders): the purchase orders of an
// order are written from these links.

export const meta: Route.MetaFunction = () => staffPageMeta("Fornitori");

export function loader({ context }: Route.LoaderArgs) {
  return loadStaffPage(context, async (db) => ({
    suppliers: await listSuppliers(db),
    products: await listProductChoices(db),
  }));
}

/** Adds or saves a supplier, or links a product to one (each audited by the service). */
export async function action(args: Route.ActionArgs) {
  const staff = requireStaff(args.context);
  const db = args.context.get(dbContext);
  return pageFormAction(args, {
    echo: echoFields([...supplierFieldNames, "productId"], 300),
    intents: {
      supplier: formIntent(supplierEditSchema, async (edit) => {
        await updateSupplier(db, staff, edit);
        return doneWithMessage("supplier", `Fornitore «${edit.name}» salvato`, STAFF_SUPPLIERS_PATH);
      }),
      "new-supplier": formIntent(newSupplierSchema, async (fields) => {
        await createSupplier(db, staff, fields);
        return doneWithMessage("new-supplier", `Fornitore «${fields.name}» aggiunto`, STAFF_SUPPLIERS_PATH);
      }),
      "product-supplier": formIntent(productSupplierSchema, async (link) => {
        const product = await linkProductSupplier(db, staff, link);
        return doneWithMessage("product-supplier", `Fornitore di «${product}» salvato`, STAFF_SUPPLIERS_PATH);
      }),
    },
  });
}

export const shouldRevalidate: ShouldRevalidateFunction = revalidateAfterChangedRow;

export default function CatalogueSuppliersPage({ loaderData, actionData }: Route.ComponentProps) {
  const refused = actionData && !actionData.ok ? (actionData as SupplierRefusal) : undefined;
  return (
    <CatalogueListPage
      title="Fornitori"
      intro={
        <>
          Da chi acquistiamo le porte Torterolo, le tapparelle e il vetro, con i giorni lavorativi che servono
          perché la merce arrivi in laboratorio. Dalla pagina di un ordine, «Prepara gli ordini fornitore»
          scrive un ordine per ogni fornitore dei prodotti collegati qui sotto.
        </>
      }
    >
      <SupplierList suppliers={loaderData.suppliers} refused={refused} />
      <NewSupplierForm refused={refused} />
      <ProductSupplierForm
        products={loaderData.products}
        suppliers={loaderData.suppliers}
        refused={refused}
      />
    </CatalogueListPage>
  );
}
