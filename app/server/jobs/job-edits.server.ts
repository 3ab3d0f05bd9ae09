import { eq, sql } from "drizzle-orm";
import { documentPrefixes } from "#app/domain/documents/document-number.ts";
import type { JobDetailsEdit, JobDetailsFields } from "#app/domain/jobs/job-details.ts";
import * as schema from "#db/schema.ts";
import { nextDocumentNumber } from "../documents/document-numbers.server.ts";
import type { Database } from "../platform/db.server.ts";
import { lockedAtVersion } from "../platform/versioned-rows.server.ts";
import { recordAudit } from "../staff/audit.server.ts";
import { JOB_NOT_FOUND } from "./job-detail.server.ts";

// Staff edit a job's customer and site (docs/product/jobs.md#editing-the-customer-and-the-site):
// the fields as the form's schema read them on the server, saved only at the
// version the form was drawn from (409 otherwise), and audited with what
// changed, in one transaction.

export const JOB_CHANGED_MESSAGE =
  "Qualcun altro ha modificato questa commessa nel frattempo: ricarica la pagina e riprova.";

type Fields = JobDetailsEdit["fields"];

/** Saves the job's details; answers the message the page shows. */
export async function updateJobDetails(
  db: Database,
  actor: { id: number },
  number: string,
  edit: JobDetailsEdit,
): Promise<string> {
  return db.transaction(async (tx) => {
    const job = await lockedAtVersion(
      tx.select().from(schema.jobs).where(eq(schema.jobs.number, number)).for("update"),
      edit.version,
      { missing: JOB_NOT_FOUND, changed: JOB_CHANGED_MESSAGE },
    );
    const changed = (Object.keys(edit.fields) as (keyof Fields)[]).filter(
      (key) => job[key] !== edit.fields[key],
    );
    if (changed.length === 0) return "Nessuna modifica da salvare";
    await tx
      .update(schema.jobs)
      .set({ ...edit.fields, version: sql`${schema.jobs.version} + 1` })
      .where(eq(schema.jobs.id, job.id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: "job.update",
      objectType: "job",
      objectId: job.number,
      before: Object.fromEntries(changed.map((key) => [key, job[key]])),
      after: Object.fromEntries(changed.map((key) => [key, edit.fields[key]])),
    });
    return "Dati della commessa salvati";
  });
}

/**
 * «Nuova commessa»: a job for a customer who phoned or came to the showroom,
 * with no account (docs/product/jobs.md#a-job-from-a-call); audited. Answers its number.
 */
export async function createJob(
  db: Database,
  actor: { id: number },
  fields: JobDetailsFields,
): Promise<string> {
  return db.transaction(async (tx) => {
    const number = await nextDocumentNumber(tx, documentPrefixes.job);
    await tx.insert(schema.jobs).values({ ...fields, number });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "job.create",
      objectType: "job",
      objectId: number,
      before: null,
      after: fields,
    });
    return number;
  });
}
