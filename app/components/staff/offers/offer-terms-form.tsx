import { Form } from "react-router";
import { FormRefusal } from "#app/components/requests/back-office/form-refusal.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { SelectField, TextAreaField, TextField } from "#app/components/ui/field.tsx";
import type { OfferEditorResult, StaffOfferView } from "#app/domain/offers/offer-editor.ts";
import { discountFields } from "#app/domain/offers/offer-editor-forms.ts";
import { staffOfferPath } from "#app/domain/offers/offer-paths.ts";
import { paymentTermsText } from "#app/domain/payments/instalment-plan.ts";
import { paymentTermPresetKeys, paymentTermPresets } from "#app/domain/payments/payment-term-presets.ts";
import { StaffSection } from "../staff-section.tsx";
import { DiscountFields } from "./discount-fields.tsx";

// The offer's validity, notes, payment terms and discount on the whole offer
// (docs/product/offers.md#writing-an-offer); the office's note is never printed.

const presetChoices = [
  { value: "", label: "Predefinite per il tipo di vendita" },
  ...paymentTermPresetKeys.map((key) => ({ value: key, label: paymentTermsText(paymentTermPresets[key]) })),
];

type Refused = Extract<OfferEditorResult, { ok: false }>;

export function OfferTermsForm({ offer, refused }: { offer: StaffOfferView; refused?: Refused }) {
  const mine = refused?.intent === "terms" ? refused : undefined;
  const errors = mine?.errors ?? {};
  const value = (name: string, fallback: string) => mine?.values[name] ?? fallback;
  const saved = discountFields(offer.totals.discount);
  return (
    <StaffSection id="offerta-condizioni" title="Condizioni">
      <Form
        key={offer.version}
        method="post"
        action={staffOfferPath(offer.number)}
        noValidate
        className="grid gap-4 rounded-lg border border-slate-300 bg-white p-4 sm:grid-cols-2"
      >
        <input type="hidden" name="intent" value="terms" />
        <input type="hidden" name="version" value={offer.version} />
        <fieldset disabled={!offer.editable} className="contents">
          <div className="sm:col-span-2">
            <FormRefusal message={mine?.message} errors={errors} />
          </div>
          <TextField
            id="offerta-validita"
            name="validUntil"
            type="date"
            label="Valida fino al"
            required
            defaultValue={value("validUntil", offer.validUntil)}
            error={errors.validUntil}
          />
          <TextField
            id="offerta-pagamento"
            name="paymentTerms"
            label="Condizioni di pagamento"
            hint="Per esempio «Acconto 30 % all'ordine, saldo alla posa»"
            defaultValue={value("paymentTerms", offer.paymentTerms)}
            error={errors.paymentTerms}
          />
          <SelectField
            id="offerta-rate"
            name="paymentSchedule"
            label="Rate dell'ordine"
            hint="Le rate che l'ordine avrà se il cliente accetta"
            choices={presetChoices}
            defaultValue={value("paymentSchedule", offer.paymentPreset)}
            error={errors.paymentSchedule}
          />
          <DiscountFields
            idPrefix="offerta"
            kind={value("discountKind", saved.discountKind)}
            value={value("discountValue", saved.discountValue)}
            error={errors.discountValue}
          />
          <TextAreaField
            id="offerta-nota-cliente"
            name="customerNote"
            label="Nota per il cliente"
            hint="Stampata nell'offerta"
            rows={3}
            defaultValue={value("customerNote", offer.customerNote)}
            error={errors.customerNote}
          />
          <TextAreaField
            id="offerta-nota-interna"
            name="officeNote"
            label="Nota interna"
            hint="Solo per l'ufficio: mai stampata né mostrata al cliente"
            rows={3}
            defaultValue={value("officeNote", offer.officeNote)}
            error={errors.officeNote}
          />
          {offer.editable ? (
            <div className="sm:col-span-2">
              <Button type="submit" variant="secondary" size="sm">
                Salva le condizioni
              </Button>
            </div>
          ) : null}
        </fieldset>
      </Form>
    </StaffSection>
  );
}
