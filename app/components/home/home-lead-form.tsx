import {
  LeadFormStatus,
  LeadHiddenFields,
  LeadPersonFields,
  LeadPrivacyConsent,
  LeadSelectField,
  LeadTextField,
} from "#app/components/requests/lead-form-controls.tsx";
import { useLeadForm } from "#app/components/requests/use-lead-form.ts";
import { SubmitButton } from "#app/components/ui/button.tsx";
import { productInterestOptions } from "#app/domain/requests/lead-form-fields.ts";

// The empty first option keeps the product optional (docs/product/leads.md); the others are the values
// the schema accepts.
const productSelectOptions = [{ value: "", label: "Seleziona un prodotto" }, ...productInterestOptions];

/** The home page's lead form ("richiedi un preventivo"): stored as a lead by the home route's action, with or without JavaScript. */
export function HomeLeadForm() {
  const form = useLeadForm();
  const idPrefix = "preventivo";
  return (
    <form.Form
      method="post"
      ref={form.formRef}
      aria-labelledby="preventivo-form-titolo"
      className="relative space-y-5"
      noValidate={form.hydrated}
    >
      <h3 id="preventivo-form-titolo" className="text-xl font-semibold text-slate-900">
        Compila il modulo
      </h3>
      <p className="text-sm text-slate-700">
        <span aria-hidden="true">* </span>campi obbligatori
      </p>
      <LeadFormStatus form={form} />
      <LeadPersonFields form={form} idPrefix={idPrefix} phoneRequired />
      <LeadSelectField
        form={form}
        idPrefix={idPrefix}
        name="prodotto"
        label="Prodotto di interesse"
        options={productSelectOptions}
      />
      <LeadTextField form={form} idPrefix={idPrefix} name="messaggio" label="Messaggio" rows={4} />
      <LeadPrivacyConsent form={form} idPrefix={idPrefix} />
      <LeadHiddenFields idPrefix={idPrefix} />
      <SubmitButton
        size="lg"
        className="w-full sm:w-auto"
        busy={form.submitting}
        busyLabel="Invio in corso..."
      >
        Invia richiesta
      </SubmitButton>
      <p className="text-sm text-slate-700">Le richieste vengono elaborate entro 1 giorno lavorativo.</p>
    </form.Form>
  );
}
