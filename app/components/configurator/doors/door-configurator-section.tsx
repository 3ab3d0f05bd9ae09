import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useOptionalUser } from "#app/components/accounts/use-optional-user.ts";
import { ConfiguratorBeforeScript } from "#app/components/catalogue/configurator-needs-javascript.tsx";
import { showToast } from "#app/components/toasts/toast-store.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import { LoadingOverlay } from "#app/components/ui/loading-overlay.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { signInPath } from "#app/domain/accounts/sign-in-path.ts";
import type { DoorProduct } from "./use-door-configurator.ts";

// The product page's door configurator entry: a light section whose button
// loads the dialog's code on demand. Configuring a door needs an account
// (docs/product/door-configurator.md), so a guest gets the notice and a way to sign in instead.

const DoorConfiguratorDialog = lazy(() => import("./door-configurator-dialog.tsx"));

/** The section's anchor; the hero's 'Configura la porta' link points here and opens the dialog. */
export const DOOR_CONFIGURATOR_ANCHOR = "configura-porta";
const ANCHOR_HASH = `#${DOOR_CONFIGURATOR_ANCHOR}`;

const GUEST_NOTICE_TITLE = "ATTENZIONE:";
const GUEST_NOTICE_TEXT = "Accedi o registrati per poter continuare!";

export function DoorConfiguratorSection({ product }: { product: DoorProduct }) {
  const user = useOptionalUser();
  const hydrated = useHydrated();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  // Once loaded, the dialog stays mounted so a reopening keeps the customer's choices.
  const [requested, setRequested] = useState(false);
  const [refused, setRefused] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const requestOpen = useCallback(
    (opener: HTMLElement | null) => {
      if (!user) {
        setRefused(true);
        showToast({ variant: "destructive", title: GUEST_NOTICE_TITLE, description: GUEST_NOTICE_TEXT });
        return;
      }
      returnFocusTo.current = opener;
      setRequested(true);
      setOpen(true);
    },
    [user],
  );

  // The hero link and a return from /auth arrive with the anchor: they open the dialog too.
  useEffect(() => {
    const openOnHash = () => {
      if (window.location.hash !== ANCHOR_HASH) return;
      // Dropped at once, so following the link again opens the dialog again.
      history.replaceState(history.state, "", window.location.pathname + window.location.search);
      // Following an in-page link leaves focus on the body: it goes back to the link instead.
      requestOpen(document.querySelector<HTMLElement>(`a[href="${ANCHOR_HASH}"]`));
    };
    openOnHash();
    window.addEventListener("hashchange", openOnHash);
    return () => window.removeEventListener("hashchange", openOnHash);
  }, [requestOpen]);

  const signInHref = signInPath(`${location.pathname}${location.search}${ANCHOR_HASH}`);

  return (
    <section
      id={DOOR_CONFIGURATOR_ANCHOR}
      aria-labelledby={`${DOOR_CONFIGURATOR_ANCHOR}-titolo`}
      className="group/configurator mt-12 scroll-mt-20 rounded-lg [overflow-wrap:anywhere] border border-slate-200 bg-slate-50 p-4 sm:p-6"
    >
      <h2 id={`${DOOR_CONFIGURATOR_ANCHOR}-titolo`} className="text-2xl font-bold text-slate-900">
        Configuratore della porta
      </h2>
      <div className="mt-2 space-y-3 text-slate-700">
        <p>
          Scegli la misura, standard o personalizzata, il cilindro, il kit maniglie, il pomolo, gli accessori
          e i pannelli interno ed esterno: il totale si aggiorna a ogni scelta e puoi aggiungere la porta al
          carrello. Il configuratore è riservato ai clienti registrati.
        </p>
        {hydrated ? (
          <button
            ref={buttonRef}
            type="button"
            onClick={() => requestOpen(buttonRef.current)}
            className={buttonClass()}
          >
            Configura la porta
          </button>
        ) : (
          <ConfiguratorBeforeScript anchor={DOOR_CONFIGURATOR_ANCHOR} openLabel="Configura la porta" />
        )}
        {refused && !user ? (
          <div className="rounded-md border-l-4 border-red-700 bg-red-50 p-4 text-slate-900">
            <p>
              <strong className="font-bold text-red-800">{GUEST_NOTICE_TITLE}</strong> {GUEST_NOTICE_TEXT}
            </p>
            <p className="mt-2">
              <Link to={signInHref} className="font-semibold text-brand-800 underline">
                Accedi o registrati
              </Link>
            </p>
          </div>
        ) : null}
      </div>
      {requested && user ? (
        <Suspense fallback={<LoadingOverlay>Caricamento del configuratore...</LoadingOverlay>}>
          <DoorConfiguratorDialog
            product={product}
            open={open}
            onOpenChange={setOpen}
            onCloseFocus={() => {
              const target = returnFocusTo.current?.isConnected ? returnFocusTo.current : buttonRef.current;
              target?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
