import { type ShouldRevalidateFunction, useFetcher } from "react-router";
import { useFetcherToast } from "#app/components/toasts/use-fetcher-toast.ts";
import type {
  CatalogueActionResult,
  CatalogueIntent,
} from "#app/domain/catalogue/catalogue-back-office-pages.ts";

// The hook each form of the catalogue pages shares (app/routes/gestione/catalogo-*.tsx).

/** One form of a catalogue page: which object it edits and where it posts. */
export interface CatalogueFormTarget {
  intent: CatalogueIntent;
  /** Names the edited object among the page's forms, e.g. "option-12". */
  rowKey: string;
  action: string;
  /** The echoed fields that name the object, to find the form a plain post's refusal belongs to. */
  identity: Record<string, string>;
  /** The refusal of a plain (no-JS) post, drawn into the form it came from. */
  postedResult: CatalogueActionResult | undefined;
}

/** Whether a plain post's refusal came from the form of `target`. */
export function belongsTo(
  result: CatalogueActionResult | undefined,
  target: Pick<CatalogueFormTarget, "intent" | "identity">,
) {
  if (!result || result.ok || result.intent !== target.intent) return false;
  return Object.entries(target.identity).every(([name, value]) => result.values[name] === value);
}

/**
 * A plain post's refusal that no form on the page drew (an item that does not
 * exist, or no longer does): the page says it above its forms instead.
 */
export function unclaimedRefusal(
  result: CatalogueActionResult | undefined,
  targets: Pick<CatalogueFormTarget, "intent" | "identity">[],
): string | null {
  if (!result || result.ok || targets.some((target) => belongsTo(result, target))) return null;
  return result.message;
}

/**
 * One catalogue form: its fetcher (one per edited object), its refusal,
 * whether sent by the fetcher or by a plain post, and its toast.
 */
export function useCatalogueForm(target: CatalogueFormTarget) {
  const fetcher = useFetcher<CatalogueActionResult>({ key: `catalogue-${target.rowKey}` });
  useFetcherToast(fetcher, (answer) =>
    answer.ok
      ? { title: answer.message, variant: "success" }
      : { title: "Modifica non salvata", description: answer.message, variant: "destructive" },
  );
  const result = fetcher.data ?? (belongsTo(target.postedResult, target) ? target.postedResult : undefined);
  const failure = result && !result.ok ? result : undefined;
  // Someone else saved the row first (a conflict): the form shows it as saved now, beside the message.
  const changed = failure?.kind === "conflict";
  return {
    fetcher,
    failure,
    /** Whether the form is drawn as typed (a refusal of what was typed) rather than as saved. */
    showsTyped: failure !== undefined && !changed,
    errors: changed ? {} : (failure?.errors ?? {}),
    values: failure?.values ?? {},
    busy: fetcher.state !== "idle",
  };
}

/** What a page's action answered a plain post that its forms draw: only a refusal (a success redirects). */
export function plainPostRefusal(answer: CatalogueActionResult | undefined) {
  return answer && !answer.ok ? answer : undefined;
}

/**
 * A catalogue page's `shouldRevalidate`: a save refused because someone else
 * changed the row (409) draws the row as saved now, with its new version;
 * React Router would skip the loader after a 4xx.
 */
export const revalidateAfterChangedRow: ShouldRevalidateFunction = ({
  actionStatus,
  defaultShouldRevalidate,
}) => actionStatus === 409 || defaultShouldRevalidate;
