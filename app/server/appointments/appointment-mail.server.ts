import type * as schema from "#db/schema.ts";
import { enqueueMail } from "../mail/outbox.server.ts";
import { addressConfirmed } from "../offers/offer-mail.server.ts";
import type { Transaction } from "../platform/db.server.ts";
import type { InvitationMethod } from "./appointment-invitation.server.ts";

// The customer's e-mail when an appointment is booked, moved or cancelled
// (docs/product/production.md#invitations): queued in the event's
// transaction with a reference to the appointment and the invitation's
// sequence; the worker renders the .ics when it sends. The name goes only to
// an address known to be the customer's, as with the offers.

type AppointmentRow = typeof schema.appointments.$inferSelect;
type JobRow = typeof schema.jobs.$inferSelect;

export async function queueAppointmentMail(
  tx: Transaction,
  appointment: AppointmentRow,
  job: JobRow,
  method: InvitationMethod,
): Promise<void> {
  if (!job.customerEmail) return;
  const confirmed = await addressConfirmed(tx, job, job.customerEmail);
  await enqueueMail(
    tx,
    "appointment-invitation",
    { to: job.customerEmail },
    {
      appointmentId: appointment.id,
      jobNumber: job.number,
      kind: appointment.kind,
      startsAt: appointment.startsAt.toISOString(),
      endsAt: appointment.endsAt.toISOString(),
      siteAddress: confirmed ? appointment.siteAddress : null,
      name: confirmed ? job.customerName : null,
      method,
      sequence: appointment.sequence,
      moved: method === "REQUEST" && appointment.sequence > 0,
    },
  );
}
