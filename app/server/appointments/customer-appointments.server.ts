import { and, asc, eq, ne } from "drizzle-orm";
import type { changeRequestSchema } from "#app/domain/appointments/appointment-forms.ts";
import type { CustomerAppointment } from "#app/domain/appointments/appointment-view.ts";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import { enqueueMail } from "../mail/outbox.server.ts";
import type { Database } from "../platform/db.server.ts";

// What the customer sees of their job's appointments (docs/product/production.md#the-customer-sees-it)
// on their order's and their offer's pages, and their «Chiedi un'altra data»:
// only for the job's own account; anyone else reads «not found».

type Input = ReturnType<typeof changeRequestSchema.parse>;

/** The appointments of the job `jobId` belongs to, when `userId` owns it; cancelled ones are left out. */
export async function customerAppointmentsOfJob(
  db: Database,
  userId: number,
  jobId: number,
  now = new Date(),
): Promise<CustomerAppointment[]> {
  const a = schema.appointments;
  const rows = await db
    .select({ id: a.id, kind: a.kind, status: a.status, startsAt: a.startsAt, endsAt: a.endsAt })
    .from(a)
    .innerJoin(schema.jobs, eq(schema.jobs.id, a.jobId))
    .where(and(eq(a.jobId, jobId), eq(schema.jobs.userId, userId), ne(a.status, "annullato")))
    .orderBy(asc(a.startsAt));
  return rows.map((row) => ({
    ...row,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    upcoming: row.status === "programmato" && row.endsAt > now,
  }));
}

/** The same, for the job of the order `orderId`. */
export async function customerAppointmentsOfOrder(db: Database, userId: number, orderId: number) {
  const [order] = await db
    .select({ jobId: schema.orders.jobId })
    .from(schema.orders)
    .where(eq(schema.orders.id, orderId));
  return order ? customerAppointmentsOfJob(db, userId, order.jobId) : [];
}

/** The same, for the job of the offer `number`. */
export async function customerAppointmentsOfOffer(db: Database, userId: number, number: string) {
  const [offer] = await db
    .select({ jobId: schema.offers.jobId })
    .from(schema.offers)
    .where(eq(schema.offers.number, number));
  return offer ? customerAppointmentsOfJob(db, userId, offer.jobId) : [];
}

async function ownAppointment(db: Database, userId: number, appointmentId: number) {
  const [row] = await db
    .select({ appointment: schema.appointments, job: schema.jobs })
    .from(schema.appointments)
    .innerJoin(schema.jobs, eq(schema.jobs.id, schema.appointments.jobId))
    .where(and(eq(schema.appointments.id, appointmentId), eq(schema.jobs.userId, userId)));
  if (!row) throw refuse.notFound("Appuntamento non trovato");
  return row;
}

/** The appointment the change-request page shows. */
export async function customerAppointment(db: Database, userId: number, appointmentId: number) {
  const { appointment } = await ownAppointment(db, userId, appointmentId);
  return {
    id: appointment.id,
    kind: appointment.kind,
    status: appointment.status,
    startsAt: appointment.startsAt.toISOString(),
    endsAt: appointment.endsAt.toISOString(),
  };
}

/** Stores the customer's request for another date and tells the office (SHOP_EMAIL). */
export async function requestAnotherDate(
  db: Database,
  userId: number,
  appointmentId: number,
  input: Pick<Input, "message">,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { appointment, job } = await ownAppointment(tx, userId, appointmentId);
    if (appointment.status !== "programmato")
      throw refuse.conflict("Questo appuntamento non è più programmato", {
        fields: { message: "Questo appuntamento non è più programmato" },
      });
    await tx
      .insert(schema.appointmentChangeRequests)
      .values({ appointmentId, userId, message: input.message });
    await enqueueMail(tx, "appointment-change-request", "shop", {
      appointmentId,
      jobNumber: job.number,
      kind: appointment.kind,
      startsAt: appointment.startsAt.toISOString(),
      endsAt: appointment.endsAt.toISOString(),
      customerName: job.customerName,
      message: input.message,
    });
  });
}
