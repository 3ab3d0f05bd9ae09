import { Form, useNavigation } from "react-router";
import { FormRefusal } from "#app/components/requests/back-office/form-refusal.tsx";
import { SubmitButton } from "#app/components/ui/button.tsx";
import { SelectField, TextAreaField, TextField } from "#app/components/ui/field.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import type { CartActionResult } from "#app/domain/cart-and-checkout/cart.ts";
import { provinces } from "#app/domain/italian-formats/provinces.ts";
import {
  CART_QUOTE_NOTE_MAX,
  cartQuoteLiftChoices,
  PREFERRED_DAYS_MAX,
} from "#app/domain/requests/cart-quote-request.ts";

// «Richiedi un preventivo per tutto il carrello» (docs/product/buying.md#a-quote-for-the-whole-cart):
// a plain form that works without JavaScript; the server checks every field
// and a refused one comes back beside itself with what was typed.

export const CART_QUOTE_ANCHOR = "preventivo-carrello";

const provinceChoices = [
  { value: "", label: "Scegli la provincia" },
  ...provinces.map((province) => ({ value: province.code, label: `${province.name} (${province.code})` })),
];

type Failure = Extract<CartActionResult, { ok: false }>;

export function CartQuoteRequestForm({
  failure,
  prefill,
  className,
}: {
  failure: Failure | null;
  /** The site from «I miei dati», until the customer sent something else. */
  prefill: Record<string, string>;
  className?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "quote";
  const errors = failure?.errors ?? {};
  const field = (name: string) => ({
    name,
    id: `preventivo-${name}`,
    defaultValue: failure ? (failure.values?.[name] ?? "") : (prefill[name] ?? ""),
    error: errors[name],
  });
  return (
    <Panel
      headingId={CART_QUOTE_ANCHOR}
      title="Richiedi un preventivo per tutto il carrello"
      className={className}
    >
      <p className="mt-2 text-sm text-slate-700">
        Mandaci tutti i prodotti del carrello, con le quantità, i servizi e gli ambienti: prepariamo un'unica
        offerta per la tua casa. Il carrello resta com'è e puoi ancora ordinare online.
      </p>
      <Form
        id="preventivo-carrello-modulo"
        method="post"
        action="/cart"
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-2"
      >
        <input type="hidden" name="intent" value="quote" />
        <div className="sm:col-span-2">
          <FormRefusal message={failure?.message} errors={errors} />
        </div>
        <div className="sm:col-span-2">
          <TextField
            {...field("siteStreet")}
            label="Indirizzo del cantiere"
            hint="Via e numero civico"
            required
            autoComplete="address-line1"
          />
        </div>
        <TextField
          {...field("sitePostalCode")}
          label="CAP"
          required
          inputMode="numeric"
          maxLength={5}
          autoComplete="postal-code"
        />
        <TextField {...field("siteCity")} label="Città" required autoComplete="address-level2" />
        <SelectField {...field("siteProvince")} label="Provincia" required choices={provinceChoices} />
        <TextField {...field("siteFloor")} label="Piano" hint="Per esempio: 3° piano" maxLength={40} />
        <SelectField {...field("siteLift")} label="Ascensore" choices={cartQuoteLiftChoices} />
        <div className="flex items-start gap-2 self-end pb-2">
          <input
            type="checkbox"
            id="preventivo-surveyWanted"
            name="surveyWanted"
            defaultChecked={failure?.values?.surveyWanted === "on"}
            className="mt-1 size-4 accent-brand-700"
          />
          <label htmlFor="preventivo-surveyWanted" className="text-sm font-medium text-slate-900">
            Desidero un sopralluogo per le misure
          </label>
        </div>
        <div className="sm:col-span-2">
          <TextField
            {...field("preferredDays")}
            label="Giorni preferiti"
            hint="Per esempio: martedì o giovedì mattina"
            maxLength={PREFERRED_DAYS_MAX}
          />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField {...field("note")} label="Nota" rows={4} maxLength={CART_QUOTE_NOTE_MAX} />
        </div>
        <div className="sm:col-span-2">
          <SubmitButton busy={busy} busyLabel="Invio in corso…">
            Richiedi un preventivo per tutto il carrello
          </SubmitButton>
        </div>
      </Form>
    </Panel>
  );
}
