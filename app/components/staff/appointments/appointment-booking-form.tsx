import { Form } from "react-router";
import { FormRefusal } from "#app/components/requests/back-office/form-refusal.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { SelectField, TextAreaField, TextField } from "#app/components/ui/field.tsx";
import { appointmentKindLabels, appointmentKinds } from "#app/domain/appointments/appointment-kinds.ts";
import type { BookingChoices } from "#app/domain/appointments/appointment-view.ts";
import type { IntentRefusal } from "#app/domain/web/page-actions.ts";
import { AppointmentWhenFields } from "./appointment-when-fields.tsx";

// «Nuovo appuntamento» on the job page (docs/product/production.md#appointments):
// a plain form; a refusal draws it again as typed with the message beside the field.

export function AppointmentBookingForm({
  action,
  choices,
  refused,
}: {
  action: string;
  choices: BookingChoices;
  refused: IntentRefusal<string> | undefined;
}) {
  const errors = refused?.errors ?? {};
  const values = refused?.values ?? {};
  return (
    <details className="mt-4 rounded-md border border-slate-300 bg-white p-4" open={refused !== undefined}>
      <summary className="cursor-pointer font-semibold text-brand-800">Nuovo appuntamento</summary>
      {choices.surveyPreferredDays ? (
        <p className="mt-3 text-sm text-slate-800">
          <span className="font-medium">Giorni preferiti dal cliente:</span> {choices.surveyPreferredDays}
        </p>
      ) : null}
      <Form method="post" action={action} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="book" />
        <div className="sm:col-span-2">
          <FormRefusal message={refused?.message} errors={errors} />
        </div>
        <SelectField
          name="kind"
          id="book-kind"
          label="Tipo"
          required
          defaultValue={values.kind ?? "sopralluogo"}
          error={errors.kind}
          choices={appointmentKinds.map((kind) => ({ value: kind, label: appointmentKindLabels[kind] }))}
        />
        <SelectField
          name="orderId"
          id="book-orderId"
          label="Ordine (per consegna e posa)"
          defaultValue={values.orderId ?? ""}
          error={errors.orderId}
          choices={[
            { value: "", label: "Nessun ordine" },
            ...choices.orders.map((order) => ({ value: String(order.id), label: order.number })),
          ]}
        />
        <AppointmentWhenFields
          idPrefix="book"
          choices={choices}
          errors={errors}
          defaults={{
            day: values.day ?? "",
            startTime: values.startTime ?? "09:00",
            endTime: values.endTime ?? "10:00",
            teamId: values.teamId ?? "",
            technicianId: values.technicianId ?? "",
          }}
        />
        <div className="sm:col-span-2">
          <TextField
            name="siteAddress"
            id="book-siteAddress"
            label="Indirizzo del cantiere"
            required
            defaultValue={values.siteAddress ?? choices.siteAddress}
            error={errors.siteAddress}
          />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField
            name="notes"
            id="book-notes"
            label="Note"
            rows={2}
            defaultValue={values.notes ?? ""}
            error={errors.notes}
          />
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" size="sm">
            Fissa l'appuntamento
          </Button>
        </div>
      </Form>
    </details>
  );
}
