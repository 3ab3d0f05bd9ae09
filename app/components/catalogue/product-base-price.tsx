import { Price } from "#app/components/ui/price.tsx";

/** The "Prezzo base" a product card and a wishlist card show. */
export function ProductBasePrice({ basePriceCents }: { basePriceCents: number }) {
  return (
    <p className="flex flex-col">
      <span className="text-xs font-medium text-slate-600">Prezzo base</span>
      <Price cents={basePriceCents} className="text-xl font-bold text-slate-900" />
    </p>
  );
}
