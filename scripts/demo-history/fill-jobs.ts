import { documentPrefixes } from "#app/domain/documents/document-number.ts";
import { reserveDocumentNumbers } from "#app/server/documents/document-numbers.server.ts";
import type { Database } from "#app/server/platform/db.server.ts";
import * as schema from "#db/schema.ts";
import { splitBatches } from "./batches.ts";

// The demo history's jobs: one for each request, lead and order it makes, as
// the shop opens one for each of them (docs/product/jobs.md), numbered in date
// order like the documents.

type JobRow = typeof schema.jobs.$inferInsert;

/** Who a demo job is for and when it started; the number is given here. */
export type DemoJob = Omit<JobRow, "number" | "createdAt"> & { createdAt: Date };

/** Stores one job per entry, in the entries' order; answers their ids. */
export async function storeDemoJobs(tx: Database, jobs: readonly DemoJob[]): Promise<number[]> {
  const numbers = await reserveDocumentNumbers(
    tx,
    documentPrefixes.job,
    jobs.map((job) => job.createdAt),
  );
  const ids: number[] = [];
  const rows = jobs.map((job, index) => ({ ...job, number: numbers[index]! }));
  for (const batch of splitBatches(rows)) {
    const stored = await tx.insert(schema.jobs).values(batch).returning({ id: schema.jobs.id });
    ids.push(...stored.map((row) => row.id));
  }
  return ids;
}
