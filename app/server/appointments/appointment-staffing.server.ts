import { and, asc, eq, gt, inArray, lt, ne } from "drizzle-orm";
import { appointmentKindLabels } from "#app/domain/appointments/appointment-kinds.ts";
import { timeWindow } from "#app/domain/appointments/appointment-times.ts";
import { formatDateShort } from "#app/domain/italian-formats/dates.ts";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import type { Transaction } from "../platform/db.server.ts";
import { activeStaffIds, personName, teamMemberIds } from "./staff-people.server.ts";

// Who an appointment occupies and whether they are free
// (docs/product/production.md#conflicts): the technician plus the team's
// members, fixed in appointment_staff. The check locks those people's user
// rows first, in id order, so two bookings of the same person wait for each
// other and the second sees the first: no double booking slips between the
// check and the insert, on PGlite or PostgreSQL.

export interface Staffing {
  teamId: number | null;
  technicianId: number | null;
}

/** The people a team and a technician stand for; an unknown or inactive one is refused beside its field. */
export async function staffOf(tx: Transaction, { teamId, technicianId }: Staffing): Promise<number[]> {
  const people = new Set<number>();
  if (teamId !== null) {
    const [team] = await tx
      .select({ active: schema.staffTeams.active })
      .from(schema.staffTeams)
      .where(eq(schema.staffTeams.id, teamId));
    if (!team?.active)
      throw refuse.invalid("La squadra scelta non esiste o non è attiva", {
        fields: { teamId: "Scegli una squadra attiva dall'elenco" },
      });
    const members = await teamMemberIds(tx, teamId);
    if (members.length === 0 && technicianId === null)
      throw refuse.invalid("La squadra scelta non ha membri", {
        fields: { teamId: "La squadra non ha membri: aggiungili o scegli un tecnico" },
      });
    for (const id of members) people.add(id);
  }
  if (technicianId !== null) {
    const active = await activeStaffIds(tx, [technicianId]);
    if (!active.has(technicianId))
      throw refuse.invalid("Il tecnico scelto non esiste o non è attivo", {
        fields: { technicianId: "Scegli un tecnico attivo dall'elenco" },
      });
    people.add(technicianId);
  }
  return [...people].sort((a, b) => a - b);
}

/**
 * Locks `people` and refuses when one of them is in another programmato
 * appointment that overlaps [startsAt, endsAt) — `except` is the one being
 * moved. The message names who and when.
 */
export async function assertFree(
  tx: Transaction,
  people: number[],
  window: { startsAt: Date; endsAt: Date; except: number | null },
): Promise<void> {
  if (people.length === 0) return;
  await tx
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(inArray(schema.users.id, people))
    .orderBy(asc(schema.users.id))
    .for("update");
  const a = schema.appointments;
  const [clash] = await tx
    .select({
      name: personName,
      kind: a.kind,
      startsAt: a.startsAt,
      endsAt: a.endsAt,
      jobNumber: schema.jobs.number,
    })
    .from(schema.appointmentStaff)
    .innerJoin(a, eq(a.id, schema.appointmentStaff.appointmentId))
    .innerJoin(schema.users, eq(schema.users.id, schema.appointmentStaff.userId))
    .innerJoin(schema.jobs, eq(schema.jobs.id, a.jobId))
    .where(
      and(
        inArray(schema.appointmentStaff.userId, people),
        eq(a.status, "programmato"),
        lt(a.startsAt, window.endsAt),
        gt(a.endsAt, window.startsAt),
        window.except === null ? undefined : ne(a.id, window.except),
      ),
    )
    .orderBy(asc(a.startsAt))
    .limit(1);
  if (!clash) return;
  const message = `${clash.name} è già impegnato il ${formatDateShort(clash.startsAt)} ${timeWindow(clash.startsAt, clash.endsAt)} (${appointmentKindLabels[clash.kind]}, commessa ${clash.jobNumber})`;
  throw refuse.conflict(message, { fields: { startTime: message }, reason: "appointment-conflict" });
}

/** Writes who the appointment occupies, replacing what it held. */
export async function setAppointmentStaff(tx: Transaction, appointmentId: number, people: number[]) {
  await tx.delete(schema.appointmentStaff).where(eq(schema.appointmentStaff.appointmentId, appointmentId));
  if (people.length > 0)
    await tx.insert(schema.appointmentStaff).values(people.map((userId) => ({ appointmentId, userId })));
}
