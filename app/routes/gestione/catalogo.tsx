import { z } from "zod";
import { NewProductForm } from "#app/components/catalogue/back-office/catalogue-create-forms.tsx";
import { CatalogueNavigation } from "#app/components/catalogue/back-office/catalogue-navigation.tsx";
import { CatalogueProductTable } from "#app/components/catalogue/back-office/catalogue-product-table.tsx";
import { FilterSelect } from "#app/components/staff/filter-fields.tsx";
import { FilterForm } from "#app/components/staff/filter-form.tsx";
import { type ListWords, StaffListResults } from "#app/components/staff/staff-list-results.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import {
  parseStaffProductFilter,
  productVisibilities,
  STAFF_CATALOGUE_PATH,
  staffProductPath,
} from "#app/domain/catalogue/catalogue-back-office-pages.ts";
import { staffPageMeta } from "#app/domain/web/seo.ts";
import { listAllSubcategories, listCategories } from "#app/server/catalogue/catalogue.server.ts";
import { listStaffProducts } from "#app/server/catalogue/catalogue-back-office-pages.server.ts";
import { createProduct } from "#app/server/catalogue/catalogue-creates.server.ts";
import { requireStaff } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import {
  doneWithMessage,
  echoFields,
  formIntent,
  pageFormAction,
} from "#app/server/web/page-actions.server.ts";
import type { Route } from "./+types/catalogo";

// The catalogue's products, hidden ones included (docs/product/back-office.md#catalogue-and-prices),
// and the «Nuovo prodotto» form (docs/product/back-office.md#new-products-and-options).

const listWords: ListWords = { one: "prodotto", many: "prodotti", pages: "Pagine dei prodotti" };

const visibilityChoices = productVisibilities.map((value) => ({
  value,
  label: value === "visibile" ? "Visibili" : "Nascosti",
}));

export const meta: Route.MetaFunction = () => staffPageMeta("Catalogo");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context);
  const db = context.get(dbContext);
  const filter = parseStaffProductFilter(new URL(request.url).searchParams);
  const [list, categories, subcategories] = await Promise.all([
    listStaffProducts(db, filter),
    listCategories(db),
    listAllSubcategories(db),
  ]);
  const categoryNames = new Map(categories.map(({ id, name }) => [id, name]));
  return {
    list,
    filter,
    categories: categories.map(({ slug, name }) => ({ value: slug, label: name })),
    subcategories: subcategories.map(({ slug, name, categoryId }) => ({
      value: slug,
      label: `${categoryNames.get(categoryId) ?? ""} · ${name}`,
    })),
  };
}

const ECHOED_FIELDS = ["name", "category", "subcategory", "description", "basePrice"];

/** Creates a product, hidden (audited by the service), and opens its edit page. */
export async function action(args: Route.ActionArgs) {
  const staff = requireStaff(args.context);
  const db = args.context.get(dbContext);
  return pageFormAction(args, {
    echo: { ...echoFields(ECHOED_FIELDS, 5000), isBestseller: 2, isEcoFriendly: 2 },
    intents: {
      "new-product": formIntent(z.record(z.string(), z.string()), async (fields) => {
        const { id } = await createProduct(db, staff, fields);
        return doneWithMessage("new-product", "Prodotto creato, per ora nascosto", staffProductPath(id));
      }),
    },
  });
}

export default function CataloguePage({ loaderData, actionData }: Route.ComponentProps) {
  const { list, filter, categories, subcategories } = loaderData;
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Catalogo</h1>
      <p className="mt-2 text-slate-700">
        I prodotti del negozio, anche quelli nascosti. Ogni modifica vale subito ed è registrata.
      </p>
      <CatalogueNavigation />
      <FilterForm
        action={STAFF_CATALOGUE_PATH}
        className="mt-6 grid items-end gap-4 md:grid-cols-2 xl:grid-cols-4"
        submitLabel="Cerca"
      >
        <TextField
          name="cerca"
          type="search"
          label="Nome del prodotto"
          defaultValue={filter.search ?? ""}
          maxLength={100}
        />
        <FilterSelect
          name="categoria"
          label="Categoria"
          value={filter.category}
          choices={categories}
          anyLabel="Tutte"
        />
        <FilterSelect name="stato" label="Stato" value={filter.visibility} choices={visibilityChoices} />
      </FilterForm>
      <StaffListResults list={list} words={listWords}>
        <CatalogueProductTable products={list.rows} />
      </StaffListResults>
      <NewProductForm categories={categories} subcategories={subcategories} postedResult={actionData} />
    </div>
  );
}
