import { useFetcher } from "react-router";
import { useFetcherToast } from "#app/components/toasts/use-fetcher-toast.ts";

// What a request page's action answers (app/routes/gestione/richiesta.tsx): to
// a script as data, to a plain post as data only when it refused (a success
// redirects with a toast), and the hook each of the page's forms shares.

export type RequestIntent = "status" | "assign" | "note" | "offer";

export type RequestActionResult =
  | { ok: true; intent: RequestIntent; message: string }
  | {
      ok: false;
      intent: RequestIntent;
      message: string;
      /** Field → message, beside each input. */
      errors: Record<string, string>;
      /** What was typed, to fill the form again. */
      values: Record<string, string>;
    };

/**
 * One form of a request's page: its fetcher (one per request and form), its
 * refusal, whether sent by the fetcher or by a plain post, and its toast.
 */
export function useRequestActionForm(
  requestKey: string,
  intent: RequestIntent,
  postedResult: RequestActionResult | undefined,
) {
  const fetcher = useFetcher<RequestActionResult>({ key: `${requestKey}-${intent}` });
  useFetcherToast(fetcher, (answer) =>
    answer.ok
      ? { title: answer.message, variant: "success" }
      : { title: "Modifica non salvata", description: answer.message, variant: "destructive" },
  );
  const result = fetcher.data ?? (postedResult?.intent === intent ? postedResult : undefined);
  const failure = result && !result.ok ? result : undefined;
  return {
    fetcher,
    failure,
    errors: failure?.errors ?? {},
    values: failure?.values ?? {},
    busy: fetcher.state !== "idle",
    succeeded: fetcher.state === "idle" && fetcher.data?.ok === true,
  };
}
