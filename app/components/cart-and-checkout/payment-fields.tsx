import { Lock } from "lucide-react";
import { FieldLabel, inputClass } from "#app/components/ui/field.tsx";
import {
  CASH_LIMIT_CENTS,
  type PaymentMethod,
  paymentMethods,
  paymentMethodTitle,
} from "#app/domain/cart-and-checkout/payment-methods.ts";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import { ChoiceCardFieldset } from "./choice-card-fieldset.tsx";

/**
 * "Metodo di pagamento", the card's fields when the card is chosen, and the
 * tax deduction (docs/product/buying.md#bank-transfer). Cash on delivery is
 * left out from 5.000 € up.
 */
export function PaymentFields({
  paymentMethod,
  onPaymentMethodChange,
  methods,
  error,
  cardRequired,
  taxDeduction,
  taxDeductionError,
}: {
  paymentMethod: PaymentMethod;
  onPaymentMethodChange: (method: PaymentMethod) => void;
  /** The methods this order may use. */
  methods: readonly PaymentMethod[];
  error: string | undefined;
  cardRequired: boolean;
  taxDeduction: boolean;
  taxDeductionError: string | undefined;
}) {
  return (
    <section className="rounded-lg border border-slate-200 p-6">
      <ChoiceCardFieldset
        legend="Metodo di pagamento"
        name="paymentMethod"
        idPrefix="metodo"
        choices={methods}
        checked={paymentMethod}
        labelOf={paymentMethodTitle}
        onChoose={onPaymentMethodChange}
        error={error}
        errorId="errore-metodo-pagamento"
        note={
          methods.length < paymentMethods.length ? (
            <p className="mt-3 text-sm text-slate-700">
              {`Il pagamento in contanti alla consegna non è disponibile per ordini da ${formatEuroCents(CASH_LIMIT_CENTS)} in su (limite all'uso del contante).`}
            </p>
          ) : null
        }
      />

      <div className="mt-6 rounded-md border border-slate-200 bg-slate-50 p-4">
        <div className="flex items-start gap-3">
          <input
            type="checkbox"
            id="detrazione-fiscale"
            name="taxDeduction"
            defaultChecked={taxDeduction}
            aria-invalid={taxDeductionError ? true : undefined}
            aria-describedby={`detrazione-fiscale-nota${taxDeductionError ? " detrazione-fiscale-errore" : ""}`}
            className="mt-1 size-4 shrink-0 accent-brand-700"
          />
          <label htmlFor="detrazione-fiscale" className="font-medium text-slate-900">
            Voglio usufruire della detrazione fiscale
          </label>
        </div>
        <p id="detrazione-fiscale-nota" className="mt-2 text-sm text-slate-700">
          Solo con il bonifico bancario e con il codice fiscale di chi detrae: la causale diventa quella del
          bonifico «parlante». I pagamenti con carta non danno diritto alla detrazione.
        </p>
        {taxDeductionError ? (
          <p id="detrazione-fiscale-errore" className="mt-1 text-sm font-medium text-red-800">
            {taxDeductionError}
          </p>
        ) : null}
      </div>

      {/* Shown by CSS whenever the card is chosen, so it works before and without JavaScript. */}
      <fieldset className="mt-6 hidden group-has-[#metodo-carta:checked]/checkout:block">
        <legend className="text-lg font-semibold text-slate-900">Dati della carta</legend>
        <p className="mt-1 flex items-start gap-2 text-sm text-slate-700">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />I dati della carta non vengono inviati
          né memorizzati: il pagamento è simulato.
        </p>
        <CardFields required={cardRequired} />
      </fieldset>
    </section>
  );
}

/** The card fields have no `name`: the browser never submits them, so the card number never reaches us. */
export function CardFields({ required }: { required: boolean }) {
  const cardField = (id: string, label: string, props: React.ComponentPropsWithoutRef<"input">) => (
    <div>
      <FieldLabel htmlFor={id} required>
        {label}
      </FieldLabel>
      <input id={id} type="text" required={required} className={inputClass} {...props} />
    </div>
  );
  return (
    <div className="mt-4 grid gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        {cardField("carta-intestatario", "Intestatario della carta", { autoComplete: "cc-name" })}
      </div>
      <div className="sm:col-span-2">
        {cardField("carta-numero", "Numero della carta", { autoComplete: "cc-number", inputMode: "numeric" })}
      </div>
      {cardField("carta-scadenza", "Scadenza (MM/AA)", { autoComplete: "cc-exp", placeholder: "MM/AA" })}
      {cardField("carta-cvv", "CVV", { autoComplete: "cc-csc", inputMode: "numeric", maxLength: 4 })}
    </div>
  );
}
