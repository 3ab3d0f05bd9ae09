import { useState } from "react";
import type { CheckoutValues } from "#app/components/cart-and-checkout/checkout-fields.ts";
import { InvoiceFields } from "#app/components/cart-and-checkout/invoice-fields.tsx";
import { PaymentFields } from "#app/components/cart-and-checkout/payment-fields.tsx";
import { ShippingFields } from "#app/components/cart-and-checkout/shipping-fields.tsx";
import { WithdrawalAcknowledgement } from "#app/components/cart-and-checkout/withdrawal-acknowledgement.tsx";
import { InstallationFields } from "#app/components/orders/installation-fields.tsx";
import { TextAreaField } from "#app/components/ui/field.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import {
  availablePaymentMethods,
  DEFAULT_PAYMENT_METHOD,
  isPaymentMethod,
  type PaymentMethod,
} from "#app/domain/cart-and-checkout/payment-methods.ts";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import { ANSWER_NOTE_MAX } from "#app/domain/offers/offer-answers.ts";
import { ConfirmedForm, ConfirmedSubmit } from "./confirmed-form.tsx";

// The three answers to a version (docs/product/offers.md#accepting), each its
// own form carrying the version the page shows; every one works without
// JavaScript and, with it, asks for confirmation first.

export type OfferAnswerIntent = "accept" | "accept-revision" | "decline" | "change";

/** What the action answers to a refused form: its message, each field's, and what was typed. */
export interface OfferAnswerFailure {
  intent: OfferAnswerIntent;
  message: string;
  errors: Record<string, string>;
  values: Record<string, string>;
}

export interface OfferAnswerFormsProps {
  offerNumber: string;
  versionNumber: number;
  totalCents: number;
  /** What the order owes with the reduced VAT, when a declaration would lower it (docs/product/vat.md). */
  reducedTotalCents?: number | null;
  includesInstallation: boolean;
  /** The order a revision changes: its acceptance only confirms (docs/product/offers.md#orders-that-change). */
  revisesOrder: { number: string; declared: boolean } | null;
  prefill: CheckoutValues & { paymentMethod: string };
  failure: OfferAnswerFailure | null;
  /** Staff record the answer for the customer: the forms take the signed paper copy and say so. */
  recordedByStaff?: boolean;
}

