import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useMemo, useState } from "react";
import { useOptionalUser } from "#app/components/accounts/use-optional-user.ts";
import { ProductImage } from "#app/components/catalogue/product-image.tsx";
import type { Product } from "#app/domain/catalogue/catalogue.ts";
import { optionSetFromEntries } from "#app/domain/catalogue/option-set-entries.ts";
import type { ProductOptionSet } from "#app/domain/catalogue/option-sets.ts";
import {
  configurationSearch,
  shareableConfigurationPath,
} from "#app/domain/configurator/configuration-link.ts";
import { ConfigurationPreview } from "./configuration-preview.tsx";
import { fetchProductOptions, fetchSizeLimits } from "./configurator-api.ts";
import { ConfiguratorPriceBar } from "./configurator-price-bar.tsx";
import { useAddWindowToCart } from "./use-cart-actions.ts";
import { type AddToCartHandler, useConfiguratorActions } from "./use-configurator-actions.ts";
import { useReturnFocus } from "./use-return-focus.ts";
import { defaultFormValues, useWindowConfigurator } from "./use-window-configurator.ts";
import { WindowConfiguratorForm } from "./window-configurator-form.tsx";

/** Full-screen price calculator opened from a product card's 'Calcola Prezzo'. */
export default function PriceCalculatorOverlay({
  product,
  onClose,
}: {
  product: Product;
  onClose: () => void;
}) {
  const onAddToCart = useAddWindowToCart("overlay");
  const returnFocus = useReturnFocus();
  const [optionSet, setOptionSet] = useState<ProductOptionSet | null>(null);
  const [loadError, setLoadError] = useState(false);
  useEffect(() => {
    let active = true;
    Promise.all([fetchProductOptions(product.id), fetchSizeLimits()])
      .then(([entries, limits]) => active && setOptionSet(optionSetFromEntries(product, entries, limits)))
      .catch(() => active && setLoadError(true));
    return () => {
      active = false;
    };
  }, [product]);

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/70" />
        <Dialog.Content
          {...returnFocus}
          className="fixed inset-0 z-50 overflow-y-auto bg-white sm:inset-4 sm:rounded-xl"
        >
          <div className="sticky top-0 z-10 flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3 sm:px-6">
            <Dialog.Title className="text-lg font-bold text-slate-900">
              Calcola il prezzo: {product.name}
            </Dialog.Title>
            <Dialog.Close
              aria-label="Chiudi il calcolatore"
              className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
            >
              <X aria-hidden className="size-6" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            Scegli le opzioni del prodotto e le misure per ottenere una stima del prezzo.
          </Dialog.Description>
          {optionSet ? (
            <CalculatorBody
              product={product}
              optionSet={optionSet}
              onClose={onClose}
              onAddToCart={onAddToCart}
            />
          ) : (
            <p className="p-8 text-center text-slate-700" role="status">
              {loadError
                ? "Non è stato possibile caricare il calcolatore. Riprova più tardi."
                : "Caricamento del calcolatore..."}
            </p>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CalculatorBody({
  product,
  optionSet,
  onClose,
  onAddToCart,
}: {
  product: Product;
  optionSet: ProductOptionSet;
  onClose: () => void;
  onAddToCart?: AddToCartHandler;
}) {
  const user = useOptionalUser();
  const state = useWindowConfigurator(product, optionSet);
  const actions = useConfiguratorActions(state, { onDone: onClose, onAddToCart });
  const defaults = useMemo(() => defaultFormValues(optionSet), [optionSet]);
  // Sign-in leads to the product page's own configurator with this configuration in its link.
  const returnTo = `/product/${product.id}${configurationSearch(optionSet, state.values, defaults, "")}`;

  return (
    <div className="grid grid-cols-1 gap-8 p-4 sm:p-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className="space-y-4 self-start lg:sticky lg:top-20">
        <div className="flex gap-4">
          <ProductImage product={product} priority className="w-24 shrink-0 rounded-lg sm:w-32" />
          <div>
            <p className="text-xl font-bold text-slate-900">{product.name}</p>
            <p className="mt-1 line-clamp-3 text-sm text-slate-700">{product.description}</p>
          </div>
        </div>
        <ConfigurationPreview product={product} optionSet={optionSet} state={state} idPrefix="overlay" />
      </div>
      <WindowConfiguratorForm
        state={state}
        actions={actions}
        user={user}
        product={product}
        label="Configurazione del prodotto"
        canAddToCart={Boolean(onAddToCart)}
        returnTo={returnTo}
        sharePath={shareableConfigurationPath(product.id, optionSet, state.values)}
      />
      <ConfiguratorPriceBar
        totalCents={state.totalCents}
        actions={actions}
        canAddToCart={Boolean(user && onAddToCart)}
      />
    </div>
  );
}
