import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

// Becomes true once the page's first hydration has run its effects; read by
// components that mount after that.
let documentHydrated = false;

const subscribeToNothing = () => () => {};
const serverSnapshot = () => false;

/**
 * True when the component is rendered after the page's first hydration (a
 * client-side navigation), false on the server and while React hydrates server
 * HTML. It never changes for a mounted component.
 */
function useMountedAfterHydration(): boolean {
  return useSyncExternalStore(subscribeToNothing, isDocumentHydrated, serverSnapshot);
}

function isDocumentHydrated(): boolean {
  return documentHydrated;
}

/** Called from an effect of the first hydration: components mounted later read true. */
function noteHydrated(): void {
  // After every effect of this commit, so after each store check of the commit.
  queueMicrotask(() => {
    documentHydrated = true;
  });
}

/**
 * False in the server HTML and during hydration, true once React drives the
 * page: forms use it to switch from a plain post to an enhanced submission.
 *
 * - While React hydrates server HTML, the store gives the server's value
 *   (false), also for a lazily loaded part that hydrates after the page, so the
 *   HTML matches and React then updates it.
 * - A component mounted after hydration (a client-side navigation) reads true
 *   at once: no render in the "without JavaScript" state.
 * - After the page's first hydration, the switch to true is a transition,
 *   which React renders in short slices. Had the flag been set before the
 *   store checks its value after the commit, every component using this hook
 *   would re-render in one synchronous task, which on a slow phone blocks the
 *   main thread for a long while (docs/PERFORMANCE.md).
 */
export function useHydrated(): boolean {
  const hydratedAtMount = useMountedAfterHydration();
  const [switched, setSwitched] = useState(false);
  useEffect(() => {
    if (hydratedAtMount) return;
    noteHydrated();
    startTransition(() => setSwitched(true));
  }, [hydratedAtMount]);
  return hydratedAtMount || switched;
}
