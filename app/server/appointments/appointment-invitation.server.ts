import { TZDate } from "@date-fns/tz";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import { eq } from "drizzle-orm";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { appointmentKindLabels } from "#app/domain/appointments/appointment-kinds.ts";
import { SHOP_TIME_ZONE } from "#app/domain/appointments/appointment-times.ts";
import { company } from "#app/domain/documents/company.ts";
import * as schema from "#db/schema.ts";
import type { InvitationReference } from "../mail/mail-template.server.ts";
import type { Database } from "../platform/db.server.ts";

// The calendar invitation of an appointment (docs/product/production.md#invitations,
// docs/decisions/033-ical-generator.md), rendered by the mail worker when it
// sends: the same UID for the appointment's whole life, the SEQUENCE the
// message was queued with, METHOD:REQUEST or CANCEL, and the times in
// Europe/Rome with its VTIMEZONE so that every calendar shows the Rome hour.

export type InvitationMethod = InvitationReference["method"];

export interface RenderedInvitation {
  method: InvitationMethod;
  filename: string;
  content: string;
}

const inRome = (instant: Date) => new TZDate(instant, SHOP_TIME_ZONE);

export async function renderInvitation(
  db: Database,
  reference: InvitationReference,
  recipient: string,
): Promise<RenderedInvitation> {
  const [row] = await db
    .select({ appointment: schema.appointments, jobNumber: schema.jobs.number })
    .from(schema.appointments)
    .innerJoin(schema.jobs, eq(schema.jobs.id, schema.appointments.jobId))
    .where(eq(schema.appointments.id, reference.id));
  if (!row) throw new Error(`appointment ${reference.id} is gone`);
  const { appointment } = row;
  const cancel = reference.method === "CANCEL";
  const calendar = ical({
    prodId: { company: company.brand, product: "Appuntamenti", language: "IT" },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.timezone({ name: SHOP_TIME_ZONE, generator: getVtimezoneComponent });
  calendar.createEvent({
    id: appointment.uid,
    sequence: reference.sequence,
    start: inRome(appointment.startsAt),
    end: inRome(appointment.endsAt),
    timezone: SHOP_TIME_ZONE,
    summary: `${appointmentKindLabels[appointment.kind]} ${company.brand} (commessa ${row.jobNumber})`,
    location: reference.confirmed ? appointment.siteAddress : null,
    description: `${appointmentKindLabels[appointment.kind]} presso il cantiere. Per cambiare data rispondi a questa e-mail o chiama ${company.phone}.`,
    organizer: { name: company.brand, email: company.email },
    attendees: [{ email: recipient, rsvp: false }],
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return {
    method: reference.method,
    filename: cancel ? "annullamento.ics" : "invito.ics",
    content: calendar.toString(),
  };
}
