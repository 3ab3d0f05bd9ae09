import type { Product } from "#app/domain/catalogue/catalogue.ts";

/** The 'Bestseller' and 'Eco-friendly' labels; nothing when neither applies. */
export function ProductBadges({
  product,
  // Stops short of the wishlist heart in the top right corner: on a narrow card the badges wrap instead.
  className = "absolute top-2 right-14 left-2",
}: {
  product: Pick<Product, "isBestseller" | "isEcoFriendly">;
  className?: string;
}) {
  if (!product.isBestseller && !product.isEcoFriendly) return null;
  return (
    <ul className={`flex flex-wrap gap-1 ${className}`} aria-label="Caratteristiche in evidenza">
      {product.isBestseller ? (
        <li className="rounded-full bg-accent-400 px-2.5 py-0.5 text-xs font-semibold text-slate-900">
          Bestseller
        </li>
      ) : null}
      {product.isEcoFriendly ? (
        <li className="rounded-full bg-emerald-700 px-2.5 py-0.5 text-xs font-semibold text-white">
          Eco-friendly
        </li>
      ) : null}
    </ul>
  );
}
