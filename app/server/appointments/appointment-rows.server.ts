import { and, eq } from "drizzle-orm";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import type { Transaction } from "../platform/db.server.ts";
import { lockedAtVersion } from "../platform/versioned-rows.server.ts";

// One appointment of a job, locked at the version the form was drawn from:
// only a programmato one may still be moved, cancelled or marked «svolto».

export const APPOINTMENT_NOT_FOUND = "Appuntamento non trovato";

/** The job `number`, locked: its appointments change one booking at a time. */
export async function lockedJob(tx: Transaction, number: string) {
  const [job] = await tx.select().from(schema.jobs).where(eq(schema.jobs.number, number)).for("update");
  if (!job) throw refuse.notFound("Commessa non trovata");
  return job;
}

export async function lockProgrammato(
  tx: Transaction,
  jobId: number,
  ref: { appointmentId: number; version: number },
) {
  const row = await lockedAtVersion(
    tx
      .select()
      .from(schema.appointments)
      .where(and(eq(schema.appointments.id, ref.appointmentId), eq(schema.appointments.jobId, jobId)))
      .for("update"),
    ref.version,
    {
      missing: APPOINTMENT_NOT_FOUND,
      changed: "Qualcun altro ha modificato questo appuntamento: ricarica la pagina e riprova.",
    },
  );
  if (row.status !== "programmato")
    throw refuse.conflict("L'appuntamento non è più programmato: non si può cambiare");
  return row;
}
