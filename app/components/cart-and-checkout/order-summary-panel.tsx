import type { ReactNode } from "react";

/** "Riepilogo dell'ordine": the sticky panel beside the cart and beside the checkout form. */
export function OrderSummaryPanel({ headingId, children }: { headingId: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-slate-50 p-6 lg:sticky lg:top-24"
    >
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Riepilogo dell'ordine
      </h2>
      {children}
    </section>
  );
}
