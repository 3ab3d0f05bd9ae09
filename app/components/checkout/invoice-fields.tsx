import { ChoiceCard } from "#app/components/ui/choice-card.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import { invoiceTypeLabels, invoiceTypes } from "#app/domain/invoice-types.ts";
import type { CheckoutValues, InvoiceField } from "./checkout-fields.ts";

// "Dati di fatturazione" (docs/product/buying.md#invoice-data). The private
// customer's and the company's fields are shown by CSS from the chosen radio,
// so they work before and without JavaScript; the server checks which apply.

function InvoiceTextField({
  name,
  values,
  errors,
  ...props
}: {
  name: Exclude<InvoiceField, "invoiceType">;
  values: CheckoutValues;
  errors: Record<string, string>;
} & Omit<React.ComponentProps<typeof TextField>, "name" | "defaultValue" | "error" | "id">) {
  return (
    <TextField
      id={`fatturazione-${name}`}
      name={name}
      hintFirst
      defaultValue={values[name]}
      error={errors[name]}
      {...props}
    />
  );
}

export function InvoiceFields({
  values,
  errors,
}: {
  values: CheckoutValues;
  errors: Record<string, string>;
}) {
  const common = { values, errors };
  const typeError = errors.invoiceType;
  return (
    <section className="rounded-lg border border-slate-200 p-6">
      <fieldset aria-describedby={typeError ? "errore-tipo-fatturazione" : undefined}>
        <legend className="text-xl font-semibold text-slate-900">Dati di fatturazione</legend>
        <p className="mt-1 text-sm text-slate-700">
          Servono per la fattura e per l'eventuale detrazione fiscale.
        </p>
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          {invoiceTypes.map((type) => (
            <ChoiceCard
              key={type}
              id={`fatturazione-${type}`}
              name="invoiceType"
              value={type}
              required
              defaultChecked={values.invoiceType === type}
              label={invoiceTypeLabels[type]}
            />
          ))}
        </div>
        {typeError ? (
          <p id="errore-tipo-fatturazione" className="mt-2 text-sm text-red-800">
            {typeError}
          </p>
        ) : null}
      </fieldset>

      <div className="mt-6 hidden group-has-[#fatturazione-privato:checked]/checkout:block">
        <InvoiceTextField
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
          <InvoiceTextField
            name="companyName"
            label="Ragione sociale"
            autoComplete="organization"
            {...common}
          />
        </div>
        <InvoiceTextField
          name="vatNumber"
          label="Partita IVA"
          hint="11 cifre"
          inputMode="numeric"
          maxLength={13}
          {...common}
        />
        <InvoiceTextField
          name="sdiCode"
          label="Codice destinatario SDI"
          hint="7 caratteri; oppure indica la PEC"
          maxLength={7}
          className="uppercase"
          {...common}
        />
        <div className="sm:col-span-2">
          <InvoiceTextField
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
