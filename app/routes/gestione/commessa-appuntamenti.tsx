import { BackLink } from "#app/components/layout/back-link.tsx";
import { JobAppointments } from "#app/components/staff/jobs/job-appointments.tsx";
import {
  appointmentDoneSchema,
  bookAppointmentSchema,
  cancelAppointmentSchema,
  moveAppointmentSchema,
} from "#app/domain/appointments/appointment-forms.ts";
import { staffJobPath } from "#app/domain/jobs/job-view.ts";
import { staffPageMeta } from "#app/domain/web/seo.ts";
import { bookAppointment, moveAppointment } from "#app/server/appointments/appointment-booking.server.ts";
import {
  cancelAppointment,
  markAppointmentDone,
} from "#app/server/appointments/appointment-outcomes.server.ts";
import { getJobAppointments } from "#app/server/appointments/job-appointments.server.ts";
import { requireStaff } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { doneWithMessage, formIntent, pageFormAction } from "#app/server/web/page-actions.server.ts";
import { orStaffNotFound } from "#app/server/web/staff-record.server.ts";
import type { Route } from "./+types/commessa-appuntamenti";

// The job's appointments (docs/product/production.md#appointments): the job
// page's appointment forms post here; a refused form is drawn again here,
// as typed, with the message beside its field.

const ECHOED = [
  "appointmentId",
  "kind",
  "orderId",
  "day",
  "startTime",
  "endTime",
  "teamId",
  "technicianId",
  "siteAddress",
  "notes",
  "reason",
  "doneNotes",
];

export async function loader({ context, params }: Route.LoaderArgs) {
  requireStaff(context);
  return orStaffNotFound(async () => ({
    appointments: await getJobAppointments(context.get(dbContext), params.number ?? ""),
  }));
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const number = params.number ?? "";
  const db = context.get(dbContext);
  const back = staffJobPath(number);
  return pageFormAction(
    { context, request },
    {
      intents: {
        book: formIntent(bookAppointmentSchema, async (input) => {
          await bookAppointment(db, staff, number, input);
          return doneWithMessage("book", "Appuntamento fissato: invito inviato al cliente", back);
        }),
        move: formIntent(moveAppointmentSchema, async (input) => {
          await moveAppointment(db, staff, number, input);
          return doneWithMessage("move", "Appuntamento spostato: invito aggiornato inviato", back);
        }),
        cancel: formIntent(cancelAppointmentSchema, async (input) => {
          await cancelAppointment(db, staff, number, input);
          return doneWithMessage("cancel", "Appuntamento annullato", back);
        }),
        done: formIntent(appointmentDoneSchema, async (input) => {
          await markAppointmentDone(db, staff, number, input);
          return doneWithMessage("done", "Appuntamento segnato come svolto", back);
        }),
      },
      echo: Object.fromEntries(ECHOED.map((name) => [name, 2000])),
    },
  );
}

export const meta: Route.MetaFunction = ({ params }) =>
  staffPageMeta(`Appuntamenti della commessa ${params.number ?? ""}`);

export default function JobAppointmentsPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const number = params.number ?? "";
  return (
    <div>
      <BackLink to={staffJobPath(number)}>Torna alla commessa</BackLink>
      <h1 className="mt-4 text-3xl font-bold break-words text-slate-900">
        Appuntamenti della commessa {number}
      </h1>
      <JobAppointments
        data={loaderData.appointments}
        refused={actionData && !actionData.ok ? actionData : undefined}
      />
    </div>
  );
}
