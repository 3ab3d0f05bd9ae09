import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { type ComponentProps, type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { HoneypotField } from "#app/components/requests/honeypot-field.tsx";
import { Button, ButtonLink, SubmitButton } from "#app/components/ui/button.tsx";
import type { PublicUser } from "#app/domain/accounts/public-user.ts";
import type { BreakdownLine } from "#app/domain/configurator/window-price.ts";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import { HONEYPOT_FIELD, PRIVACY_CONSENT_LABEL } from "#app/domain/requests/lead-form-fields.ts";
import type { QuoteContact } from "./configurator-api.ts";
import type { SentQuote } from "./use-configurator-actions.ts";
import { useReturnFocus } from "./use-return-focus.ts";

const inputClass = "mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-slate-900";

/** How the shop can answer, side by side; each is prefilled from the account's field of the same key. */
const contactChannels = [
  { key: "email", label: "Email", name: "customerEmail", type: "email", autoComplete: "email" },
  {
    key: "phone",
    label: "Telefono",
    name: "customerPhone",
    type: "tel",
    autoComplete: "tel",
    pattern: "\\+?[0-9 ]{6,20}",
  },
] as const;

/** What the customer is about to request: shown above the contact fields and again in the recap. */
export interface RequestedConfiguration {
  productName: string;
  lines: BreakdownLine[];
  /** Null while a field is in error (the dialog opens only once the configuration is valid). */
  totalCents: number | null;
}

/**
 * Asks for the contact details the shop needs to answer a detailed quote
 * (the old app sent none), below what is being requested. Prefilled and
 * editable for a signed-in customer. Once the server has stored the request,
 * the same dialog shows its recap with the quote's number
 * (docs/product/leads.md#quote-requests).
 */
export function QuoteContactDialog({
  open,
  onOpenChange,
  onSubmit,
  user,
  request,
  sent,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Resolves on success; rejects with an Error whose message is shown. */
  onSubmit: (contact: QuoteContact) => Promise<void>;
  user: PublicUser | null;
  request: RequestedConfiguration;
  /** The stored request, once sent: the dialog then shows its recap. */
  sent: SentQuote | null;
}) {
  const id = useId();
  // Kept here rather than in the form, so that closing and reopening the dialog keeps them.
  const submission = useQuoteSubmission(onSubmit);
  const returnFocus = useReturnFocus();

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-slate-950/60" />
        <Dialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-[61] max-h-[90vh] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl"
        >
          {sent ? (
            <QuoteRecap sent={sent} request={request} signedIn={user !== null} />
          ) : (
            <>
              <Dialog.Title className="text-xl font-bold text-slate-900">
                Richiedi il preventivo dettagliato
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-700">
                Lasciaci i tuoi recapiti: un consulente ti risponderà entro 24 ore con il preventivo
                definitivo.
              </Dialog.Description>
              <RequestedSummary request={request} heading="Stai richiedendo" />
              <QuoteContactForm id={id} user={user} {...submission} />
            </>
          )}
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

/** Sends the form's contact details; tracks the pending request and the error to show. */
function useQuoteSubmission(onSubmit: (contact: QuoteContact) => Promise<void>) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

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

  return { pending, error, handleSubmit };
}

/** The contact fields, prefilled from the account, with consent, errors and the actions. */
function QuoteContactForm({
  id,
  user,
  pending,
  error,
  handleSubmit,
}: {
  id: string;
  user: PublicUser | null;
} & ReturnType<typeof useQuoteSubmission>) {
  const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(" ");
  return (
    <form onSubmit={handleSubmit} className="mt-4 space-y-4" noValidate={false}>
      <RequiredInput
        id={`${id}-name`}
        label="Nome e cognome"
        name="customerName"
        autoComplete="name"
        defaultValue={fullName || user?.username || ""}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {contactChannels.map(({ key, ...channel }) => (
          <RequiredInput key={key} id={`${id}-${key}`} {...channel} defaultValue={user?.[key] ?? ""} />
        ))}
      </div>
      <div>
        <label htmlFor={`${id}-notes`} className="block text-sm font-semibold text-slate-800">
          Note (facoltative)
        </label>
        <textarea id={`${id}-notes`} name="notes" rows={3} maxLength={2000} className={inputClass} />
      </div>
      <HoneypotField idPrefix={id} />
      <PrivacyConsentField id={`${id}-privacy`} />
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
        <SubmitButton size="sm" busy={pending} busyLabel="Invio in corso...">
          Invia richiesta
        </SubmitButton>
      </div>
    </form>
  );
}

/** The required consent checkbox, with a link to the privacy notice in a new tab. */
function PrivacyConsentField({ id }: { id: string }) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        name="privacyConsent"
        type="checkbox"
        required
        className="mt-1 size-5 accent-brand-700"
      />
      <label htmlFor={id} className="text-sm text-slate-800">
        {PRIVACY_CONSENT_LABEL} <span aria-hidden="true">*</span>{" "}
        <Link to="/privacy" className="text-brand-700 underline" target="_blank">
          (informativa)
        </Link>
      </label>
    </div>
  );
}

/** The product, each chosen option and size, and the estimated total. */
function RequestedSummary({ request, heading }: { request: RequestedConfiguration; heading: string }) {
  return (
    <section aria-label={heading} className="mt-4 rounded-lg bg-slate-50 p-3 text-sm">
      <h3 className="font-semibold text-slate-900">
        {heading}: {request.productName}
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
        {request.lines.map((line) => (
          <div key={line.label} className="contents">
            <dt className="text-slate-700">{line.label}</dt>
            <dd className="min-w-0 text-right font-medium [overflow-wrap:anywhere] text-slate-900">
              {line.value}
            </dd>
          </div>
        ))}
        <dt className="border-t border-slate-300 pt-1 font-semibold text-slate-900">Totale stimato</dt>
        <dd className="border-t border-slate-300 pt-1 text-right font-bold text-slate-900">
          {request.totalCents === null ? "—" : formatEuroCents(request.totalCents)}
        </dd>
      </dl>
    </section>
  );
}

/** After sending: the quote's number, where the answer will arrive, and the request once more. */
function QuoteRecap({
  sent,
  request,
  signedIn,
}: {
  sent: SentQuote;
  request: RequestedConfiguration;
  signedIn: boolean;
}) {
  return (
    <>
      <Dialog.Title className="text-xl font-bold text-slate-900">Richiesta inviata</Dialog.Title>
      <Dialog.Description className="mt-1 text-slate-700">
        Il numero del tuo preventivo è <strong data-testid="quote-number">{sent.number}</strong>. Ti abbiamo
        inviato la conferma a {sent.email}; un consulente ti risponderà entro 24 ore.
      </Dialog.Description>
      <RequestedSummary request={request} heading="Hai richiesto" />
      <div className="mt-4 flex flex-wrap justify-end gap-3">
        {signedIn ? (
          <ButtonLink to={`/preventivi/${sent.id}`} variant="secondary" size="sm">
            Vedi il preventivo
          </ButtonLink>
        ) : null}
        <Dialog.Close asChild>
          <Button size="sm">Continua</Button>
        </Dialog.Close>
      </div>
    </>
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
