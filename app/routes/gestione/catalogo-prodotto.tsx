import type { ShouldRevalidateFunction } from "react-router";
import {
  plainPostRefusal,
  revalidateAfterChangedRow,
} from "#app/components/catalogue/back-office/catalogue-action-result.ts";
import { CatalogueNavigation } from "#app/components/catalogue/back-office/catalogue-navigation.tsx";
import { CatalogueProductForm } from "#app/components/catalogue/back-office/catalogue-product-form.tsx";
import { BackLink } from "#app/components/layout/back-link.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { STAFF_CATALOGUE_PATH, staffProductPath } from "#app/domain/catalogue/catalogue-back-office-pages.ts";
import { productFormSchema } from "#app/domain/catalogue/catalogue-edit-forms.ts";
import { staffPageMeta } from "#app/domain/web/seo.ts";
import { getStaffProduct } from "#app/server/catalogue/catalogue-back-office-pages.server.ts";
import { updateProduct } from "#app/server/catalogue/catalogue-edits.server.ts";
import { requireStaff } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import {
  doneWithMessage,
  echoFields,
  formIntent,
  pageFormAction,
} from "#app/server/web/page-actions.server.ts";
import { orStaffNotFound, staffRecordId } from "#app/server/web/staff-record.server.ts";
import type { Route } from "./+types/catalogo-prodotto";

// One product's edit form (docs/product/back-office.md#catalogue-and-prices).

export async function loader({ context, params }: Route.LoaderArgs) {
  requireStaff(context);
  const id = staffRecordId(params.id);
  return orStaffNotFound(async () => ({ product: await getStaffProduct(context.get(dbContext), id) }));
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffPageMeta(loaderData ? `Prodotto ${loaderData.product.name}` : "Prodotto");

const ECHOED_FIELDS = [
  "name",
  "description",
  "basePrice",
  "visibility",
  "isBestseller",
  "isEcoFriendly",
  "significantGood",
];

/** Saves the product's form (audited by the service, applied at once). */
export async function action(args: Route.ActionArgs) {
  const staff = requireStaff(args.context);
  const id = staffRecordId(args.params.id);
  const db = args.context.get(dbContext);
  return pageFormAction(args, {
    echo: echoFields(ECHOED_FIELDS, 5000),
    intents: {
      product: formIntent(productFormSchema, async (edit) => {
        await updateProduct(db, staff, { productId: id, ...edit });
        return doneWithMessage("product", "Prodotto salvato", staffProductPath(id));
      }),
    },
  });
}

export const shouldRevalidate: ShouldRevalidateFunction = revalidateAfterChangedRow;

export default function CatalogueProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product } = loaderData;
  return (
    <div>
      <BackLink to={STAFF_CATALOGUE_PATH}>Torna al catalogo</BackLink>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{product.name}</h1>
      <p className="mt-2 text-slate-700">
        {product.subcategory ? `${product.category} · ${product.subcategory}` : product.category}
        {product.hidden ? " · Nascosto nel negozio" : null}
      </p>
      <CatalogueNavigation />
      <Panel headingId="prodotto-modifica" title="Dati del prodotto" className="mt-6 max-w-3xl">
        <div className="mt-4">
          <CatalogueProductForm
            product={product}
            target={{
              intent: "product",
              rowKey: `product-${product.id}`,
              action: staffProductPath(product.id),
              identity: {},
              postedResult: plainPostRefusal(actionData),
            }}
          />
        </div>
      </Panel>
    </div>
  );
}
