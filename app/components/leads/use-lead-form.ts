import { useEffect, useRef } from "react";
import { useActionData, useFetcher } from "react-router";
import { showToast } from "#app/components/toasts/toast-store.ts";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import type { LeadFormResult } from "#app/domain/lead-forms.ts";

/**
 * Shared behaviour of the public lead forms: posts through a fetcher when
 * JavaScript runs (toast, form cleared) and as a plain form otherwise (the
 * action redirects or answers with the errors, shown inline).
 */
export function useLeadForm() {
  const fetcher = useFetcher<LeadFormResult>();
  const actionData = useActionData<LeadFormResult>();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const result = fetcher.data ?? actionData ?? null;

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.status === "sent") {
      formRef.current?.reset();
      showToast({ title: "Messaggio inviato", description: "Ti contatteremo al più presto!" });
    } else if (fetcher.data.status === "refused") {
      showToast({ variant: "destructive", title: "Errore", description: fetcher.data.message });
    }
  }, [fetcher.state, fetcher.data]);

  const errors = result?.status === "invalid" ? result.errors : {};
  const values = result?.status === "invalid" && !hydrated ? result.values : {};
  return {
    Form: fetcher.Form,
    formRef,
    hydrated,
    submitting: fetcher.state !== "idle",
    errors,
    /** Values to put back after a failed plain post (no JavaScript). */
    values,
    refusedMessage: result?.status === "refused" ? result.message : null,
    errorProps(field: string, describedBy: string) {
      return errors[field] ? { "aria-invalid": true as const, "aria-describedby": describedBy } : {};
    },
  };
}
