import { useId } from "react";
import { Link, useLocation } from "react-router";
import type { SignedInUser } from "#app/components/account/use-optional-user.ts";
import type { ConfiguratorActions } from "./use-configurator-actions.ts";

const primary =
  "rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-60";
const secondary =
  "rounded-md border border-slate-400 bg-white px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60";
const accent =
  "rounded-md bg-accent-400 px-4 py-2.5 font-semibold text-slate-900 hover:bg-accent-500 disabled:cursor-wait disabled:opacity-60";

/** The configurators' actions; a guest sees 'Accedi per Aggiungere' with the spec's hint. */
export function ConfiguratorButtons({
  actions,
  user,
  calculateLabel,
  onReset,
  canAddToCart,
}: {
  actions: ConfiguratorActions;
  user: SignedInUser | null;
  calculateLabel: string;
  onReset?: () => void;
  canAddToCart: boolean;
}) {
  const location = useLocation();
  const loginHintId = useId();
  const redirectTo = `${location.pathname}${location.search}`;
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
            {actions.pending === "cart" ? "Aggiunta in corso..." : "Aggiungi al Carrello"}
          </button>
        ) : null}
        {!user ? (
          <Link
            to={`/auth?redirectTo=${encodeURIComponent(redirectTo)}`}
            className={accent}
            aria-describedby={loginHintId}
          >
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
