import { Price } from "#app/components/ui/price.tsx";
import { type StaffProductRow, staffProductPath } from "#app/domain/catalogue-staff.ts";
import { StaffRowHeading, StaffTable, staffCellClass } from "../staff-table.tsx";

const headings = ["Prodotto", "Categoria", "Prezzo base", "Stato", "Badge"];

function badgesOf(product: StaffProductRow): string {
  const badges = [product.isBestseller ? "Bestseller" : null, product.isEcoFriendly ? "Eco" : null];
  return badges.filter(Boolean).join(", ") || "—";
}

/** The products of one page of the list, each linking to its edit form. */
export function CatalogueProductTable({ products }: { products: StaffProductRow[] }) {
  return (
    <StaffTable
      caption="Prodotti del catalogo"
      headings={headings}
      minWidthClass="min-w-[44rem]"
      rows={products}
      empty="Nessun prodotto trovato."
    >
      {(product) => (
        <tr key={product.id}>
          <StaffRowHeading to={staffProductPath(product.id)}>{product.name}</StaffRowHeading>
          <td className={staffCellClass}>
            {product.category}
            {product.subcategory ? <span className="block text-slate-700">{product.subcategory}</span> : null}
          </td>
          <td className={`${staffCellClass} whitespace-nowrap`}>
            <Price cents={product.basePriceCents} />
          </td>
          <td className={staffCellClass}>
            {product.hidden ? (
              <span className="font-semibold text-red-800">Nascosto</span>
            ) : (
              <span className="text-slate-900">Visibile</span>
            )}
          </td>
          <td className={staffCellClass}>{badgesOf(product)}</td>
        </tr>
      )}
    </StaffTable>
  );
}
