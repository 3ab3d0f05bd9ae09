import { Button } from "#app/components/ui/button.tsx";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import { NO_PRICE_TEXT } from "./configuration-summary.tsx";
import { ADD_TO_CART_LABEL } from "./configurator-buttons.tsx";
import type { ConfiguratorActions } from "./use-configurator-actions.ts";

/**
 * The total and the main action, stuck to the bottom of a small screen while
 * the customer scrolls the fields (hidden from lg up, where the summary stays
 * in view). The main action is the same in both configurators: a signed-in
 * customer adds to the cart, a guest asks for the detailed quote.
 */
export function ConfiguratorPriceBar({
  totalCents,
  actions,
  canAddToCart,
  cartLabel = ADD_TO_CART_LABEL,
}: {
  /** Null while a field is in error: no figure is left on screen. */
  totalCents: number | null;
  actions: ConfiguratorActions;
  canAddToCart: boolean;
  cartLabel?: string;
}) {
  return (
    <div
      data-testid="barra-prezzo"
      className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-2px_8px_rgba(0,0,0,0.08)] lg:hidden"
    >
      <p className="text-sm text-slate-700">
        Totale stimato
        {totalCents === null ? (
          <span className="block text-sm font-semibold text-red-700">{NO_PRICE_TEXT}</span>
        ) : (
          <span className="block text-xl font-bold text-brand-800">{formatEuroCents(totalCents)}</span>
        )}
      </p>
      {canAddToCart ? (
        <Button variant="accent" onClick={actions.addToCart} disabled={actions.pending === "cart"}>
          {cartLabel}
        </Button>
      ) : (
        <Button onClick={actions.openQuote}>Richiedi Preventivo</Button>
      )}
    </div>
  );
}
