import { useId } from "react";
import { Link, useLocation } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import type { PublicUser } from "#app/domain/public-user.ts";
import { signInPath } from "#app/domain/sign-in-path.ts";
import type { ConfiguratorActions } from "./use-configurator-actions.ts";

export const ADD_TO_CART_LABEL = "Aggiungi al Carrello";
const primary = buttonClass();
const secondary = buttonClass({ variant: "secondary" });
const accent = buttonClass({ variant: "accent" });

/** The configurators' actions; a guest sees 'Accedi per Aggiungere' with the spec's hint. */
export function ConfiguratorButtons({
  actions,
  user,
  calculateLabel,
  onReset,
  canAddToCart,
  returnTo,
  cartLabel = ADD_TO_CART_LABEL,
}: {
  actions: ConfiguratorActions;
  user: PublicUser | null;
  calculateLabel: string;
  onReset?: () => void;
  canAddToCart: boolean;
  /** Where sign-in brings a guest back (the product page's configuration link); the current page when absent. */
  returnTo?: string;
  cartLabel?: string;
}) {
  const location = useLocation();
  const loginHintId = useId();
  const redirectTo = returnTo ?? `${location.pathname}${location.search}`;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={primary}
          onClick={actions.calculate}
          disabled={actions.pending === "price"}
        >
          {actions.pending === "price" ? "Calcolo in corso..." : calculateLabel}
        </button>
        {onReset ? (
          <button type="button" className={secondary} onClick={onReset}>
            Reset
          </button>
        ) : null}
        <button type="button" className={secondary} onClick={actions.openQuote}>
          Richiedi Preventivo Dettagliato
        </button>
        {user && canAddToCart ? (
          <button
            type="button"
            className={accent}
            onClick={actions.addToCart}
            disabled={actions.pending === "cart"}
          >
            {actions.pending !== "cart"
              ? cartLabel
              : cartLabel === ADD_TO_CART_LABEL
                ? "Aggiunta in corso..."
                : "Aggiornamento in corso..."}
          </button>
        ) : null}
        {!user ? (
          <Link to={signInPath(redirectTo)} className={accent} aria-describedby={loginHintId}>
            Accedi per Aggiungere
          </Link>
        ) : null}
      </div>
      {!user ? (
        <p id={loginHintId} className="text-sm text-slate-700">
          Effettua l'accesso per aggiungere prodotti al carrello
        </p>
      ) : null}
    </div>
  );
}
