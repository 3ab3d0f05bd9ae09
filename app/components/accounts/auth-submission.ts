import { useRef } from "react";
import { useFetcher, useNavigate } from "react-router";
import { useFetcherToast } from "#app/components/toasts/use-fetcher-toast.ts";

// What the sign-in page's action answers, and how a form turns that answer
// into notices and a navigation. The action lives in routes/auth.tsx.

export type Intent = "login" | "register";

export type AuthActionResult =
  | { ok: true; intent: Intent; redirectTo: string; username: string }
  | {
      ok: false;
      intent: Intent;
      /** Field name → the schema's Italian message, shown beside the field. */
      errors?: Record<string, string>;
      /** The server's refusal (401, 409, 429…), shown above the form. */
      formError?: string;
      /** What was typed, so a page rendered without JavaScript keeps it (never the password). */
      values: Record<string, string>;
    };

export type FailedAuthResult = Extract<AuthActionResult, { ok: false }>;

// The notices' titles, and the texts used when the server gives no message.
export const failureTitle: Record<Intent, string> = {
  login: "Accesso fallito",
  register: "Registrazione fallita",
};
export const failureFallback: Record<Intent, string> = {
  login: "Credenziali non valide. Riprova.",
  register: "Si è verificato un errore durante la registrazione.",
};

/**
 * One form's submission: with JavaScript through a fetcher (toasts, then a
 * navigation that reloads every loader for the new session), without it as a
 * plain post. The fetcher itself skips the reload: this page's loader would
 * answer a signed-in user with a redirect home, not to `redirectTo`.
 */
export function useAuthSubmission(intent: Intent, postedResult: FailedAuthResult | undefined) {
  const fetcher = useFetcher<AuthActionResult>();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);

  useFetcherToast(
    fetcher,
    (outcome) => {
      if (outcome.ok) {
        return intent === "login"
          ? { title: "Accesso effettuato", description: `Benvenuto, ${outcome.username}!` }
          : { title: "Registrazione completata", description: "Il tuo account è stato creato con successo!" };
      }
      // Field errors are shown beside the fields; only a refusal of the whole form is a toast.
      if (outcome.errors) return null;
      return {
        title: failureTitle[intent],
        description: outcome.formError ?? failureFallback[intent],
        variant: "destructive",
      };
    },
    (outcome) => {
      if (outcome.ok) navigate(outcome.redirectTo, { replace: true, defaultShouldRevalidate: true });
      else if (outcome.errors) formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
    },
  );

  const latest = fetcher.data ?? postedResult;
  const failure = latest && !latest.ok ? latest : undefined;
  return {
    fetcher,
    formRef,
    busy: fetcher.state !== "idle" || latest?.ok === true,
    errors: failure?.errors ?? {},
    formError: failure?.formError,
    values: postedResult?.values ?? {},
  };
}
