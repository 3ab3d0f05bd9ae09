import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { TextAreaField } from "#app/components/ui/field.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import {
  appointmentKindLabels,
  appointmentStatusLabels,
} from "#app/domain/appointments/appointment-kinds.ts";
import { timeWindow } from "#app/domain/appointments/appointment-times.ts";
import { type CustomerAppointment, changeRequestPath } from "#app/domain/appointments/appointment-view.ts";
import { formatDateShort } from "#app/domain/italian-formats/dates.ts";

// The customer's appointments on their order's and offer's pages
// (docs/product/production.md#the-customer-sees-it): upcoming and past, and
// for an upcoming one «Chiedi un'altra data» with a message to the office.

function Row({ appointment, returnTo }: { appointment: CustomerAppointment; returnTo: string }) {
  return (
    <li className="rounded-md border border-slate-300 p-4">
      <p className="font-semibold text-slate-900">
        {appointmentKindLabels[appointment.kind]}: {formatDateShort(appointment.startsAt)},{" "}
        {timeWindow(appointment.startsAt, appointment.endsAt)}
      </p>
      <p className="mt-1 text-sm text-slate-800">Stato: {appointmentStatusLabels[appointment.status]}</p>
      {appointment.upcoming ? (
        <details className="mt-2">
          <summary className="cursor-pointer text-sm font-semibold text-brand-800">
            Chiedi un'altra data
          </summary>
          <Form method="post" action={changeRequestPath(appointment.id)} className="mt-3 grid gap-3">
            <input type="hidden" name="returnTo" value={returnTo} />
            <TextAreaField
              name="message"
              id={`altra-data-${appointment.id}`}
              label="Quando preferiresti?"
              required
              rows={2}
              maxLength={1000}
            />
            <div>
              <Button type="submit" size="sm">
                Invia la richiesta
              </Button>
            </div>
          </Form>
        </details>
      ) : null}
    </li>
  );
}

function Part({
  title,
  appointments,
  returnTo,
}: {
  title: string;
  appointments: CustomerAppointment[];
  returnTo: string;
}) {
  if (appointments.length === 0) return null;
  return (
    <>
      <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
      <ul className="mt-2 grid gap-3">
        {appointments.map((appointment) => (
          <Row key={appointment.id} appointment={appointment} returnTo={returnTo} />
        ))}
      </ul>
    </>
  );
}

export function CustomerAppointments({
  appointments,
  returnTo,
}: {
  appointments: CustomerAppointment[];
  returnTo: string;
}) {
  if (appointments.length === 0) return null;
  const upcoming = appointments.filter((appointment) => appointment.upcoming);
  const past = appointments.filter((appointment) => !appointment.upcoming);
  return (
    <Panel headingId="appuntamenti" title="Appuntamenti" className="mt-8">
      <Part title="In programma" appointments={upcoming} returnTo={returnTo} />
      <Part title="Passati" appointments={past} returnTo={returnTo} />
    </Panel>
  );
}
