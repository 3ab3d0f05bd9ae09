import { lazy, Suspense } from "react";
import type { Product } from "#app/domain/catalogue.ts";

// The overlay's code (form, drawing, dialogs) loads only when a customer asks
// for it, so the listing pages stay light.
const PriceCalculatorOverlay = lazy(() => import("./price-calculator-overlay.tsx"));

export function PriceCalculatorLauncher({ product, onClose }: { product: Product; onClose: () => void }) {
  return (
    <Suspense
      fallback={
        <div className="fixed inset-0 z-50 grid place-items-center bg-slate-950/70">
          <p role="status" className="rounded-lg bg-white px-6 py-4 font-semibold text-slate-900">
            Caricamento del calcolatore...
          </p>
        </div>
      }
    >
      <PriceCalculatorOverlay product={product} onClose={onClose} />
    </Suspense>
  );
}
