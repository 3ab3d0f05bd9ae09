import * as schema from "#db/schema.ts";
import type { Database } from "./db.server.ts";

// The audit log: every state-changing staff action writes one row with who,
// when, what, and the values before and after. It is written with the
// transaction of the change itself, so a change without its row (or a row
// without its change) cannot exist: if the row cannot be written, the change
// is rolled back.

export interface AuditEntry {
  actorId: number;
  /** What was done, e.g. "product.update". */
  action: string;
  objectType: string;
  objectId: string | number;
  before: unknown;
  after: unknown;
}

export async function recordAudit(tx: Database, entry: AuditEntry): Promise<void> {
  await tx.insert(schema.auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    objectType: entry.objectType,
    objectId: String(entry.objectId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
