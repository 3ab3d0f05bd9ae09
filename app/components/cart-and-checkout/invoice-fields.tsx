import { invoiceTypeLabels, invoiceTypes } from "#app/domain/cart-and-checkout/invoice-types.ts";
import type { CheckoutValues } from "./checkout-fields.ts";
import { CheckoutTextField } from "./checkout-text-field.tsx";
import { ChoiceCardFieldset } from "./choice-card-fieldset.tsx";

// "Dati di fatturazione" (docs/product/buying.md#invoice-data). The private
// customer's and the company's fields are shown by CSS from the chosen radio,
// so they work before and without JavaScript; the server checks which apply.

export function InvoiceFields({
  values,
  errors,
}: {
  values: CheckoutValues;
  errors: Record<string, string>;
}) {
  const common = { idPrefix: "fatturazione", values, errors };
  return (
    <section className="rounded-lg border border-slate-200 p-6">
      <ChoiceCardFieldset
        legend="Dati di fatturazione"
        name="invoiceType"
        idPrefix="fatturazione"
        choices={invoiceTypes}
        checked={values.invoiceType}
        labelOf={(type) => invoiceTypeLabels[type]}
        error={errors.invoiceType}
        errorId="errore-tipo-fatturazione"
        intro={
          <p className="mt-1 text-sm text-slate-700">
            Servono per la fattura e per l'eventuale detrazione fiscale.
          </p>
        }
      />

      <div className="mt-6 hidden group-has-[#fatturazione-privato:checked]/checkout:block">
        <CheckoutTextField
          name="fiscalCode"
          label="Codice fiscale"
          hint="16 caratteri, per esempio RSSMRA85T10A562S"
          autoComplete="off"
          maxLength={16}
          className="uppercase"
          {...common}
        />
      </div>

      <div className="mt-6 hidden gap-5 group-has-[#fatturazione-azienda:checked]/checkout:grid sm:grid-cols-2">
        <div className="sm:col-span-2">
          <CheckoutTextField
            name="companyName"
            label="Ragione sociale"
            autoComplete="organization"
            {...common}
          />
        </div>
        <CheckoutTextField
          name="vatNumber"
          label="Partita IVA"
          hint="11 cifre"
          inputMode="numeric"
          maxLength={13}
          {...common}
        />
        <CheckoutTextField
          name="sdiCode"
          label="Codice destinatario SDI"
          hint="7 caratteri; oppure indica la PEC"
          maxLength={7}
          className="uppercase"
          {...common}
        />
        <div className="sm:col-span-2">
          <CheckoutTextField
            name="pec"
            label="PEC (posta elettronica certificata)"
            hint="Se non hai un codice destinatario SDI"
            type="email"
            {...common}
          />
        </div>
      </div>
    </section>
  );
}
