import { SubmitButton } from "#app/components/ui/button.tsx";
import { TextAreaField, TextField } from "#app/components/ui/field.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { euroAmountInput } from "#app/domain/italian-formats/euro-amount.ts";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import { OFFER_REASON_MAX_LENGTH } from "#app/domain/requests/request-offer.ts";
import { offerRefusal, type RequestStatus } from "#app/domain/requests/request-status.ts";
import { type RequestFormTarget, useRequestActionForm } from "./request-action-result.ts";
import { requestField } from "./request-field.ts";
import { RequestIntentForm } from "./request-intent-form.tsx";

/**
 * The offer on a quote request: a price in euros (a discount or a surcharge
 * on the request's) and the reason the customer will read. Saving it moves
 * the request to "offerta inviata" (docs/product/back-office.md#offers).
 */
export function RequestOfferForm({
  target,
  status,
  requestPriceCents,
  currentOfferCents,
}: {
  target: RequestFormTarget;
  status: RequestStatus;
  requestPriceCents: number;
  currentOfferCents: number | null;
}) {
  const form = useRequestActionForm(target, "offer");
  const { busy } = form;
  const refusal = offerRefusal(status);
  return (
    <Panel
      headingId="richiesta-offerta-modulo"
      title={currentOfferCents === null ? "Fai un'offerta" : "Aggiorna l'offerta"}
    >
      {refusal ? (
        <p className="mt-2 text-sm text-slate-700">{refusal}.</p>
      ) : (
        <RequestIntentForm key={target.version} form={form} noValidate className="mt-4 space-y-4">
          <TextField
            id="richiesta-prezzo-offerto"
            {...requestField(form, "offeredPrice", euroAmountInput(currentOfferCents ?? requestPriceCents))}
            label="Prezzo offerto (€)"
            required
            inputMode="decimal"
            autoComplete="off"
            hint={`Il prezzo della richiesta era ${formatEuroCents(requestPriceCents)}. Scrivi per esempio 1.234,50.`}
          />
          <TextAreaField
            id="richiesta-motivo-offerta"
            {...requestField(form, "reason")}
            label="Motivo dello sconto o della maggiorazione"
            required
            rows={3}
            maxLength={OFFER_REASON_MAX_LENGTH}
            hint="Il cliente lo legge insieme all'offerta."
          />
          <SubmitButton busy={busy}>Salva e invia l'offerta</SubmitButton>
        </RequestIntentForm>
      )}
    </Panel>
  );
}
