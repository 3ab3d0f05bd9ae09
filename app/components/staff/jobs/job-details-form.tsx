import { useFetcher } from "react-router";
import { FormRefusal } from "#app/components/requests/back-office/form-refusal.tsx";
import { useFetcherToast } from "#app/components/toasts/use-fetcher-toast.ts";
import { SubmitButton } from "#app/components/ui/button.tsx";
import { SelectField, TextAreaField, TextField } from "#app/components/ui/field.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { EnhancedSubmissionField } from "#app/components/web/enhanced-submission.tsx";
import { ACCESS_NOTES_MAX_LENGTH, liftChoices } from "#app/domain/jobs/job-details.ts";
import type { JobDetail } from "#app/domain/jobs/job-view.ts";
import type { IntentRefusal } from "#app/domain/web/page-actions.ts";

// The job's customer and site as staff correct them after a call or the survey
// (docs/product/jobs.md#editing-the-customer-and-the-site): a plain form that
// works without JavaScript, refused fields shown beside themselves as typed.

export type JobActionResult = { ok: true; intent: "details"; message: string } | IntentRefusal<"details">;

export function JobDetailsForm({
  detail,
  action,
  postedResult,
}: {
  detail: JobDetail;
  action: string;
  postedResult: JobActionResult | undefined;
}) {
  const fetcher = useFetcher<JobActionResult>({ key: `commessa-${detail.number}-dati` });
  useFetcherToast(fetcher, (answer) =>
    answer.ok
      ? { title: answer.message, variant: "success" }
      : { title: "Modifica non salvata", description: answer.message, variant: "destructive" },
  );
  const result = fetcher.data ?? postedResult;
  const failure = result && !result.ok ? result : undefined;
  const errors = failure?.errors ?? {};
  const field = (name: string, saved: string | null) => ({
    name,
    defaultValue: failure?.values[name] ?? saved ?? "",
    error: errors[name],
  });
  const { customer, site } = detail;
  return (
    <Panel headingId="commessa-modifica" title="Modifica cliente e cantiere" className="mt-6">
      <fetcher.Form
        key={detail.version}
        method="post"
        action={action}
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-2"
      >
        <input type="hidden" name="intent" value="details" />
        <input type="hidden" name="version" value={detail.version} />
        <EnhancedSubmissionField />
        <div className="sm:col-span-2">
          <FormRefusal message={failure?.message} errors={errors} />
        </div>
        <TextField
          {...field("customerName", customer.name)}
          label="Nome del cliente"
          required
          autoComplete="off"
        />
        <TextField
          {...field("customerEmail", customer.email)}
          label="E-mail"
          type="email"
          autoComplete="off"
        />
        <TextField
          {...field("customerPhone", customer.phone)}
          label="Telefono"
          type="tel"
          autoComplete="off"
        />
        <TextField {...field("siteStreet", site.street)} label="Indirizzo del cantiere" autoComplete="off" />
        <TextField
          {...field("sitePostalCode", site.postalCode)}
          label="CAP"
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField {...field("siteCity", site.city)} label="Città" autoComplete="off" />
        <TextField
          {...field("siteProvince", site.province)}
          label="Provincia"
          hint="La sigla, per esempio BO"
          maxLength={2}
          autoComplete="off"
        />
        <TextField
          {...field("siteFloor", site.floor)}
          label="Piano"
          hint="Per esempio: 3° piano"
          autoComplete="off"
        />
        <SelectField
          {...field("siteLift", site.lift === null ? "" : site.lift ? "si" : "no")}
          label="Ascensore"
          choices={liftChoices}
        />
        <div className="sm:col-span-2">
          <TextAreaField
            {...field("siteAccessNotes", site.accessNotes)}
            label="Note di accesso"
            hint="Parcheggio, scale, orari: quello che il tecnico e i posatori devono sapere"
            rows={3}
            maxLength={ACCESS_NOTES_MAX_LENGTH}
          />
        </div>
        <div className="sm:col-span-2">
          <SubmitButton busy={fetcher.state !== "idle"}>Salva i dati</SubmitButton>
        </div>
      </fetcher.Form>
    </Panel>
  );
}