/** The scanned or photographed paper the customer signed, as staff attach it. */
function SignedCopyField({ id, error }: { id: string; error: string | undefined }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        Copia firmata (PDF, JPEG o PNG, al massimo 5 MB; facoltativa)
      </label>
      <input
        id={id}
        type="file"
        name="signedCopy"
        accept="application/pdf,image/jpeg,image/png"
        aria-describedby={error ? `${id}-errore` : undefined}
        className="mt-1 block w-full text-sm"
      />
      {error ? (
        <p id={`${id}-errore`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Hidden({ intent, versionNumber }: { intent: OfferAnswerIntent; versionNumber: number }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="versionNumber" value={versionNumber} />
    </>
  );
}

function FormError({ failure, intent }: { failure: OfferAnswerFailure | null; intent: OfferAnswerIntent }) {
  if (failure?.intent !== intent) return null;
  return (
    <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 font-medium text-red-900">
      {failure.message}
    </p>
  );
}

function AcceptForm({
  versionNumber,
  totalCents,
  reducedTotalCents = null,
  includesInstallation,
  prefill,
  failure,
  recordedByStaff = false,
}: OfferAnswerFormsProps) {
  const mine = failure?.intent === "accept" ? failure : null;
  const values = { ...prefill, ...(mine?.values ?? {}) } as CheckoutValues & Record<string, string>;
  const errors = mine?.errors ?? {};
  const methods = availablePaymentMethods(totalCents);
  const hydrated = useHydrated();
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>(
    isPaymentMethod(values.paymentMethod) ? values.paymentMethod : DEFAULT_PAYMENT_METHOD,
  );
  const total = formatEuroCents(totalCents);
  return (
    <ConfirmedForm
      title={recordedByStaff ? `Registrare l'accettazione per ${total}?` : `Accetti l'offerta per ${total}?`}
      description={
        reducedTotalCents !== null && reducedTotalCents < totalCents
          ? `Confermando diventa un ordine di ${total}, o di ${formatEuroCents(reducedTotalCents)} con l'IVA agevolata se hai dichiarato un'abitazione e lavori di manutenzione, con i dati indicati; non si può annullare da qui.`
          : `Confermando diventa un ordine di ${total} con i dati indicati; non si può annullare da qui.`
      }
      confirmLabel={recordedByStaff ? "Registra e crea l'ordine" : "Accetta e ordina"}
      className="group/checkout space-y-6"
      encType={recordedByStaff ? "multipart/form-data" : undefined}
    >
      <Hidden intent="accept" versionNumber={versionNumber} />
      <FormError failure={failure} intent="accept" />
      <ShippingFields values={values} errors={errors} />
      <InvoiceFields values={values} errors={errors} />
      <PaymentFields
        paymentMethod={paymentMethod}
        onPaymentMethodChange={setPaymentMethod}
        methods={methods}
        error={errors.paymentMethod}
        cardRequired={hydrated && paymentMethod === "carta"}
        taxDeduction={values.taxDeduction === "on"}
        taxDeductionError={errors.taxDeduction}
      />
      {includesInstallation ? <InstallationFields values={values} errors={errors} /> : null}
      <WithdrawalAcknowledgement
        checked={values.withdrawalExclusionAccepted === "on"}
        error={errors.withdrawalExclusionAccepted}
      />
      {recordedByStaff ? <SignedCopyField id="accetta-copia-firmata" error={errors.signedCopy} /> : null}
      <ConfirmedSubmit size="lg" className="w-full sm:w-auto">
        {recordedByStaff ? "Registra l'accettazione" : "Accetta"}
      </ConfirmedSubmit>
    </ConfirmedForm>
  );
}

/** A revision's «Accetta»: the order has its invoice data, address, payment and art. 59 already. */
function RevisionAcceptForm({
  versionNumber,
  totalCents,
  includesInstallation,
  revisesOrder,
  failure,
}: OfferAnswerFormsProps) {
  const mine = failure?.intent === "accept-revision" ? failure : null;
  const total = formatEuroCents(totalCents);
  const orderNumber = revisesOrder?.number ?? "";
  return (
    <ConfirmedForm
      title={`Accetti la variante per ${total}?`}
      description={`L'ordine ${orderNumber} prende queste righe e il totale di ${total}, con i dati di fatturazione, l'indirizzo e il pagamento che ha già.`}
      confirmLabel="Accetta la variante"
      className="space-y-6"
    >
      <Hidden intent="accept-revision" versionNumber={versionNumber} />
      <FormError failure={failure} intent="accept-revision" />
      <p className="text-slate-800">
        L'ordine {orderNumber} resta con i dati di fatturazione, l'indirizzo, il pagamento e la conferma
        dell'art. 59 che hai già dato: accettando cambiano solo le righe e il totale, che diventa {total}.
      </p>
      {includesInstallation && !revisesOrder?.declared ? (
        <InstallationFields values={mine?.values ?? {}} errors={mine?.errors ?? {}} />
      ) : null}
      <ConfirmedSubmit size="lg" className="w-full sm:w-auto">
        Accetta la variante
      </ConfirmedSubmit>
    </ConfirmedForm>
  );
}

function NoteForm({
  intent,
  versionNumber,
  failure,
}: {
  intent: "decline" | "change";
  versionNumber: number;
  failure: OfferAnswerFailure | null;
}) {
  const mine = failure?.intent === intent ? failure : null;
  const decline = intent === "decline";
  const name = decline ? "reason" : "message";
  return (
    <ConfirmedForm
      title={decline ? "Rifiuti l'offerta?" : "Chiedi una modifica?"}
      description={
        decline
          ? "L'offerta risulterà rifiutata e lo comunicheremo all'ufficio."
          : "Mandiamo la tua richiesta all'ufficio, che preparerà una nuova versione dell'offerta."
      }
      confirmLabel={decline ? "Rifiuta l'offerta" : "Invia la richiesta"}
      className="space-y-4"
    >
      <Hidden intent={intent} versionNumber={versionNumber} />
      <FormError failure={failure} intent={intent} />
      <TextAreaField
        id={decline ? "rifiuto-motivo" : "modifica-messaggio"}
        name={name}
        label={decline ? "Motivo (facoltativo)" : "Cosa vuoi cambiare?"}
        required={!decline}
        rows={4}
        maxLength={ANSWER_NOTE_MAX}
        defaultValue={mine?.values[name] ?? ""}
        error={mine?.errors[name]}
      />
      <ConfirmedSubmit variant={decline ? "danger-outline" : "secondary"}>
        {decline ? "Rifiuta" : "Chiedi una modifica"}
      </ConfirmedSubmit>
    </ConfirmedForm>
  );
}

export function OfferAnswerForms(props: OfferAnswerFormsProps) {
  return (
    <div className="space-y-8">
      <section aria-labelledby="offerta-accetta" className="space-y-4">
        <h2 id="offerta-accetta" className="text-xl font-semibold text-slate-900">
          {props.revisesOrder ? "Accetta la variante" : "Accetta l'offerta"}
        </h2>
        {props.revisesOrder ? <RevisionAcceptForm {...props} /> : <AcceptForm {...props} />}
      </section>
      <section aria-labelledby="offerta-modifica" className="rounded-lg border border-slate-200 p-6">
        <h2 id="offerta-modifica" className="mb-4 text-xl font-semibold text-slate-900">
          Chiedi una modifica
        </h2>
        <NoteForm intent="change" versionNumber={props.versionNumber} failure={props.failure} />
      </section>
      <section aria-labelledby="offerta-rifiuta" className="rounded-lg border border-slate-200 p-6">
        <h2 id="offerta-rifiuta" className="mb-4 text-xl font-semibold text-slate-900">
          Rifiuta l'offerta
        </h2>
        <NoteForm intent="decline" versionNumber={props.versionNumber} failure={props.failure} />
      </section>
    </div>
  );
}
