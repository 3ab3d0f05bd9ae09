import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AppointmentView, JobAppointments } from "#app/domain/appointments/appointment-view.ts";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import type { Database } from "../platform/db.server.ts";
import { listStaffPeople, nameOf } from "./staff-people.server.ts";

// The appointments of one job as the staff job page shows them, with what
// booking one offers (docs/product/production.md#appointments).

const technician = alias(schema.users, "technician");

function siteLine(job: typeof schema.jobs.$inferSelect): string {
  const place = [job.sitePostalCode, job.siteCity, job.siteProvince ? `(${job.siteProvince})` : null]
    .filter(Boolean)
    .join(" ");
  return [job.siteStreet, place].filter(Boolean).join(", ");
}

export async function getJobAppointments(db: Database, number: string): Promise<JobAppointments> {
  const [job] = await db.select().from(schema.jobs).where(eq(schema.jobs.number, number));
  if (!job) throw refuse.notFound("Commessa non trovata");
  const a = schema.appointments;
  const [rows, teams, technicians, orders] = await Promise.all([
    db
      .select({
        appointment: a,
        teamName: schema.staffTeams.name,
        technicianName: sql<string | null>`${nameOf(technician)}`,
        orderNumber: schema.orders.number,
      })
      .from(a)
      .leftJoin(schema.staffTeams, eq(schema.staffTeams.id, a.teamId))
      .leftJoin(technician, eq(technician.id, a.technicianId))
      .leftJoin(schema.orders, eq(schema.orders.id, a.orderId))
      .where(eq(a.jobId, job.id))
      .orderBy(desc(a.startsAt)),
    db
      .select({ id: schema.staffTeams.id, name: schema.staffTeams.name })
      .from(schema.staffTeams)
      .where(eq(schema.staffTeams.active, true))
      .orderBy(asc(schema.staffTeams.name)),
    listStaffPeople(db),
    db
      .select({ id: schema.orders.id, number: schema.orders.number })
      .from(schema.orders)
      .where(eq(schema.orders.jobId, job.id))
      .orderBy(asc(schema.orders.id)),
  ]);
  const ids = rows.map((row) => row.appointment.id);
  const requests =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(schema.appointmentChangeRequests)
          .where(inArray(schema.appointmentChangeRequests.appointmentId, ids))
          .orderBy(asc(schema.appointmentChangeRequests.createdAt));
  const appointments: AppointmentView[] = rows.map(({ appointment: row, ...joined }) => ({
    id: row.id,
    kind: row.kind,
    status: row.status,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    siteAddress: row.siteAddress,
    notes: row.notes,
    teamId: row.teamId,
    teamName: joined.teamName,
    technicianId: row.technicianId,
    technicianName: joined.technicianName,
    orderNumber: joined.orderNumber,
    version: row.version,
    doneNotes: row.doneNotes,
    cancelReason: row.cancelReason,
    changeRequests: requests
      .filter((request) => request.appointmentId === row.id)
      .map((request) => ({ message: request.message, createdAt: request.createdAt.toISOString() })),
  }));
  return {
    jobNumber: job.number,
    appointments,
    choices: {
      teams,
      technicians,
      orders,
      siteAddress: siteLine(job),
      surveyPreferredDays: job.surveyPreferredDays,
    },
  };
}
