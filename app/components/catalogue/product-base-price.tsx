import { Price } from "#app/components/ui/price.tsx";
import { type InCollection, productConfigurator } from "#app/domain/catalogue/catalogue.ts";

/**
 * A product's list price. A product of the window configurator is priced by
 * its size (docs/product/window-price.md#formula), so its base price is only
 * the price of the reference size and says so: "da 289,00 € per la misura di
 * riferimento (fino a 1 m²)". Other products (and a card that does not know
 * the product's collection) show "Prezzo base".
 */
export function ProductBasePrice({
  basePriceCents,
  product,
  size = "md",
}: {
  basePriceCents: number;
  product?: InCollection;
  size?: "md" | "lg";
}) {
  const priceClass = `${size === "lg" ? "text-3xl" : "text-xl"} font-bold text-slate-900`;
  if (product && productConfigurator(product) === "window") {
    return (
      <p className="flex flex-col" data-testid="prezzo-di-listino">
        <span className="text-slate-700">
          da <Price cents={basePriceCents} className={priceClass} />
        </span>
        <span className="text-xs font-medium text-slate-600">per la misura di riferimento (fino a 1 m²)</span>
      </p>
    );
  }
  return (
    <p className="flex flex-col" data-testid="prezzo-di-listino">
      <span className={`${size === "lg" ? "text-sm" : "text-xs"} font-medium text-slate-600`}>
        Prezzo base
      </span>
      <Price cents={basePriceCents} className={priceClass} />
    </p>
  );
}
