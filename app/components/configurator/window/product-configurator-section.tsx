import { lazy, Suspense, useEffect, useRef, useState, useTransition } from "react";
import {
  ConfiguratorBeforeScript,
  ConfiguratorOpening,
} from "#app/components/catalogue/configurator-needs-javascript.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import type { Product } from "#app/domain/catalogue/catalogue.ts";
import type { ProductOptionSet } from "#app/domain/catalogue/option-sets.ts";
import { AddedWindowNotice } from "./added-window-notice.tsx";
import type { AddedWindow } from "./product-configurator.tsx";
import type { EditedConfiguration } from "./save-configuration-control.tsx";
import type { WindowFormValues } from "./use-window-configurator.ts";

// The configurator's code is not part of the product page's first load, but it
// is asked for as soon as the page's modules run, before the page hydrates, so
// that it is there, or on its way, when the customer taps «Calcola Prezzo»
// (docs/PERFORMANCE.md, "A tap before the script").
let configuratorModule: Promise<typeof import("./product-configurator.tsx")> | undefined;
const loadConfigurator = () => {
  configuratorModule ??= import("./product-configurator.tsx");
  return configuratorModule;
};
const ProductConfigurator = lazy(loadConfigurator);

const CONFIGURATOR_ANCHOR = "configuratore"; // CONFIGURATOR_ANCHOR of configuration-link.ts
const CONFIGURATOR_HASH = `#${CONFIGURATOR_ANCHOR}`;

// This module runs in the browser when the product page's modules do: on a page the
// server rendered with this configurator, its code is fetched at once.
if (typeof document !== "undefined" && document.getElementById(CONFIGURATOR_ANCHOR)) void loadConfigurator();

export function ProductConfiguratorSection({
  product,
  optionSet,
  editing,
  link,
  cartLineId = null,
}: {
  product: Product;
  optionSet: ProductOptionSet | null;
  editing?: (EditedConfiguration & { values: WindowFormValues }) | null;
  /** The configuration in the page's query string, with the message naming the values it dropped. */
  link?: { values: WindowFormValues; message: string | null } | null;
  /** The signed-in customer's cart line this configurator updates ("Modifica configurazione"). */
  cartLineId?: number | null;
}) {
  const hydrated = useHydrated();
  // After a client-side navigation the module ran on another page: the render asks for the code then.
  if (optionSet && typeof window !== "undefined") void loadConfigurator();
  // A configuration in the URL (reload, shared link, back from sign-in) opens the configurator on it.
  const [open, setOpen] = useState(Boolean(editing || link));
  // Opening renders the whole configurator: in a transition, so that the tap's answer (the
  // "opening" status) is painted first, and stays while the code is still on its way.
  const [opening, startOpening] = useTransition();
  const openConfigurator = () => startOpening(() => setOpen(true));
  // The window just added: «Aggiungi un'altra finestra» opens the configurator again on its choices.
  const [added, setAdded] = useState<AddedWindow | null>(null);
  const [reopenWith, setReopenWith] = useState<AddedWindow["values"] | null>(null);
  const closeConfigurator = () => {
    returnFocusOnClose.current = true;
    setOpen(false);
    if (window.location.hash === CONFIGURATOR_HASH) {
      history.replaceState(history.state, "", window.location.pathname + window.location.search);
    }
  };
  // Closing removes the focused control with the configurator: the focus goes back to the button that reopens it.
  const openButton = useRef<HTMLButtonElement>(null);
  const returnFocusOnClose = useRef(false);
  useEffect(() => {
    if (open || !returnFocusOnClose.current) return;
    returnFocusOnClose.current = false;
    openButton.current?.focus();
  }, [open]);

  useEffect(() => {
    const openOnHash = () => {
      if (window.location.hash === CONFIGURATOR_HASH) startOpening(() => setOpen(true));
    };
    openOnHash();
    window.addEventListener("hashchange", openOnHash);
    return () => window.removeEventListener("hashchange", openOnHash);
  }, []);

  return (
    <section
      id={CONFIGURATOR_ANCHOR}
      aria-labelledby="configuratore-titolo"
      className="group/configurator mt-12 scroll-mt-20 rounded-lg [overflow-wrap:anywhere] border border-slate-200 bg-slate-50 p-4 sm:p-6"
    >
      <h2 id="configuratore-titolo" className="text-2xl font-bold text-slate-900">
        {editing ? `Modifica la configurazione “${editing.name}”` : "Configura e calcola il prezzo"}
      </h2>
      {link?.message ? (
        <p role="alert" className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {link.message}
        </p>
      ) : null}
      {open && optionSet ? (
        <div className="mt-4">
          <Suspense fallback={<ConfiguratorOpening />}>
            <ProductConfigurator
              product={product}
              optionSet={optionSet}
              editing={editing}
              initialValues={reopenWith ?? link?.values ?? editing?.values}
              baseValues={editing?.values}
              cartLineId={cartLineId}
              onClose={closeConfigurator}
              onAdded={(addedWindow) => {
                setAdded(addedWindow);
                closeConfigurator();
              }}
            />
          </Suspense>
        </div>
      ) : (
        <div className="mt-2 space-y-3 text-slate-700">
          <p>
            Scegli le opzioni di questo prodotto e le misure in millimetri: il prezzo stimato si aggiorna
            mentre configuri, e puoi chiedere un preventivo dettagliato gratuito.
          </p>
          {added && !opening ? (
            <AddedWindowNotice
              productName={product.name}
              placement={added.placement}
              onAnother={() => {
                setReopenWith(added.values);
                setAdded(null);
                openConfigurator();
              }}
            />
          ) : null}
          {opening ? (
            <ConfiguratorOpening />
          ) : hydrated ? (
            <Button ref={openButton} onClick={openConfigurator}>
              Apri il configuratore
            </Button>
          ) : (
            <ConfiguratorBeforeScript anchor={CONFIGURATOR_ANCHOR} openLabel="Apri il configuratore" />
          )}
        </div>
      )}
    </section>
  );
}
