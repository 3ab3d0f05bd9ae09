import type { ReactNode } from "react";
import { Form } from "react-router";
import { FormRefusal } from "#app/components/requests/back-office/form-refusal.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { TextAreaField } from "#app/components/ui/field.tsx";
import {
  appointmentKindLabels,
  appointmentStatusLabels,
} from "#app/domain/appointments/appointment-kinds.ts";
import { shopDay, shopTimeOfDay, timeWindow } from "#app/domain/appointments/appointment-times.ts";
import type { AppointmentView, BookingChoices } from "#app/domain/appointments/appointment-view.ts";
import { formatDateShort, formatDateTime } from "#app/domain/italian-formats/dates.ts";
import type { IntentRefusal } from "#app/domain/web/page-actions.ts";
import { AppointmentWhenFields } from "./appointment-when-fields.tsx";

// One appointment on the job page: what, when, who, and while it is
// programmato the forms to move it, cancel it or mark it «svolto».

function ActionForm({
  action,
  intent,
  appointment,
  title,
  refused,
  children,
}: {
  action: string;
  intent: string;
  appointment: AppointmentView;
  title: string;
  refused: IntentRefusal<string> | undefined;
  children: ReactNode;
}) {
  const mine = refused?.intent === intent ? refused : undefined;
  return (
    <details className="mt-2 rounded-md border border-slate-200 p-3" open={mine !== undefined}>
      <summary className="cursor-pointer text-sm font-semibold text-brand-800">{title}</summary>
      <Form method="post" action={action} noValidate className="mt-3 grid gap-3 sm:grid-cols-2">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="appointmentId" value={appointment.id} />
        <input type="hidden" name="version" value={appointment.version} />
        <div className="sm:col-span-2">
          <FormRefusal message={mine?.message} errors={mine?.errors ?? {}} />
        </div>
        {children}
      </Form>
    </details>
  );
}

/** A note (the outcome, the reason) and the form's button. */
function NoteAndSubmit({
  field,
  id,
  error,
  submit,
  danger = false,
}: {
  field: { name: string; label: string; required: boolean };
  id: string;
  error: string | undefined;
  submit: string;
  danger?: boolean;
}) {
  return (
    <>
      <div className="sm:col-span-2">
        <TextAreaField {...field} id={id} rows={2} error={error} />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" size="sm" variant={danger ? "danger-outline" : "primary"}>
          {submit}
        </Button>
      </div>
    </>
  );
}

function who(appointment: AppointmentView): string {
  return [appointment.teamName, appointment.technicianName].filter(Boolean).join(" + ") || "—";
}

export function AppointmentItem({
  appointment,
  action,
  choices,
  refused,
}: {
  appointment: AppointmentView;
  action: string;
  choices: BookingChoices;
  refused: IntentRefusal<string> | undefined;
}) {
  const mine = refused && refused.values.appointmentId === String(appointment.id) ? refused : undefined;
  const errors = mine?.errors ?? {};
  const programmato = appointment.status === "programmato";
  return (
    <li className="rounded-md border border-slate-300 p-4">
      <p className="font-semibold text-slate-900">
        {appointmentKindLabels[appointment.kind]} · {formatDateShort(appointment.startsAt)}{" "}
        {timeWindow(appointment.startsAt, appointment.endsAt)}{" "}
        <span className="ml-1 rounded bg-slate-100 px-2 py-0.5 text-sm font-medium text-slate-800">
          {appointmentStatusLabels[appointment.status]}
        </span>
      </p>
      <p className="mt-1 text-sm text-slate-800 break-words">
        {who(appointment)} · {appointment.siteAddress}
        {appointment.orderNumber ? ` · ordine ${appointment.orderNumber}` : ""}
      </p>
      {appointment.notes ? <p className="mt-1 text-sm text-slate-700">Note: {appointment.notes}</p> : null}
      {appointment.cancelReason ? (
        <p className="mt-1 text-sm text-slate-700">Motivo dell'annullamento: {appointment.cancelReason}</p>
      ) : null}
      {appointment.doneNotes ? (
        <p className="mt-1 text-sm text-slate-700">Esito: {appointment.doneNotes}</p>
      ) : null}
      {appointment.changeRequests.length > 0 ? (
        <div className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-slate-900">
          <p className="font-medium">Il cliente chiede un'altra data:</p>
          <ul className="mt-1 list-disc pl-5">
            {appointment.changeRequests.map((request) => (
              <li key={request.createdAt}>
                {formatDateTime(request.createdAt)}: «{request.message}»
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {programmato ? (
        <>
          <ActionForm action={action} intent="move" appointment={appointment} title="Sposta" refused={mine}>
            <AppointmentWhenFields
              idPrefix={`move-${appointment.id}`}
              choices={choices}
              errors={mine?.intent === "move" ? errors : {}}
              defaults={{
                day: shopDay(appointment.startsAt),
                startTime: shopTimeOfDay(appointment.startsAt),
                endTime: shopTimeOfDay(appointment.endsAt),
                teamId: appointment.teamId === null ? "" : String(appointment.teamId),
                technicianId: appointment.technicianId === null ? "" : String(appointment.technicianId),
              }}
            />
            <div className="sm:col-span-2">
              <Button type="submit" size="sm">
                Sposta l'appuntamento
              </Button>
            </div>
          </ActionForm>
          <ActionForm
            action={action}
            intent="done"
            appointment={appointment}
            title="Segna come svolto"
            refused={mine}
          >
            <NoteAndSubmit
              field={{ name: "doneNotes", label: "Note sull'esito", required: false }}
              id={`done-${appointment.id}-notes`}
              error={mine?.intent === "done" ? errors.doneNotes : undefined}
              submit="Segna come svolto"
            />
          </ActionForm>
          <ActionForm
            action={action}
            intent="cancel"
            appointment={appointment}
            title="Annulla"
            refused={mine}
          >
            <NoteAndSubmit
              field={{ name: "reason", label: "Motivo", required: true }}
              id={`cancel-${appointment.id}-reason`}
              error={mine?.intent === "cancel" ? errors.reason : undefined}
              submit="Annulla l'appuntamento"
              danger
            />
          </ActionForm>
        </>
      ) : null}
    </li>
  );
}
