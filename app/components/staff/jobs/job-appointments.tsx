import { AppointmentBookingForm } from "#app/components/staff/appointments/appointment-booking-form.tsx";
import { AppointmentItem } from "#app/components/staff/appointments/appointment-item.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import {
  type JobAppointments as Appointments,
  staffJobAppointmentsPath,
} from "#app/domain/appointments/appointment-view.ts";
import type { IntentRefusal } from "#app/domain/web/page-actions.ts";

// The job's appointments on the staff job page (docs/product/production.md#appointments):
// every survey, delivery and fitting, newest first, and the booking form.
// The forms post to the job's /appuntamenti route.

export function JobAppointments({
  data,
  refused,
}: {
  data: Appointments;
  refused?: IntentRefusal<string> | undefined;
}) {
  const action = staffJobAppointmentsPath(data.jobNumber);
  return (
    <Panel headingId="commessa-appuntamenti" title="Appuntamenti" className="mt-6">
      {data.appointments.length === 0 ? (
        <p className="mt-3 text-sm text-slate-800">Nessun appuntamento per questa commessa.</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {data.appointments.map((appointment) => (
            <AppointmentItem
              key={appointment.id}
              appointment={appointment}
              action={action}
              choices={data.choices}
              refused={refused}
            />
          ))}
        </ul>
      )}
      <AppointmentBookingForm
        action={action}
        choices={data.choices}
        refused={refused?.intent === "book" ? refused : undefined}
      />
    </Panel>
  );
}
