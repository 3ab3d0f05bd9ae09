import { Price } from "#app/components/ui/price.tsx";

/** The "Prezzo base" a product card and a wishlist card show; the catalogue's base price is in euros. */
export function ProductBasePrice({ basePrice }: { basePrice: number }) {
  return (
    <p className="flex flex-col">
      <span className="text-xs font-medium text-slate-600">Prezzo base</span>
      <Price cents={Math.round(basePrice * 100)} className="text-xl font-bold text-slate-900" />
    </p>
  );
}
