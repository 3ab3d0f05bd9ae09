// The demo history's rows go in by the thousand: one INSERT per batch.

/** Rows per INSERT: far below PostgreSQL's 65,535 parameters for the widest table. */
export const BATCH_SIZE = 1000;

export function splitBatches<T>(rows: readonly T[], size = BATCH_SIZE): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < rows.length; start += size) batches.push(rows.slice(start, start + size));
  return batches;
}
