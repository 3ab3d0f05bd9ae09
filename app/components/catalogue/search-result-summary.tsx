import { Price } from "#app/components/ui/price.tsx";
import type { Product } from "#app/domain/catalogue/catalogue.ts";
import { PRODUCT_IMAGE_PLACEHOLDER, productImageSrc } from "#app/domain/catalogue/product-image.ts";

export type SearchResultProduct = Pick<
  Product,
  "id" | "name" | "description" | "basePriceCents" | "imageUrl" | "categoryId" | "category" | "subcategory"
>;

/** "Porte Blindate · Torterolo": where the product sits in the catalogue. */
export function cataloguePlaceOf(product: Pick<Product, "category" | "subcategory">): string {
  return [product.category.name, product.subcategory?.name].filter(Boolean).join(" · ");
}

/**
 * One search hit as the dialog's options and the /cerca page's results show it:
 * picture, name, category and collection, description and the starting price
 * (the base price, which a configuration only raises). `name` lets the page
 * make the name its link.
 */
export function SearchResultSummary({
  product,
  name,
}: {
  product: SearchResultProduct;
  name?: React.ReactNode;
}) {
  return (
    <>
      <img
        src={productImageSrc(product)}
        alt=""
        width={64}
        height={48}
        loading="lazy"
        decoding="async"
        onError={(event) => {
          if (!event.currentTarget.src.endsWith(PRODUCT_IMAGE_PLACEHOLDER))
            event.currentTarget.src = PRODUCT_IMAGE_PLACEHOLDER;
        }}
        className="h-12 w-16 shrink-0 rounded bg-slate-50 object-contain"
      />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900">{name ?? product.name}</span>
        <span className="block text-xs font-medium text-slate-600">{cataloguePlaceOf(product)}</span>
        <span className="line-clamp-2 text-sm text-slate-700">{product.description}</span>
        <span className="mt-1 block text-sm text-slate-700">
          da <Price cents={product.basePriceCents} className="font-semibold text-slate-900" />
        </span>
      </span>
    </>
  );
}
