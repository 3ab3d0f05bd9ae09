import { useId } from "react";
import { useLocation } from "react-router";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import type { PublicUser } from "#app/domain/accounts/public-user.ts";
import { signInPath } from "#app/domain/accounts/sign-in-path.ts";
import { CopyConfigurationLink } from "./copy-configuration-link.tsx";
import type { ConfiguratorActions } from "./use-configurator-actions.ts";

export const ADD_TO_CART_LABEL = "Aggiungi al Carrello";

/** The configurators' actions; a guest sees 'Accedi per Aggiungere' with the hint of docs/product/window-price.md. */
export function ConfiguratorButtons({
  actions,
  user,
  calculateLabel,
  onReset,
  canAddToCart,
  returnTo,
  cartLabel = ADD_TO_CART_LABEL,
  sharePath,
}: {
  actions: ConfiguratorActions;
  user: PublicUser | null;
  calculateLabel: string;
  onReset?: () => void;
  canAddToCart: boolean;
  /** Where sign-in brings a guest back (the product page's configuration link); the current page when absent. */
  returnTo?: string;
  cartLabel?: string;
  /** The configuration's shareable link («Copia link»), when it has one. */
  sharePath?: string;
}) {
  const location = useLocation();
  const loginHintId = useId();
  const redirectTo = returnTo ?? `${location.pathname}${location.search}`;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-3">
        <Button onClick={actions.calculate} disabled={actions.pending === "price"}>
          {actions.pending === "price" ? "Calcolo in corso..." : calculateLabel}
        </Button>
        {onReset ? (
          <Button variant="secondary" onClick={onReset}>
            Reset
          </Button>
        ) : null}
        <Button variant="secondary" onClick={actions.openQuote}>
          Richiedi Preventivo Dettagliato
        </Button>
        {user && canAddToCart ? (
          <Button variant="accent" onClick={actions.addToCart} disabled={actions.pending === "cart"}>
            {actions.pending !== "cart"
              ? cartLabel
              : cartLabel === ADD_TO_CART_LABEL
                ? "Aggiunta in corso..."
                : "Aggiornamento in corso..."}
          </Button>
        ) : null}
        {!user ? (
          <ButtonLink to={signInPath(redirectTo)} variant="accent" aria-describedby={loginHintId}>
            Accedi per Aggiungere
          </ButtonLink>
        ) : null}
      </div>
      {sharePath ? <CopyConfigurationLink path={sharePath} /> : null}
      {!user ? (
        <p id={loginHintId} className="text-sm text-slate-700">
          Effettua l'accesso per aggiungere prodotti al carrello
        </p>
      ) : null}
    </div>
  );
}
