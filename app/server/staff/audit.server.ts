import { and, asc, count, eq, type SQL } from "drizzle-orm";
import type { AuditLogEntry } from "#app/domain/staff/audit.ts";
import type { ListPage } from "#app/domain/staff/pagination.ts";
import * as schema from "#db/schema.ts";
import type { Database, Transaction } from "../platform/db.server.ts";
import { countOf, newestFirst, readListPage } from "./list-page.server.ts";

// The audit log (docs/product/back-office.md#audit): every state-changing staff
// action calls recordAudit inside its own transaction, so the change and its
// row commit together or not at all. It takes a Transaction, not the
// database, so that a write outside one does not compile.

export interface AuditEntry {
  /** The staff member who acted. */
  actorId: number;
  /** What was done, dotted: "order.status", "staff.create", "staff.disable". */
  action: string;
  /** What it was done to: "order", "user", "product", … */
  objectType: string;
  objectId: string | number;
  /** The values the action changed, as they were and as they are now (null when there were none). */
  before: unknown;
  after: unknown;
}

export async function recordAudit(tx: Transaction, entry: AuditEntry): Promise<void> {
  await tx.insert(schema.auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    objectType: entry.objectType,
    objectId: String(entry.objectId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** The history row of one status change: an order's or a request's (quote request or lead). */
export type StatusHistoryRow =
  | { of: "order"; row: typeof schema.orderStatusHistory.$inferInsert }
  | { of: "request"; row: typeof schema.requestStatusHistory.$inferInsert };

/**
 * Writes a status change's history row and its audit row, in the change's
 * transaction: every transition of an order or a request records itself
 * through here (docs/decisions/029-guarded-transitions.md). `audit` is null
 * for a customer's own change (accepting their quote): the audit log holds
 * staff actions, the history row says who changed the status.
 */
export async function recordStatusChange(
  tx: Transaction,
  history: StatusHistoryRow,
  audit: AuditEntry | null,
): Promise<void> {
  if (history.of === "order") await tx.insert(schema.orderStatusHistory).values(history.row);
  else await tx.insert(schema.requestStatusHistory).values(history.row);
  if (audit) await recordAudit(tx, audit);
}

export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilter {
  actorId?: number;
  objectType?: string;
  objectId?: string;
  page: number;
}

const toAuditLogEntry = ({
  entry,
  actorUsername,
}: {
  entry: typeof schema.auditLog.$inferSelect;
  actorUsername: string;
}): AuditLogEntry => ({
  id: entry.id,
  at: entry.at.toISOString(),
  actorId: entry.actorId,
  actorUsername,
  action: entry.action,
  objectType: entry.objectType,
  objectId: entry.objectId,
  before: entry.before,
  after: entry.after,
});

/** The log newest first, filtered by person and object, one page at a time. */
export function listAuditLog(db: Database, filter: AuditFilter): Promise<ListPage<AuditLogEntry>> {
  const conditions: SQL[] = [];
  if (filter.actorId !== undefined) conditions.push(eq(schema.auditLog.actorId, filter.actorId));
  if (filter.objectType) conditions.push(eq(schema.auditLog.objectType, filter.objectType));
  if (filter.objectId) conditions.push(eq(schema.auditLog.objectId, filter.objectId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  return readListPage(
    { page: filter.page, pageSize: AUDIT_PAGE_SIZE },
    {
      rows: (limit, offset) =>
        db
          .select({ entry: schema.auditLog, actorUsername: schema.users.username })
          .from(schema.auditLog)
          .innerJoin(schema.users, eq(schema.auditLog.actorId, schema.users.id))
          .where(where)
          .orderBy(...newestFirst(schema.auditLog.at, schema.auditLog.id))
          .limit(limit)
          .offset(offset),
      total: () => countOf(db.select({ total: count() }).from(schema.auditLog).where(where)),
      toRow: toAuditLogEntry,
    },
  );
}

/** The kinds of object the log mentions, for the filter's choices. */
export async function listAuditObjectTypes(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ objectType: schema.auditLog.objectType })
    .from(schema.auditLog)
    .orderBy(asc(schema.auditLog.objectType));
  return rows.map((row) => row.objectType);
}
