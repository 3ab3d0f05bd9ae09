import { eq, sql } from "drizzle-orm";
import type { AppointmentStatus } from "#app/domain/appointments/appointment-kinds.ts";
import { appointmentTransitions } from "#app/domain/appointments/appointment-transitions.ts";
import { transitionRefusal } from "#app/domain/status-machine.ts";
import * as schema from "#db/schema.ts";
import type { Transaction } from "../platform/db.server.ts";

// The one place an appointment's status is written (docs/decisions/029-guarded-transitions.md):
// through its table's edge, in the caller's transaction, on the row the
// caller locked; with the facts of the change (who, when, why) and the row's
// version raised.

type Outcome =
  | { to: "svolto"; doneBy: number; doneAt: Date; doneNotes: string }
  | { to: "annullato"; cancelledAt: Date; cancelReason: string };

export async function transitionAppointment(
  tx: Transaction,
  appointment: { id: number; status: AppointmentStatus },
  outcome: Outcome,
) {
  const refusal = transitionRefusal(appointmentTransitions, appointment.status, outcome.to, {});
  if (refusal) throw refusal;
  const { to, ...facts } = outcome;
  const [row] = await tx
    .update(schema.appointments)
    .set({
      ...facts,
      // A cancel is one more version of the invitation (METHOD:CANCEL, SEQUENCE raised).
      ...(to === "annullato" ? { sequence: sql`${schema.appointments.sequence} + 1` } : {}),
      version: sql`${schema.appointments.version} + 1`,
      status: to,
    })
    .where(eq(schema.appointments.id, appointment.id))
    .returning();
  if (!row) throw new Error("appointment update returned no row");
  return row;
}
