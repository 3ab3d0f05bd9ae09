import { EnhancedSubmissionField } from "#app/components/forms/enhanced-submission.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field, inputClass, TextField } from "#app/components/ui/field.tsx";
import { euroAmountInput } from "#app/domain/euro-amount.ts";
import { formatEuroCents } from "#app/domain/money.ts";
import { OFFER_REASON_MAX_LENGTH } from "#app/domain/request-offer.ts";
import { offerRefusal, type RequestStatus } from "#app/domain/request-status.ts";
import { FormRefusal } from "./form-refusal.tsx";
import { type RequestActionResult, useRequestActionForm } from "./request-action-result.ts";

/**
 * The offer on a quote request: a price in euros (a discount or a surcharge
 * on the request's) and the reason the customer will read. Saving it moves
 * the request to "offerta inviata" (docs/product/back-office.md#offers).
 */
export function RequestOfferForm({
  id,
  status,
  version,
  requestPriceCents,
  currentOfferCents,
  action,
  postedResult,
}: {
  id: number;
  status: RequestStatus;
  version: number;
  requestPriceCents: number;
  currentOfferCents: number | null;
  action: string;
  postedResult: RequestActionResult | undefined;
}) {
  const { fetcher, failure, errors, values, busy } = useRequestActionForm(
    `preventivo-${id}`,
    "offer",
    postedResult,
  );
  const refusal = offerRefusal(status);
  return (
    <section aria-labelledby="richiesta-offerta-modulo" className="rounded-lg border border-slate-200 p-5">
      <h2 id="richiesta-offerta-modulo" className="text-lg font-semibold text-slate-900">
        {currentOfferCents === null ? "Fai un'offerta" : "Aggiorna l'offerta"}
      </h2>
      {refusal ? (
        <p className="mt-2 text-sm text-slate-700">{refusal}.</p>
      ) : (
        <fetcher.Form key={version} method="post" action={action} noValidate className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="offer" />
          <input type="hidden" name="version" value={version} />
          <EnhancedSubmissionField />
          <FormRefusal message={failure?.message} errors={errors} />
          <TextField
            id="richiesta-prezzo-offerto"
            name="offeredPrice"
            label="Prezzo offerto (€)"
            required
            inputMode="decimal"
            autoComplete="off"
            defaultValue={values.offeredPrice ?? euroAmountInput(currentOfferCents ?? requestPriceCents)}
            hint={`Il prezzo della richiesta era ${formatEuroCents(requestPriceCents)}. Scrivi per esempio 1.234,50.`}
            error={errors.offeredPrice}
          />
          <Field
            id="richiesta-motivo-offerta"
            label="Motivo dello sconto o della maggiorazione"
            required
            hint="Il cliente lo legge insieme all'offerta."
            error={errors.reason}
          >
            {(control) => (
              <textarea
                name="reason"
                rows={3}
                required
                maxLength={OFFER_REASON_MAX_LENGTH}
                defaultValue={values.reason}
                className={inputClass}
                {...control}
              />
            )}
          </Field>
          <Button type="submit" disabled={busy}>
            {busy ? "Salvataggio…" : "Salva e invia l'offerta"}
          </Button>
        </fetcher.Form>
      )}
    </section>
  );
}
