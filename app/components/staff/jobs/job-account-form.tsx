import { Form } from "react-router";
import { FormRefusal } from "#app/components/requests/back-office/form-refusal.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import type { JobDetail } from "#app/domain/jobs/job-view.ts";
import type { IntentRefusal } from "#app/domain/web/page-actions.ts";

// «Crea l'account del cliente» (docs/product/jobs.md#an-account-for-a-phone-customer):
// for a job without an account, a plain form prefilled from the job. The
// customer gets an invitation to choose a password.

export function JobAccountForm({
  detail,
  action,
  refused,
}: {
  detail: JobDetail;
  action: string;
  refused: IntentRefusal<"account"> | undefined;
}) {
  const errors = refused?.errors ?? {};
  const [first = "", ...rest] = detail.customer.name.split(" ");
  const field = (name: string, saved: string | null) => ({
    name,
    id: `account-${name}`,
    defaultValue: refused?.values[name] ?? saved ?? "",
    error: errors[name],
    autoComplete: "off",
  });
  return (
    <details className="mt-6 rounded-md border border-slate-300 bg-white p-4" open={refused !== undefined}>
      <summary className="cursor-pointer font-semibold text-brand-800">
        Crea l'account del cliente (senza password: riceve un invito a sceglierla)
      </summary>
      <Form method="post" action={action} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="account" />
        <div className="sm:col-span-2">
          <FormRefusal message={refused?.message} errors={errors} />
        </div>
        <TextField {...field("firstName", first)} label="Nome" required />
        <TextField {...field("lastName", rest.join(" "))} label="Cognome" required />
        <TextField {...field("email", detail.customer.email)} label="E-mail" type="email" required />
        <TextField {...field("phone", detail.customer.phone)} label="Telefono" type="tel" />
        <TextField {...field("address", detail.site.street)} label="Indirizzo" />
        <TextField {...field("city", detail.site.city)} label="Città" />
        <TextField {...field("postalCode", detail.site.postalCode)} label="CAP" inputMode="numeric" />
        <TextField
          {...field("province", detail.site.province)}
          label="Provincia"
          hint="Sigla, per esempio BO"
        />
        <TextField {...field("fiscalCode", null)} label="Codice fiscale" />
        <label className="flex items-center gap-2 self-end text-sm sm:col-span-2">
          <input type="checkbox" name="emailConfirmed" className="size-4" />
          Il cliente mi ha confermato l'indirizzo e-mail (al telefono o in showroom)
        </label>
        <div className="sm:col-span-2">
          <Button type="submit" size="sm">
            Crea l'account e invia l'invito
          </Button>
        </div>
      </Form>
    </details>
  );
}
