import { and, eq } from "drizzle-orm";
import type { AppointmentKind } from "#app/domain/appointments/appointment-kinds.ts";
import * as schema from "#db/schema.ts";
import { triggerInstalments } from "../payments/order-instalments.server.ts";
import type { Database, Transaction } from "../platform/db.server.ts";
import { recordAudit } from "../staff/audit.server.ts";
import { queueAppointmentMail } from "./appointment-mail.server.ts";
import { lockedJob, lockProgrammato } from "./appointment-rows.server.ts";
import { transitionAppointment } from "./appointment-transition.server.ts";

// What becomes of an appointment (docs/product/production.md#appointments):
// cancelled with a reason (the customer's calendar drops it: METHOD:CANCEL,
// sequence raised) or «svolto», with who did it, when and their notes.

type Ref = { appointmentId: number; version: number };

export async function cancelAppointment(
  db: Database,
  actor: { id: number },
  number: string,
  input: Ref & { reason: string },
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const job = await lockedJob(tx, number);
    const current = await lockProgrammato(tx, job.id, input);
    const row = await transitionAppointment(tx, current, {
      to: "annullato",
      cancelledAt: now,
      cancelReason: input.reason,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "appointment.cancel",
      objectType: "appointment",
      objectId: row.id,
      before: { status: current.status },
      after: { status: row.status, reason: input.reason },
    });
    await queueAppointmentMail(tx, row, job, "CANCEL");
  });
}

export async function markAppointmentDone(
  db: Database,
  actor: { id: number },
  number: string,
  input: Ref & { doneNotes: string },
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const job = await lockedJob(tx, number);
    const current = await lockProgrammato(tx, job.id, input);
    await transitionAppointment(tx, current, {
      to: "svolto",
      doneBy: actor.id,
      doneAt: now,
      doneNotes: input.doneNotes,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "appointment.done",
      objectType: "appointment",
      objectId: current.id,
      before: { status: current.status },
      after: { status: "svolto", doneAt: now, doneNotes: input.doneNotes },
    });
    // The delivery or the fitting done makes its instalments due (docs/product/payments.md#instalments).
    if (current.orderId !== null && (current.kind === "consegna" || current.kind === "posa")) {
      await triggerInstalments(
        tx,
        current.orderId,
        current.kind === "consegna" ? "delivery" : "fitting",
        now,
      );
    }
  });
}

/**
 * Whether a consegna or posa of `orderId` is «svolto» (docs/product/production.md#appointments):
 * what the order's stage guards ask before the order moves on.
 */
export async function appointmentDoneFor(
  tx: Database | Transaction,
  orderId: number,
  kind: Extract<AppointmentKind, "consegna" | "posa">,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: schema.appointments.id })
    .from(schema.appointments)
    .where(
      and(
        eq(schema.appointments.orderId, orderId),
        eq(schema.appointments.kind, kind),
        eq(schema.appointments.status, "svolto"),
      ),
    )
    .limit(1);
  return row !== undefined;
}
