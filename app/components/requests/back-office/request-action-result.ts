import { useFetcher } from "react-router";
import { useFetcherToast } from "#app/components/toasts/use-fetcher-toast.ts";
import type { RequestKind } from "#app/domain/requests/request-status.ts";
import type { IntentRefusal } from "#app/domain/web/page-actions.ts";

// What a request page's action answers (app/routes/gestione/richiesta.tsx): to
// a script as data, to a plain post as data only when it refused (a success
// redirects with a toast), and the hook each of the page's forms shares.

export type RequestIntent = "status" | "assign" | "note" | "offer" | "new-offer";

export type RequestActionResult =
  | { ok: true; intent: RequestIntent; message: string }
  | IntentRefusal<RequestIntent>;

/** What every form of a request's page posts to: the request, the version it was drawn from, the action. */
export interface RequestFormTarget {
  kind: RequestKind;
  id: number;
  version: number;
  action: string;
  /** The refusal of a plain (no-JS) post, drawn into the form it came from. */
  postedResult: RequestActionResult | undefined;
}

/**
 * One form of a request's page: its fetcher (one per request and form), its
 * refusal, whether sent by the fetcher or by a plain post, and its toast.
 */
export function useRequestActionForm(target: RequestFormTarget, intent: RequestIntent) {
  const fetcher = useFetcher<RequestActionResult>({ key: `${target.kind}-${target.id}-${intent}` });
  useFetcherToast(fetcher, (answer) =>
    answer.ok
      ? { title: answer.message, variant: "success" }
      : { title: "Modifica non salvata", description: answer.message, variant: "destructive" },
  );
  const posted = target.postedResult;
  const result = fetcher.data ?? (posted?.intent === intent ? posted : undefined);
  const failure = result && !result.ok ? result : undefined;
  return {
    target,
    intent,
    fetcher,
    failure,
    errors: failure?.errors ?? {},
    values: failure?.values ?? {},
    busy: fetcher.state !== "idle",
    succeeded: fetcher.state === "idle" && fetcher.data?.ok === true,
  };
}

export type RequestActionForm = ReturnType<typeof useRequestActionForm>;
