import { ShoppingCart } from "lucide-react";
import { Link } from "react-router";

/** "Carrello, 1 articolo" / "Carrello, 3 articoli": what a screen reader hears for the icon. */
export function cartLinkLabel(itemCount: number): string {
  if (itemCount === 0) return "Carrello, vuoto";
  return `Carrello, ${itemCount} ${itemCount === 1 ? "articolo" : "articoli"}`;
}

/** The header's cart icon with the number of items as a badge. */
export function CartLink({ itemCount }: { itemCount: number }) {
  return (
    <Link
      to="/cart"
      aria-label={cartLinkLabel(itemCount)}
      className="relative inline-flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 hover:text-brand-800"
    >
      <ShoppingCart aria-hidden="true" className="size-5" />
      {itemCount > 0 ? (
        <span
          aria-hidden="true"
          className="absolute top-1 right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-xs leading-none font-semibold text-white"
        >
          {itemCount > 99 ? "99+" : itemCount}
        </span>
      ) : null}
    </Link>
  );
}
