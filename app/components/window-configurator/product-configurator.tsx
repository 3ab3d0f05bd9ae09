import { X } from "lucide-react";
import { useOptionalUser } from "#app/components/account/use-optional-user.ts";
import type { CalculatorOption, Product } from "#app/domain/catalogue.ts";
import { ConfigurationSummary } from "./configuration-summary.tsx";
import { ConfiguratorButtons } from "./configurator-buttons.tsx";
import { ConfiguredWindowDrawing } from "./configured-window-drawing.tsx";
import { QuoteContactDialog } from "./quote-contact-dialog.tsx";
import { type EditedConfiguration, SaveConfigurationControl } from "./save-configuration-control.tsx";
import { useAddWindowToCart } from "./use-cart-actions.ts";
import { useConfiguratorActions } from "./use-configurator-actions.ts";
import { useWindowConfigurator, type WindowFormValues } from "./use-window-configurator.ts";
import { WindowConfiguratorFields } from "./window-configurator-fields.tsx";

/**
 * The product page's configurator: the same form logic as the overlay, laid
 * out inline, with the price breakdown and the live drawing beside the form.
 */
export default function ProductConfigurator({
  product,
  options,
  onClose,
  editing,
}: {
  product: Product;
  options: CalculatorOption[];
  onClose: () => void;
  /** A saved configuration reopened for editing: its values fill the form and saving updates it. */
  editing?: (EditedConfiguration & { values: WindowFormValues }) | null;
}) {
  const user = useOptionalUser();
  const addToCart = useAddWindowToCart("configurator");
  const onAddToCart = user ? addToCart : undefined;
  const state = useWindowConfigurator(product, options, editing?.values);
  const actions = useConfiguratorActions(state, { onDone: onClose, onAddToCart });

  return (
    <div className="relative rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <button
        type="button"
        onClick={onClose}
        aria-label="Chiudi il configuratore"
        className="absolute top-3 right-3 rounded-md p-2 text-slate-700 hover:bg-slate-100"
      >
        <X aria-hidden className="size-5" />
      </button>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <form
          className="space-y-6"
          noValidate
          aria-label={`Configurazione di ${product.name}`}
          onSubmit={(event) => {
            event.preventDefault();
            void actions.calculate();
          }}
        >
          <WindowConfiguratorFields state={state} />
          <ConfiguratorButtons
            actions={actions}
            user={user}
            calculateLabel="Calcola Prezzo"
            onReset={state.reset}
            canAddToCart={Boolean(onAddToCart)}
          />
          {user ? <SaveConfigurationControl state={state} productId={product.id} editing={editing} /> : null}
        </form>
        <div className="space-y-4">
          <ConfiguredWindowDrawing state={state} options={options} idPrefix="product" />
          <ConfigurationSummary
            lines={state.summary}
            totalCents={state.totalCents}
            confirmed={state.isConfirmedByServer}
          />
        </div>
      </div>
      <QuoteContactDialog
        open={actions.quoteOpen}
        onOpenChange={actions.setQuoteOpen}
        onSubmit={actions.sendQuote}
        user={user}
      />
    </div>
  );
}
