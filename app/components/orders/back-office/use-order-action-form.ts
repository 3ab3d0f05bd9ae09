import { useEffect, useRef } from "react";
import type { FetcherWithComponents } from "react-router";
import type { ToastInput } from "#app/components/toasts/toast-store.ts";
import { useFetcherToast } from "#app/components/toasts/use-fetcher-toast.ts";

/** What every form of a back-office order page gets from the page. */
export interface OrderActionFormProps<Result> {
  /** The order page's action, which answers every form of the page. */
  action: string;
  /** The refusal of a plain (no-JS) post, drawn into the form it came from. */
  postedResult: Result | undefined;
}

/**
 * One form of the order page (status, payment), given its own fetcher: the
 * refusal sent to the fetcher or to a plain post, the toast, and the fields
 * emptied once the change is saved.
 */
export function useOrderActionForm<Result extends { ok: boolean }>(
  fetcher: FetcherWithComponents<Result>,
  postedResult: Result | undefined,
  toToast: (result: Result) => ToastInput,
) {
  const formRef = useRef<HTMLFormElement>(null);
  useFetcherToast(fetcher, toToast);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);
  const result = fetcher.data ?? postedResult;
  // `ok` tells the two answers apart, which TypeScript cannot see through a type parameter.
  const refusal = result && !result.ok ? (result as Extract<Result, { ok: false }>) : null;
  return { formRef, refusal, busy: fetcher.state !== "idle" };
}
