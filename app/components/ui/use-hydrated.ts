import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False in the server HTML and during hydration, true once React drives the
 * page: forms use it to switch from a plain post to an enhanced submission.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
