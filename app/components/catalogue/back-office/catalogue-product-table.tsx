import { type StaffProductRow, staffProductPath } from "#app/domain/catalogue/catalogue-back-office-pages.ts";
import { StaffColumnTable, type StaffTableDefinition } from "../../staff/staff-column-table.tsx";
import { priceColumn, textColumn } from "../../staff/staff-columns.tsx";
import { StaffRowHeading } from "../../staff/staff-table.tsx";

function badgesOf(product: StaffProductRow): string {
  const badges = [product.isBestseller ? "Bestseller" : null, product.isEcoFriendly ? "Eco" : null];
  return badges.filter(Boolean).join(", ") || "—";
}

const productTable: StaffTableDefinition<StaffProductRow> = {
  caption: "Prodotti del catalogo",
  minWidthClass: "min-w-[44rem]",
  empty: "Nessun prodotto trovato.",
  columns: [
    {
      heading: "Prodotto",
      cell: (product) => <StaffRowHeading to={staffProductPath(product.id)}>{product.name}</StaffRowHeading>,
    },
    textColumn("Categoria", (product) => (
      <>
        {product.category}
        {product.subcategory ? <span className="block text-slate-700">{product.subcategory}</span> : null}
      </>
    )),
    priceColumn("Prezzo base", (product) => product.basePriceCents),
    textColumn("Stato", (product) =>
      product.hidden ? (
        <span className="font-semibold text-red-800">Nascosto</span>
      ) : (
        <span className="text-slate-900">Visibile</span>
      ),
    ),
    textColumn("Badge", (product) => badgesOf(product)),
  ],
};

/** The products of one page of the list, each linking to its edit form. */
export function CatalogueProductTable({ products }: { products: StaffProductRow[] }) {
  return <StaffColumnTable table={productTable} rows={products} />;
}
