import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useId, useState } from "react";
import { useRevalidator } from "react-router";
import { showToast } from "#app/components/toasts/toast-store.ts";
import { Button } from "#app/components/ui/button.tsx";
import { ApiError } from "#app/components/web/json-client.ts";
import type { DoorCatalogue } from "#app/domain/catalogue/door-catalogue.ts";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import { useLineDestination } from "../line-destination.tsx";
import { useLinePlacement } from "../line-placement-fields.tsx";
import { addDoorToCart, fetchDoorCatalogue } from "./door-configurator-api.ts";
import { DoorHandField, doorHandInputId } from "./door-hand-field.tsx";
import { customDimensionInputId, DoorSizeFields } from "./door-size-fields.tsx";
import { DoorSummary } from "./door-summary.tsx";
import { type DoorTab, DoorTabs } from "./door-tabs.tsx";
import { type DoorConfigurator, type DoorProduct, useDoorConfigurator } from "./use-door-configurator.ts";

// The Torterolo door configurator (docs/product/door-configurator.md), loaded only when a signed-in
// customer opens it. It stays mounted after the first opening, so closing and
// reopening keeps the choices and the catalogue.

/** The public door catalogue, fetched when the dialog first mounts and again on each retry. */
function useDoorCatalogue() {
  const [catalogue, setCatalogue] = useState<DoorCatalogue | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [loadAttempt, setLoadAttempt] = useState(0);
  useEffect(() => {
    // Read so that 'Riprova' (which bumps it) runs the request again.
    void loadAttempt;
    let active = true;
    setLoadFailed(false);
    fetchDoorCatalogue()
      .then((loaded) => active && setCatalogue(loaded))
      .catch(() => active && setLoadFailed(true));
    return () => {
      active = false;
    };
  }, [loadAttempt]);
  const retry = () => setLoadAttempt((attempt) => attempt + 1);
  return { catalogue, loadFailed, retry };
}

/** 'Aggiungi al Carrello': sends the configured door, or points the customer at what is still missing. */
function useAddDoorToCart({
  configurator,
  baseId,
  onPanelsMissing,
  onAdded,
}: {
  configurator: DoorConfigurator;
  baseId: string;
  onPanelsMissing: () => void;
  onAdded: () => void;
}) {
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const revalidator = useRevalidator();
  const destination = useLineDestination();
  const placement = useLinePlacement();

  async function addToCart() {
    setServerError(null);
    const blocker = configurator.attemptAdd();
    if (blocker === "panels") {
      // The message beside the button says what is missing; the tab where it is chosen opens.
      onPanelsMissing();
      return;
    }
    if (blocker === "hand") {
      document.getElementById(doorHandInputId(baseId))?.focus();
      return;
    }
    if (blocker || !configurator.selection) {
      document.getElementById(customDimensionInputId(baseId, blocker ?? "width"))?.focus();
      return;
    }
    const where = placement.checked();
    // A wrong quantity or room is shown beside its field.
    if (!where) return;
    setPending(true);
    try {
      await addDoorToCart(configurator.selection, where, destination?.endpoint);
    } catch (error) {
      const message =
        error instanceof ApiError ? error.message : "Controlla la connessione e riprova più tardi.";
      setServerError(message);
      showToast({
        variant: "destructive",
        title: "Errore",
        description: `Si è verificato un errore durante l'aggiunta al carrello: ${message}`,
      });
      return;
    } finally {
      setPending(false);
    }
    showToast(
      destination
        ? { title: destination.addedTitle, description: destination.addedDescription }
        : { title: "Successo", description: "La porta configurata è stata aggiunta al carrello." },
    );
    configurator.reset();
    placement.reset();
    onAdded();
    // The header's cart count comes from the root loader.
    void revalidator.revalidate();
  }

  return { pending, serverError, addToCart, placement };
}

function DoorConfiguratorHeader({ product }: { product: DoorProduct }) {
  return (
    <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-4 py-2 sm:px-6 sm:py-3">
      <div className="min-w-0">
        <Dialog.Title className="text-base font-bold text-slate-900 sm:text-xl">
          Configura la porta: {product.name}
        </Dialog.Title>
        <Dialog.Description className="text-sm text-slate-700 max-sm:sr-only">
          Prezzo base {formatEuroCents(product.basePriceCents)}. Scegli misure, articoli e pannelli: il totale
          si aggiorna a ogni scelta.
        </Dialog.Description>
      </div>
      <Dialog.Close className="inline-flex shrink-0 items-center gap-1 rounded-md border border-slate-400 px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100">
        <X aria-hidden="true" className="size-4" />
        Chiudi
      </Dialog.Close>
    </div>
  );
}

/** Shown until the catalogue arrives, or with a retry button when it could not be loaded. */
function DoorCatalogueLoading({ loadFailed, onRetry }: { loadFailed: boolean; onRetry: () => void }) {
  return (
    <div className="grid flex-1 place-items-center p-8 text-center">
      {loadFailed ? (
        <div role="alert" className="space-y-3">
          <p className="text-slate-800">
            Non è stato possibile caricare il configuratore. Riprova più tardi.
          </p>
          <Button size="sm" onClick={onRetry}>
            Riprova
          </Button>
        </div>
      ) : (
        <p role="status" className="font-semibold text-slate-800">
          Caricamento del configuratore...
        </p>
      )}
    </div>
  );
}

export default function DoorConfiguratorDialog({
  product,
  open,
  onOpenChange,
  onCloseFocus,
}: {
  product: DoorProduct;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger is outside this lazily loaded tree, so the launcher says where focus returns. */
  onCloseFocus: () => void;
}) {
  const { catalogue, loadFailed, retry } = useDoorCatalogue();
  const configurator = useDoorConfigurator(product, catalogue);
  const baseId = useId();
  const [tab, setTab] = useState<DoorTab>("cilindri");
  const { pending, serverError, addToCart, placement } = useAddDoorToCart({
    configurator,
    baseId,
    onPanelsMissing: () => setTab("pannelli"),
    onAdded: () => onOpenChange(false),
  });

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/70" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onCloseFocus();
          }}
          className="fixed inset-0 z-50 flex flex-col bg-white sm:inset-4 sm:rounded-xl lg:inset-x-8"
        >
          <DoorConfiguratorHeader product={product} />
          {catalogue && configurator.price ? (
            <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
              <div className="min-h-0 flex-1 space-y-6 overflow-y-auto p-4 sm:p-6">
                <DoorSizeFields configurator={configurator} baseId={baseId} />
                <DoorHandField configurator={configurator} baseId={baseId} />
                <DoorTabs
                  catalogue={catalogue}
                  configurator={configurator}
                  product={product}
                  tab={tab}
                  onTabChange={setTab}
                />
              </div>
              <div className="flex max-h-[45vh] shrink-0 flex-col border-t border-slate-300 px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] sm:px-6 lg:max-h-none lg:w-96 lg:border-t-0 lg:border-l lg:py-4 lg:shadow-none">
                <DoorSummary
                  product={product}
                  price={configurator.price}
                  pending={pending}
                  error={serverError ?? configurator.blockedMessage}
                  placement={placement}
                  onAdd={() => void addToCart()}
                />
              </div>
            </div>
          ) : (
            <DoorCatalogueLoading loadFailed={loadFailed} onRetry={retry} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
