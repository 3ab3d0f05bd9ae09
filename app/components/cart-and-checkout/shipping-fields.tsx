import { SelectField } from "#app/components/ui/field.tsx";
import { provinces } from "#app/domain/italian-formats/provinces.ts";
import type { CheckoutValues } from "./checkout-fields.ts";
import { CheckoutTextField } from "./checkout-text-field.tsx";

const provinceChoices = [
  { value: "", label: "Scegli la provincia" },
  ...provinces.map((province) => ({ value: province.code, label: `${province.name} (${province.code})` })),
];

/** "Dati di spedizione": every field is required; a refused post shows what was sent. */
export function ShippingFields({
  values,
  errors,
}: {
  values: CheckoutValues;
  errors: Record<string, string>;
}) {
  const common = { idPrefix: "spedizione", required: true, values, errors };
  return (
    <section aria-labelledby="dati-spedizione" className="rounded-lg border border-slate-200 p-6">
      <h2 id="dati-spedizione" className="text-xl font-semibold text-slate-900">
        Dati di spedizione
      </h2>
      <p className="mt-1 text-sm text-slate-700">Tutti i campi sono obbligatori.</p>
      <div className="mt-6 grid grid-cols-1 gap-5 sm:grid-cols-2">
        <CheckoutTextField name="name" label="Nome e cognome" autoComplete="name" {...common} />
        <CheckoutTextField name="email" label="Email" type="email" autoComplete="email" {...common} />
        <CheckoutTextField name="phone" label="Telefono" type="tel" autoComplete="tel" {...common} />
        <CheckoutTextField
          name="address"
          label="Indirizzo (via o piazza)"
          autoComplete="address-line1"
          {...common}
        />
        <CheckoutTextField name="houseNumber" label="Numero civico" maxLength={20} {...common} />
        <CheckoutTextField name="city" label="Città" autoComplete="address-level2" {...common} />
        <CheckoutTextField
          name="postalCode"
          label="CAP"
          autoComplete="postal-code"
          inputMode="numeric"
          pattern="\d{5}"
          maxLength={5}
          hint="5 cifre"
          {...common}
        />
        <SelectField
          id="spedizione-province"
          name="province"
          label="Provincia"
          required
          autoComplete="address-level1"
          defaultValue={values.province}
          error={errors.province}
          choices={provinceChoices}
        />
      </div>
    </section>
  );
}
