import { sql } from "drizzle-orm";
import {
  type DocumentPrefix,
  formatDocumentNumber,
  shopYear,
} from "#app/domain/documents/document-number.ts";
import * as schema from "#db/schema.ts";
import type { Database } from "../platform/db.server.ts";

// The human numbers of quotes and orders (docs/product/documents.md#numbers).
// Call these inside the transaction that creates the documents: the upsert
// takes the counter row's lock until that transaction ends, so concurrent
// requests on any instance queue on it and never share a number, and a
// rolled-back document gives its number back.

/** Bumps one year's counter by `count` and answers the first of the numbers it reserved. */
async function reserve(tx: Database, prefix: DocumentPrefix, year: number, count: number): Promise<number> {
  const [row] = await tx
    .insert(schema.documentCounters)
    .values({ prefix, year, lastNumber: count })
    .onConflictDoUpdate({
      target: [schema.documentCounters.prefix, schema.documentCounters.year],
      set: { lastNumber: sql`${schema.documentCounters.lastNumber} + ${count}` },
    })
    .returning({ lastNumber: schema.documentCounters.lastNumber });
  if (!row) throw new Error("document counter upsert returned no row");
  return row.lastNumber - count + 1;
}

/** The next number of a quote ("P") or an order ("A") made at `at`. */
export async function nextDocumentNumber(
  tx: Database,
  prefix: DocumentPrefix,
  at = new Date(),
): Promise<string> {
  const year = shopYear(at);
  return formatDocumentNumber(prefix, year, await reserve(tx, prefix, year, 1));
}

/**
 * Numbers for many documents at once (the demo history), one per date, in
 * date order within each year; each year's counter is bumped once.
 */
export async function reserveDocumentNumbers(
  tx: Database,
  prefix: DocumentPrefix,
  dates: readonly Date[],
): Promise<string[]> {
  const byDate = dates
    .map((date, index) => ({ index, time: date.getTime(), year: shopYear(date) }))
    .sort((a, b) => a.time - b.time || a.index - b.index);
  const counts = new Map<number, number>();
  for (const { year } of byDate) counts.set(year, (counts.get(year) ?? 0) + 1);
  const next = new Map<number, number>();
  for (const [year, count] of counts) next.set(year, await reserve(tx, prefix, year, count));
  const numbers: string[] = new Array(dates.length);
  for (const { index, year } of byDate) {
    const sequence = next.get(year) ?? 1;
    numbers[index] = formatDocumentNumber(prefix, year, sequence);
    next.set(year, sequence + 1);
  }
  return numbers;
}
