// The calendar part of `npm run bench:back-office` (docs/PERFORMANCE.md#calendar-at-scale):
// 200 appointments in one week for 4 teams of 3 and 4 technicians sent
// alone, and 4,000 more over the two years around it, on the demo history's
// jobs; what the week view and the day view read.
import { randomUUID } from "node:crypto";
import { asc, sql } from "drizzle-orm";
import { appointmentKinds } from "#app/domain/appointments/appointment-kinds.ts";
import { addDays, mondayOf, shopDay, shopInstant } from "#app/domain/appointments/appointment-times.ts";
import type { Database } from "#app/server/platform/db.server.ts";
import * as schema from "#db/schema.ts";

export const CALENDAR_WEEK_APPOINTMENTS = 200;
const OTHER_APPOINTMENTS = 4_000;
const TEAMS = 4;
const TEAM_SIZE = 3;
const ALONE = 4;

export interface CalendarTargets {
  week: string;
  day: string;
  jobNumber: string;
}

/** Seeds the week after next (once: a database that has appointments is measured as it is). */
export async function seedCalendar(db: Database): Promise<CalendarTargets> {
  const week = mondayOf(addDays(shopDay(new Date()), 14));
  const [existing] = await db.select({ id: schema.appointments.id }).from(schema.appointments).limit(1);
  const jobs = await db
    .select({ id: schema.jobs.id, number: schema.jobs.number, city: schema.jobs.siteCity })
    .from(schema.jobs)
    .orderBy(asc(schema.jobs.id))
    .limit(2_000);
  if (jobs.length === 0) throw new Error("no jobs to book appointments for");
  if (!existing) await seed(db, week, jobs);
  return { week, day: addDays(week, 2), jobNumber: jobs[0]!.number };
}

async function seed(db: Database, week: string, jobs: { id: number; city: string | null }[]) {
  const people = await db
    .insert(schema.users)
    .values(
      Array.from({ length: TEAMS * TEAM_SIZE + ALONE }, (_, index) => ({
        username: `bench.tecnico.${index + 1}`,
        passwordHash: "x",
        firstName: "Tecnico",
        lastName: String(index + 1),
        role: "staff" as const,
      })),
    )
    .returning({ id: schema.users.id });
  const teams = await db
    .insert(schema.staffTeams)
    .values(Array.from({ length: TEAMS }, (_, index) => ({ name: `Squadra banco ${index + 1}` })))
    .returning({ id: schema.staffTeams.id });
  const members = teams.map((_team, index) =>
    people.slice(index * TEAM_SIZE, (index + 1) * TEAM_SIZE).map((person) => person.id),
  );
  await db
    .insert(schema.staffTeamMembers)
    .values(teams.flatMap((team, index) => members[index]!.map((userId) => ({ teamId: team.id, userId }))));
  const alone = people.slice(TEAMS * TEAM_SIZE).map((person) => person.id);
  const rows = Array.from({ length: CALENDAR_WEEK_APPOINTMENTS + OTHER_APPOINTMENTS }, (_, index) => {
    const inWeek = index < CALENDAR_WEEK_APPOINTMENTS;
    const day = inWeek ? addDays(week, index % 7) : addDays(week, -365 + (index % 730));
    const slot = Math.floor(index / 7) % 5;
    const startTime = `${String(8 + slot * 2).padStart(2, "0")}:00`;
    const endTime = `${String(9 + slot * 2).padStart(2, "0")}:30`;
    const group = index % (TEAMS + ALONE);
    const job = jobs[index % jobs.length]!;
    return {
      row: {
        jobId: job.id,
        kind: appointmentKinds[index % appointmentKinds.length]!,
        status: inWeek || index % 3 ? ("programmato" as const) : ("svolto" as const),
        startsAt: shopInstant(day, startTime),
        endsAt: shopInstant(day, endTime),
        teamId: group < TEAMS ? teams[group]!.id : null,
        technicianId: group < TEAMS ? null : alone[group - TEAMS]!,
        siteAddress: `Via del Banco ${index + 1}, ${job.city ?? "Bologna"}`,
        uid: `${randomUUID()}@bench`,
        createdBy: people[0]!.id,
      },
      staff: group < TEAMS ? members[group]! : [alone[group - TEAMS]!],
    };
  });
  for (let start = 0; start < rows.length; start += 500) {
    const batch = rows.slice(start, start + 500);
    const inserted = await db
      .insert(schema.appointments)
      .values(batch.map((entry) => entry.row))
      .returning({ id: schema.appointments.id });
    await db
      .insert(schema.appointmentStaff)
      .values(
        inserted.flatMap(({ id }, index) =>
          batch[index]!.staff.map((userId) => ({ appointmentId: id, userId })),
        ),
      );
  }
  await db.execute(sql`analyze appointments`);
  console.log(`${rows.length} appointments seeded, ${CALENDAR_WEEK_APPOINTMENTS} in the week of ${week}`);
}
