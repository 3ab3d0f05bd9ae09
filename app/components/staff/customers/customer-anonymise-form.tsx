import { UserX } from "lucide-react";
import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useFetcherToast } from "#app/components/toasts/use-fetcher-toast.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { EnhancedSubmissionField, enhancedFields } from "#app/components/web/enhanced-submission.tsx";

/** What the customer page's action answers; a plain post's success redirects with a toast. */
export type AnonymiseResult = { ok: true; message: string } | { ok: false; message: string };

/**
 * "Anonimizza": with JavaScript it asks first (ConfirmDialog) and posts
 * through a fetcher; without it, the plain form posts at once.
 */
export function CustomerAnonymiseForm({ action, username }: { action: string; username: string }) {
  const fetcher = useFetcher<AnonymiseResult>();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  useFetcherToast(fetcher, (result) =>
    result.ok
      ? { title: result.message, variant: "success" }
      : { title: "Anonimizzazione non riuscita", description: result.message, variant: "destructive" },
  );
  const busy = fetcher.state !== "idle";
  return (
    <>
      <fetcher.Form
        method="post"
        action={action}
        onSubmit={(event) => {
          event.preventDefault();
          setConfirmOpen(true);
        }}
      >
        <input type="hidden" name="intent" value="anonymise" />
        <EnhancedSubmissionField />
        <button
          ref={buttonRef}
          type="submit"
          disabled={busy}
          aria-haspopup={hydrated ? "dialog" : undefined}
          className={buttonClass({ variant: "danger-outline", size: "sm" })}
        >
          <UserX aria-hidden="true" className="size-4" />
          {busy ? "Anonimizzazione…" : "Anonimizza"}
        </button>
      </fetcher.Form>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={`Anonimizzare ${username}?`}
        description="Nome, e-mail, telefono e indirizzo dell'account, dei suoi messaggi e delle sue richieste di preventivo saranno sostituiti per sempre; l'account non potrà più accedere. Gli ordini restano per gli obblighi fiscali."
        confirmLabel="Anonimizza"
        onConfirm={() => fetcher.submit(enhancedFields({ intent: "anonymise" }), { method: "post", action })}
        focusAfterCancel={() => buttonRef.current?.focus()}
        focusAfterConfirm={() => buttonRef.current?.focus()}
      />
    </>
  );
}
