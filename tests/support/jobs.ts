import type { Database } from "../../app/server/platform/db.server.ts";
import * as schema from "../../db/schema.ts";

// Jobs for the rows tests write straight into the database: every quote
// request, lead and order belongs to one (docs/product/jobs.md).

let made = 0;

/** A job of its own for a row a test inserts; answers its id. */
export async function testJob(db: Database, customerName = "Cliente di prova"): Promise<number> {
  made += 1;
  const [row] = await db
    .insert(schema.jobs)
    .values({ number: `C-2000-${String(made).padStart(6, "0")}-${process.pid}`, customerName })
    .returning({ id: schema.jobs.id });
  return row!.id;
}
