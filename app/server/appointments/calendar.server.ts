import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { addDays, mondayOf, shopDay, shopInstant } from "#app/domain/appointments/appointment-times.ts";
import type { CalendarEntry, CalendarGroup, CalendarPage } from "#app/domain/appointments/calendar-view.ts";
import * as schema from "#db/schema.ts";
import type { Database } from "../platform/db.server.ts";
import { nameOf } from "./staff-people.server.ts";

// The staff calendar's read (docs/product/production.md#calendar): one query
// over the starts_at index for the days shown, programmato and svolto only,
// with the job's customer and the team's and technician's names joined in.

const technician = alias(schema.users, "calendar_technician");

async function entriesBetween(db: Database, from: string, toExclusive: string) {
  const a = schema.appointments;
  return db
    .select({
      id: a.id,
      kind: a.kind,
      status: a.status,
      startsAt: a.startsAt,
      endsAt: a.endsAt,
      siteAddress: a.siteAddress,
      teamId: a.teamId,
      teamName: schema.staffTeams.name,
      technicianName: sql<string | null>`${nameOf(technician)}`,
      jobNumber: schema.jobs.number,
      customerName: schema.jobs.customerName,
    })
    .from(a)
    .innerJoin(schema.jobs, eq(schema.jobs.id, a.jobId))
    .leftJoin(schema.staffTeams, eq(schema.staffTeams.id, a.teamId))
    .leftJoin(technician, eq(technician.id, a.technicianId))
    .where(
      and(
        gte(a.startsAt, shopInstant(from, "00:00")),
        lt(a.startsAt, shopInstant(toExclusive, "00:00")),
        inArray(a.status, ["programmato", "svolto"]),
      ),
    )
    .orderBy(asc(a.startsAt), asc(a.id));
}

type Row = Awaited<ReturnType<typeof entriesBetween>>[number];

function groupsOf(rows: Row[]): CalendarGroup[] {
  const groups = new Map<string, CalendarGroup>();
  for (const row of rows) {
    const { technicianName } = row;
    const key = row.teamId !== null ? `team-${row.teamId}` : `tech-${technicianName ?? ""}`;
    const title = row.teamName ?? `Senza squadra: ${technicianName ?? "—"}`;
    const entry: CalendarEntry = {
      id: row.id,
      kind: row.kind,
      status: row.status,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      day: shopDay(row.startsAt),
      jobNumber: row.jobNumber,
      customerName: row.customerName,
      siteAddress: row.siteAddress,
      technicianName,
    };
    const group = groups.get(key) ?? { key, title, entries: [] };
    group.entries.push(entry);
    groups.set(key, group);
  }
  // Teams first by name, then the technicians sent alone.
  return [...groups.values()].sort(
    (x, y) =>
      Number(x.key.startsWith("tech")) - Number(y.key.startsWith("tech")) ||
      x.title.localeCompare(y.title, "it"),
  );
}

/** The week from the Monday of `day` (Monday–Sunday). */
export async function calendarWeek(db: Database, day: string): Promise<CalendarPage> {
  const from = mondayOf(day);
  const days = Array.from({ length: 7 }, (_, index) => addDays(from, index));
  const rows = await entriesBetween(db, from, addDays(from, 7));
  return {
    view: "week",
    from,
    days,
    groups: groupsOf(rows),
    previous: addDays(from, -7),
    next: addDays(from, 7),
  };
}

/** One day, as the team reads it at the site. */
export async function calendarDay(db: Database, day: string): Promise<CalendarPage> {
  const rows = await entriesBetween(db, day, addDays(day, 1));
  return {
    view: "day",
    from: day,
    days: [day],
    groups: groupsOf(rows),
    previous: addDays(day, -1),
    next: addDays(day, 1),
  };
}
