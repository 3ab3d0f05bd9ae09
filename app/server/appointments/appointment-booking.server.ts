import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type {
  BookAppointmentInput,
  MoveAppointmentInput,
} from "#app/domain/appointments/appointment-forms.ts";
import { shopInstant } from "#app/domain/appointments/appointment-times.ts";
import { company } from "#app/domain/documents/company.ts";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import type { Database } from "../platform/db.server.ts";
import { recordAudit } from "../staff/audit.server.ts";
import { queueAppointmentMail } from "./appointment-mail.server.ts";
import { lockedJob, lockProgrammato } from "./appointment-rows.server.ts";
import { assertFree, setAppointmentStaff, staffOf } from "./appointment-staffing.server.ts";

// Booking and moving an appointment (docs/product/production.md#appointments):
// in one transaction the row, who it occupies, the audit and the customer's
// invitation. A day already past, an end before the start, a team or a
// technician that is not there, or someone already busy: refused, nothing saved.

const UID_DOMAIN = company.email.split("@")[1] ?? "localhost";
const PAST_MESSAGE = "Scegli una data e un'ora non ancora passate";

function windowOf(input: { day: string; startTime: string; endTime: string }, now: Date) {
  const startsAt = shopInstant(input.day, input.startTime);
  const endsAt = shopInstant(input.day, input.endTime);
  if (endsAt <= startsAt)
    throw refuse.invalid("L'ora di fine deve essere dopo l'inizio", {
      fields: { endTime: "L'ora di fine deve essere dopo l'inizio" },
    });
  if (startsAt < now) throw refuse.invalid(PAST_MESSAGE, { fields: { day: PAST_MESSAGE } });
  return { startsAt, endsAt };
}

/** Books an appointment for the job `number`; answers its id. */
export async function bookAppointment(
  db: Database,
  actor: { id: number },
  number: string,
  input: BookAppointmentInput,
  now = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const job = await lockedJob(tx, number);
    const window = windowOf(input, now);
    if (input.orderId !== null) {
      const [order] = await tx
        .select({ id: schema.orders.id })
        .from(schema.orders)
        .where(and(eq(schema.orders.id, input.orderId), eq(schema.orders.jobId, job.id)));
      if (!order)
        throw refuse.invalid("L'ordine scelto non è di questa commessa", {
          fields: { orderId: "Scegli un ordine di questa commessa" },
        });
    }
    const people = await staffOf(tx, input);
    await assertFree(tx, people, { ...window, except: null });
    const [row] = await tx
      .insert(schema.appointments)
      .values({
        jobId: job.id,
        orderId: input.orderId,
        kind: input.kind,
        ...window,
        teamId: input.teamId,
        technicianId: input.technicianId,
        siteAddress: input.siteAddress,
        notes: input.notes,
        uid: `${randomUUID()}@${UID_DOMAIN}`,
        createdBy: actor.id,
      })
      .returning();
    if (!row) throw new Error("appointment insert returned no row");
    await setAppointmentStaff(tx, row.id, people);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "appointment.book",
      objectType: "appointment",
      objectId: row.id,
      before: null,
      after: {
        job: job.number,
        kind: row.kind,
        ...window,
        teamId: row.teamId,
        technicianId: row.technicianId,
        people,
      },
    });
    await queueAppointmentMail(tx, row, job, "REQUEST");
    return row.id;
  });
}

/** Moves a programmato appointment to a new day, time and team; its invitation's sequence goes up. */
export async function moveAppointment(
  db: Database,
  actor: { id: number },
  number: string,
  input: MoveAppointmentInput,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const job = await lockedJob(tx, number);
    const current = await lockProgrammato(tx, job.id, input);
    const window = windowOf(input, now);
    const people = await staffOf(tx, input);
    await assertFree(tx, people, { ...window, except: current.id });
    const [row] = await tx
      .update(schema.appointments)
      .set({
        ...window,
        teamId: input.teamId,
        technicianId: input.technicianId,
        sequence: sql`${schema.appointments.sequence} + 1`,
        version: sql`${schema.appointments.version} + 1`,
      })
      .where(eq(schema.appointments.id, current.id))
      .returning();
    if (!row) throw new Error("appointment update returned no row");
    await setAppointmentStaff(tx, row.id, people);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "appointment.move",
      objectType: "appointment",
      objectId: row.id,
      before: {
        startsAt: current.startsAt,
        endsAt: current.endsAt,
        teamId: current.teamId,
        technicianId: current.technicianId,
      },
      after: { ...window, teamId: row.teamId, technicianId: row.technicianId, people },
    });
    await queueAppointmentMail(tx, row, job, "REQUEST");
  });
}
