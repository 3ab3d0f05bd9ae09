// What the audit log page shows of a row (docs/product/back-office.md#audit).

export interface AuditLogEntry {
  id: number;
  /** ISO time of the change. */
  at: string;
  actorId: number;
  actorUsername: string;
  action: string;
  objectType: string;
  objectId: string;
  before: unknown;
  after: unknown;
}
