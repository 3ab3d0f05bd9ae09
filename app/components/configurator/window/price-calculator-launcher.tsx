import { lazy, Suspense } from "react";
import { LoadingOverlay } from "#app/components/ui/loading-overlay.tsx";
import type { Product } from "#app/domain/catalogue/catalogue.ts";

// The overlay's code (form, drawing, dialogs) loads only when a customer asks
// for it, so the listing pages stay light.
const PriceCalculatorOverlay = lazy(() => import("./price-calculator-overlay.tsx"));

export function PriceCalculatorLauncher({ product, onClose }: { product: Product; onClose: () => void }) {
  return (
    <Suspense fallback={<LoadingOverlay>Caricamento del calcolatore...</LoadingOverlay>}>
      <PriceCalculatorOverlay product={product} onClose={onClose} />
    </Suspense>
  );
}
