import { useRef } from "react";
import { useActionData, useFetcher } from "react-router";
import { useFetcherToast } from "#app/components/toasts/use-fetcher-toast.ts";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { LEAD_SENT_TOAST } from "#app/domain/requests/lead-form-fields.ts";
import type { LeadFormResult } from "#app/domain/requests/lead-forms.ts";

/**
 * Shared behaviour of the public lead forms: posts through a fetcher when
 * JavaScript runs (toast, form cleared) and as a plain form otherwise (the
 * action redirects with the same toast, or answers with the errors, shown inline).
 */
export function useLeadForm(
  /** What the fields start with: the signed-in customer's own details on the contact page. */
  initialValues: Record<string, string> = {},
) {
  const fetcher = useFetcher<LeadFormResult>();
  const actionData = useActionData<LeadFormResult>();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const result = fetcher.data ?? actionData ?? null;

  useFetcherToast(
    fetcher,
    (answer) => {
      if (answer.status === "sent") return LEAD_SENT_TOAST;
      if (answer.status === "refused")
        return { variant: "destructive", title: "Errore", description: answer.message };
      return null;
    },
    (answer) => {
      if (answer.status === "sent") formRef.current?.reset();
    },
  );

  const errors = result?.status === "invalid" ? result.errors : {};
  const values = result?.status === "invalid" && !hydrated ? result.values : initialValues;
  return {
    Form: fetcher.Form,
    formRef,
    hydrated,
    submitting: fetcher.state !== "idle",
    errors,
    /** Values to put back after a failed plain post (no JavaScript), else the initial ones. */
    values,
    refusedMessage: result?.status === "refused" ? result.message : null,
    errorProps(field: string, describedBy: string) {
      return errors[field] ? { "aria-invalid": true as const, "aria-describedby": describedBy } : {};
    },
  };
}
