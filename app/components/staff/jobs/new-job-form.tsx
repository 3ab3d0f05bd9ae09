import { Form, useNavigation } from "react-router";
import { FormRefusal } from "#app/components/requests/back-office/form-refusal.tsx";
import { SubmitButton } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import { STAFF_JOBS_PATH } from "#app/domain/jobs/job-view.ts";
import type { IntentRefusal } from "#app/domain/web/page-actions.ts";

// «Nuova commessa» on the job list (docs/product/jobs.md#a-job-from-a-call): the
// customer on the phone or in the showroom, with no account; the site and the
// rest are completed on the job's page. A plain form: it works without JavaScript.

export function NewJobForm({ refused }: { refused: IntentRefusal<"create"> | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === STAFF_JOBS_PATH;
  const errors = refused?.errors ?? {};
  const field = (name: string) => ({ name, defaultValue: refused?.values[name] ?? "", error: errors[name] });
  return (
    <details className="mt-6 rounded-md border border-slate-300 bg-white p-4" open={refused !== undefined}>
      <summary className="cursor-pointer font-semibold text-brand-800">
        Nuova commessa (cliente al telefono o in showroom)
      </summary>
      <Form method="post" action={STAFF_JOBS_PATH} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="create" />
        <div className="sm:col-span-2">
          <FormRefusal message={refused?.message} errors={errors} />
        </div>
        <TextField {...field("customerName")} label="Nome del cliente" required autoComplete="off" />
        <TextField {...field("customerPhone")} label="Telefono" type="tel" autoComplete="off" />
        <TextField
          {...field("customerEmail")}
          label="E-mail"
          type="email"
          autoComplete="off"
          hint="Facoltativa"
        />
        <TextField {...field("siteCity")} label="Città del cantiere" autoComplete="off" hint="Facoltativa" />
        <div className="sm:col-span-2">
          <SubmitButton busy={busy}>Crea la commessa</SubmitButton>
        </div>
      </Form>
    </details>
  );
}
