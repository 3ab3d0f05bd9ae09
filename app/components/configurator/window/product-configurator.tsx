import { X } from "lucide-react";
import { useEffect, useMemo } from "react";
import { useOptionalUser } from "#app/components/accounts/use-optional-user.ts";
import type { Product } from "#app/domain/catalogue/catalogue.ts";
import type { ProductOptionSet } from "#app/domain/catalogue/option-sets.ts";
import {
  CONFIGURATOR_ANCHOR,
  shareableConfigurationPath,
} from "#app/domain/configurator/configuration-link.ts";
import { useLineDestination } from "../line-destination.tsx";
import { type LinePlacement, useLinePlacement } from "../line-placement-fields.tsx";
import { ConfigurationPreview } from "./configuration-preview.tsx";
import { ConfiguratorPriceBar } from "./configurator-price-bar.tsx";
import type { EditedConfiguration } from "./save-configuration-control.tsx";
import { UPDATE_LINE_LABEL, useAddWindowToCart, useUpdateCartLine } from "./use-cart-actions.ts";
import { useConfigurationInUrl } from "./use-configuration-in-url.ts";
import { useConfiguratorActions } from "./use-configurator-actions.ts";
import {
  defaultFormValues,
  useWindowConfigurator,
  type WindowFormValues,
} from "./use-window-configurator.ts";
import { WindowConfiguratorForm } from "./window-configurator-form.tsx";

/** A window just added: its choices, to configure another like it, and how many went where. */
export interface AddedWindow {
  values: WindowFormValues;
  placement: LinePlacement;
}

/**
 * The product page's configurator: the same form logic as the overlay, laid
 * out inline, with the price breakdown and the live drawing beside the form.
 */
export default function ProductConfigurator({
  product,
  optionSet,
  onClose,
  editing,
  initialValues,
  baseValues,
  cartLineId,
  onAdded,
}: {
  product: Product;
  optionSet: ProductOptionSet;
  onClose: () => void;
  /** A saved configuration reopened for editing: its values fill the form and saving updates it. */
  editing?: EditedConfiguration | null;
  /** What the form opens with: the link's configuration, else the saved one's, else the defaults. */
  initialValues?: WindowFormValues;
  /** What the page opens with when its address carries no configuration. */
  baseValues?: WindowFormValues;
  /** A cart line to update in place instead of adding a new one. */
  cartLineId: number | null;
  /** After a new line was added, instead of `onClose`: the choices and what was added, to offer another. */
  onAdded?: (added: AddedWindow) => void;
}) {
  const user = useOptionalUser();
  const addToCart = useAddWindowToCart("configurator");
  const destination = useLineDestination();
  const updateLine = useUpdateCartLine(cartLineId);
  const onAddToCart = user ? (cartLineId === null || destination ? addToCart : updateLine) : undefined;
  const cartLabel = destination?.label ?? (cartLineId === null ? undefined : UPDATE_LINE_LABEL);
  const state = useWindowConfigurator(product, optionSet, initialValues);
  const defaults = useMemo(() => defaultFormValues(optionSet), [optionSet]);
  const returnTo = useConfigurationInUrl(optionSet, state.values, baseValues ?? defaults);
  // A new line takes a quantity and a room; updating a cart line keeps the line's own.
  const addsLine = cartLineId === null || Boolean(destination);
  const placement = useLinePlacement();
  const actions = useConfiguratorActions(state, {
    onDone: onClose,
    onAddToCart,
    placement: addsLine ? placement.checked : undefined,
    onAdded:
      addsLine && onAdded
        ? (where) => onAdded({ values: state.values, placement: where ?? { quantity: 1, roomLabel: "" } })
        : undefined,
  });
  const sharePath = shareableConfigurationPath(product.id, optionSet, state.values);
  // A shared link ends at #configuratore: once the configurator (and its drawing) is
  // drawn, the page shifted under the browser's own jump, so it scrolls there again.
  useEffect(() => {
    if (window.location.hash !== `#${CONFIGURATOR_ANCHOR}`) return;
    document.getElementById(CONFIGURATOR_ANCHOR)?.scrollIntoView({ block: "start" });
  }, []);

  return (
    <div className="relative rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <button
        type="button"
        onClick={onClose}
        aria-label="Chiudi il configuratore"
        className="absolute top-3 right-3 z-20 rounded-md bg-white p-2 text-slate-700 hover:bg-slate-100"
      >
        <X aria-hidden className="size-5" />
      </button>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <WindowConfiguratorForm
          state={state}
          actions={actions}
          user={user}
          product={product}
          label={`Configurazione di ${product.name}`}
          canAddToCart={Boolean(onAddToCart)}
          editing={editing}
          returnTo={returnTo}
          cartLabel={cartLabel}
          sharePath={sharePath}
          placement={addsLine ? placement : undefined}
        />
        <div className="min-w-0 space-y-4 self-start lg:sticky lg:top-20">
          <ConfigurationPreview product={product} optionSet={optionSet} state={state} idPrefix="product" />
        </div>
      </div>
      <ConfiguratorPriceBar
        totalCents={state.totalCents}
        actions={actions}
        canAddToCart={Boolean(onAddToCart)}
        cartLabel={cartLabel}
      />
    </div>
  );
}
