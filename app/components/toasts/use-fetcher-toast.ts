import { useEffect, useRef } from "react";
import { showToast, type ToastInput } from "./toast-store.ts";

/** What the hook needs of a fetcher: its state and its latest answer. */
interface SettledFetcher<Result> {
  state: "idle" | "loading" | "submitting";
  data: Result | undefined;
}

/**
 * The one place a fetcher's answer becomes a toast. Each answer is handled
 * once, as soon as it arrives: not after the reload, since the reload may
 * remove the very component that submitted (a deleted cart line). `toToast`
 * picks the notice (or none), `onResult` does anything else (navigate, focus).
 */
export function useFetcherToast<Result>(
  fetcher: SettledFetcher<Result>,
  toToast: (result: Result) => ToastInput | null,
  onResult?: (result: Result) => void,
) {
  const handled = useRef<Result | null>(null);
  // The latest callbacks, so that a new closure on each render does not re-run the effect.
  const callbacks = useRef({ toToast, onResult });
  callbacks.current = { toToast, onResult };

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state === "submitting" || result === undefined || handled.current === result) return;
    handled.current = result;
    const toast = callbacks.current.toToast(result);
    if (toast) showToast(toast);
    callbacks.current.onResult?.(result);
  }, [fetcher.state, fetcher.data]);
}
