import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { type ComponentProps, type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { HONEYPOT_FIELD, PRIVACY_CONSENT_LABEL } from "#app/domain/lead-form-fields.ts";
import type { PublicUser } from "#app/domain/public-user.ts";
import type { QuoteContact } from "./configurator-api.ts";
import { useReturnFocus } from "./use-return-focus.ts";

const inputClass = "mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-slate-900";

/**
 * Asks for the contact details the shop needs to answer a detailed quote
 * (the old app sent none). Prefilled and editable for a signed-in customer.
 */
export function QuoteContactDialog({
  open,
  onOpenChange,
  onSubmit,
  user,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Resolves on success; rejects with an Error whose message is shown. */
  onSubmit: (contact: QuoteContact) => Promise<void>;
  user: PublicUser | null;
}) {
  const id = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const returnFocus = useReturnFocus();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    try {
      await onSubmit({
        customerName: String(form.get("customerName") ?? ""),
        customerEmail: String(form.get("customerEmail") ?? ""),
        customerPhone: String(form.get("customerPhone") ?? ""),
        notes: String(form.get("notes") ?? ""),
        privacyConsent: form.get("privacyConsent") === "on",
        website: String(form.get(HONEYPOT_FIELD) ?? ""),
      });
    } catch (failure) {
      setError(
        failure instanceof Error
          ? failure.message
          : "Si è verificato un errore durante l'invio della richiesta.",
      );
    } finally {
      setPending(false);
    }
  }

  const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(" ");
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-slate-950/60" />
        <Dialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-[61] max-h-[90vh] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-xl font-bold text-slate-900">
            Richiedi il preventivo dettagliato
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-700">
            Lasciaci i tuoi recapiti: un consulente ti risponderà entro 24 ore con il preventivo definitivo.
          </Dialog.Description>
          <form onSubmit={handleSubmit} className="mt-4 space-y-4" noValidate={false}>
            <RequiredInput
              id={`${id}-name`}
              label="Nome e cognome"
              name="customerName"
              autoComplete="name"
              defaultValue={fullName || user?.username || ""}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <RequiredInput
                id={`${id}-email`}
                label="Email"
                name="customerEmail"
                type="email"
                autoComplete="email"
                defaultValue={user?.email ?? ""}
              />
              <RequiredInput
                id={`${id}-phone`}
                label="Telefono"
                name="customerPhone"
                type="tel"
                autoComplete="tel"
                pattern="\+?[0-9 ]{6,20}"
                defaultValue={user?.phone ?? ""}
              />
            </div>
            <div>
              <label htmlFor={`${id}-notes`} className="block text-sm font-semibold text-slate-800">
                Note (facoltative)
              </label>
              <textarea id={`${id}-notes`} name="notes" rows={3} maxLength={2000} className={inputClass} />
            </div>
            <div className="absolute -left-[9999px]" aria-hidden="true">
              <label htmlFor={`${id}-website`}>Lascia vuoto questo campo</label>
              <input id={`${id}-website`} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
            </div>
            <div className="flex items-start gap-3">
              <input
                id={`${id}-privacy`}
                name="privacyConsent"
                type="checkbox"
                required
                className="mt-1 size-5 accent-brand-700"
              />
              <label htmlFor={`${id}-privacy`} className="text-sm text-slate-800">
                {PRIVACY_CONSENT_LABEL} <span aria-hidden="true">*</span>{" "}
                <Link to="/privacy" className="text-brand-700 underline" target="_blank">
                  (informativa)
                </Link>
              </label>
            </div>
            <p className="text-sm text-slate-600">
              <span aria-hidden="true">*</span> campi obbligatori
            </p>
            {error ? (
              <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
                {error}
              </p>
            ) : null}
            <div className="flex flex-wrap justify-end gap-3">
              <Dialog.Close asChild>
                <button
                  type="button"
                  className="rounded-md border border-slate-400 px-4 py-2 font-semibold text-slate-800"
                >
                  Annulla
                </button>
              </Dialog.Close>
              <button type="submit" disabled={pending} className={buttonClass({ size: "sm" })}>
                {pending ? "Invio in corso..." : "Invia richiesta"}
              </button>
            </div>
          </form>
          <Dialog.Close
            aria-label="Chiudi"
            className="absolute top-3 right-3 rounded p-1 text-slate-700 hover:bg-slate-100"
          >
            <X aria-hidden className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A required contact field: its label carries the visual asterisk. */
function RequiredInput({
  id,
  label,
  ...inputProps
}: { id: string; label: string } & ComponentProps<"input">) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label} <span aria-hidden="true">*</span>
      </label>
      <input id={id} required className={inputClass} {...inputProps} />
    </div>
  );
}
