import { SubmitButton } from "#app/components/ui/button.tsx";
import {
  LeadFormStatus,
  LeadHiddenFields,
  LeadPersonFields,
  LeadPrivacyConsent,
  LeadTextField,
} from "./lead-form-controls.tsx";
import { useLeadForm } from "./use-lead-form.ts";

/**
 * The contact page's message form. It posts to the page's own action, which
 * stores the message as a lead; it works with and without JavaScript.
 * `prefill` is the signed-in customer's name, e-mail and phone.
 */
export function ContactForm({ prefill }: { prefill?: Record<string, string> }) {
  const form = useLeadForm(prefill);
  const idPrefix = "contatto";
  return (
    <form.Form method="post" ref={form.formRef} className="relative space-y-5" noValidate={form.hydrated}>
      <LeadFormStatus form={form} />
      <LeadPersonFields form={form} idPrefix={idPrefix} phoneRequired={false} />
      <LeadTextField form={form} idPrefix={idPrefix} name="messaggio" label="Messaggio" required rows={5} />
      <LeadPrivacyConsent form={form} idPrefix={idPrefix} />
      <LeadHiddenFields idPrefix={idPrefix} />
      <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700">
          <span aria-hidden="true">*</span> campi obbligatori
        </p>
        <SubmitButton size="lg" busy={form.submitting} busyLabel="Invio in corso...">
          Invia
        </SubmitButton>
      </div>
    </form.Form>
  );
}
