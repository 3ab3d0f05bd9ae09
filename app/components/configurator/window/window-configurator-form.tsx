import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import type { PublicUser } from "#app/domain/accounts/public-user.ts";
import type { Product } from "#app/domain/catalogue/catalogue.ts";
import { LinePlacementFields, type LinePlacementState } from "../line-placement-fields.tsx";
import { ConfiguratorButtons } from "./configurator-buttons.tsx";
import { QuoteContactDialog } from "./quote-contact-dialog.tsx";
import { type EditedConfiguration, SaveConfigurationControl } from "./save-configuration-control.tsx";
import { SessionExpiredDialog } from "./session-expired-dialog.tsx";
import { CALCULATE_LABEL } from "./summary-props.ts";
import type { ConfiguratorActions } from "./use-configurator-actions.ts";
import type { WindowConfiguratorState } from "./use-window-configurator.ts";
import { WindowConfiguratorFields } from "./window-configurator-fields.tsx";

/**
 * The window form shared by the product page's configurator and the card's
 * price overlay: fields, buttons, saving for a signed-in customer, and the
 * quote's contact dialog (a portal, so where it sits in the tree does not matter).
 */
export function WindowConfiguratorForm({
  state,
  actions,
  user,
  product,
  label,
  canAddToCart,
  editing,
  returnTo,
  cartLabel,
  sharePath,
  placement,
}: {
  state: WindowConfiguratorState;
  actions: ConfiguratorActions;
  user: PublicUser | null;
  product: Pick<Product, "id" | "name">;
  /** The form's accessible name. */
  label: string;
  canAddToCart: boolean;
  editing?: EditedConfiguration | null;
  /** Where sign-in brings a guest (or a customer whose session ended) back; the current page when absent. */
  returnTo?: string;
  /** The cart button's text when it does something else than adding ("Aggiorna la riga"). */
  cartLabel?: string;
  /** The configuration's shareable link, for «Copia link». */
  sharePath?: string;
  /** «Quantità» and «Ambiente» beside the add button, when this form adds a new line. */
  placement?: LinePlacementState;
}) {
  // A configuration opened from a link or a cart line is in the server's HTML, shown before the
  // page's scripts run. Its controls wait for them: a value typed before hydration would be
  // lost to React's state, and the configurator only works with JavaScript.
  const hydrated = useHydrated();
  return (
    <>
      <form
        noValidate
        aria-label={label}
        onSubmit={(event) => {
          event.preventDefault();
          void actions.calculate();
        }}
      >
        <fieldset disabled={!hydrated} className="min-w-0 space-y-6">
          <WindowConfiguratorFields state={state} province={user?.province} />
          {user && canAddToCart && placement ? <LinePlacementFields placement={placement} /> : null}
          <ConfiguratorButtons
            actions={actions}
            user={user}
            calculateLabel={CALCULATE_LABEL}
            onReset={state.reset}
            canAddToCart={canAddToCart}
            returnTo={returnTo}
            cartLabel={cartLabel}
            sharePath={sharePath}
          />
          {user ? (
            <SaveConfigurationControl
              state={state}
              productId={product.id}
              editing={editing}
              onSessionEnded={() => actions.setSessionExpired(true)}
            />
          ) : null}
        </fieldset>
      </form>
      <QuoteContactDialog
        open={actions.quoteOpen}
        onOpenChange={actions.setQuoteOpen}
        onSubmit={actions.sendQuote}
        user={user}
        request={{ productName: product.name, lines: state.summary, totalCents: state.totalCents }}
        sent={actions.sentQuote}
      />
      <SessionExpiredDialog
        open={actions.sessionExpired}
        onOpenChange={actions.setSessionExpired}
        returnTo={returnTo}
      />
    </>
  );
}
