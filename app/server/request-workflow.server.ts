import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { formatEuroCents } from "#app/domain/money.ts";
import type { AssignmentInput, RequestNoteInput, StatusChangeInput } from "#app/domain/request-forms.ts";
import type { OfferInput } from "#app/domain/request-offer.ts";
import {
  offerRefusal,
  type RequestKind,
  type RequestStatus,
  requestTransitionRefusal,
} from "#app/domain/request-status.ts";
import { staffRoles } from "#app/domain/staff-roles.ts";
import * as schema from "#db/schema.ts";
import { recordAudit } from "./audit.server.ts";
import type { Database, Transaction } from "./db.server.ts";
import { HttpError } from "./http/responses.server.ts";
import { REQUEST_NOT_FOUND } from "./request-detail.server.ts";
import { lockedAtVersion } from "./versioned-rows.server.ts";

// Every change staff make to a quote request or a lead goes through here
// (docs/product/back-office.md#quote-requests-and-leads): one transaction that
// locks the row, checks the version the form was drawn from and the
// transition table (app/domain/request-status.ts), writes the change, its
// history row and its audit row together. No other code updates a request's
// status, assignment or offer.

export const REQUEST_CHANGED_MESSAGE = "La richiesta è stata modificata da un altro utente";

const { quoteRequests, contactMessages, requestStatusHistory, requestNotes, users } = schema;

/** What the audit log calls each kind of request. */
export const requestAuditTypes: Record<RequestKind, string> = {
  preventivo: "quote-request",
  contatto: "lead",
};

interface LockedRequest {
  status: RequestStatus;
  version: number;
  assignedTo: number | null;
}

/** The two tables behind the inbox, seen the same way by the workflow. */
const requestTables = {
  preventivo: {
    table: quoteRequests,
    reference: (id: number) => ({ quoteRequestId: id }),
  },
  contatto: {
    table: contactMessages,
    reference: (id: number) => ({ contactMessageId: id }),
  },
} as const;

/** Locks the request for this transaction: 404 when missing, 409 when changed since the form was drawn. */
async function lockRequest(
  tx: Transaction,
  kind: RequestKind,
  id: number,
  expectedVersion: number | null,
): Promise<LockedRequest> {
  const { table } = requestTables[kind];
  return lockedAtVersion(
    tx
      .select({ status: table.status, version: table.version, assignedTo: table.assignedTo })
      .from(table)
      .where(eq(table.id, id))
      .for("update"),
    expectedVersion,
    { missing: REQUEST_NOT_FOUND, changed: REQUEST_CHANGED_MESSAGE },
  );
}

async function updateRequest(
  tx: Transaction,
  kind: RequestKind,
  id: number,
  values: { status?: RequestStatus; assignedTo?: number | null },
): Promise<number> {
  const { table } = requestTables[kind];
  const [updated] = await tx
    .update(table)
    .set({ ...values, version: sql`${table.version} + 1` })
    .where(eq(table.id, id))
    .returning({ version: table.version });
  if (!updated) throw new Error("request update returned no row");
  return updated.version;
}

async function recordStatusChange(
  tx: Transaction,
  kind: RequestKind,
  id: number,
  change: { from: RequestStatus; to: RequestStatus; by: number; note: string },
) {
  await tx.insert(requestStatusHistory).values({
    ...requestTables[kind].reference(id),
    fromStatus: change.from,
    toStatus: change.to,
    changedBy: change.by,
    note: change.note,
  });
}

/** The audit row of a change to a request, in the change's transaction. */
function auditRequestChange(
  tx: Transaction,
  actor: { id: number },
  request: { kind: RequestKind; id: number },
  change: { action: string; before: unknown; after: unknown },
) {
  return recordAudit(tx, {
    actorId: actor.id,
    objectType: requestAuditTypes[request.kind],
    objectId: request.id,
    ...change,
  });
}

/** Moves a request to another status, as the transition table allows; history and audit in the same transaction. */
export function changeRequestStatus(
  db: Database,
  actor: { id: number },
  kind: RequestKind,
  id: number,
  input: StatusChangeInput,
): Promise<{ status: RequestStatus; version: number }> {
  return db.transaction(async (tx) => {
    const current = await lockRequest(tx, kind, id, input.version);
    const refusal = requestTransitionRefusal(kind, current.status, input.status);
    if (refusal) throw new HttpError(409, refusal);
    const version = await updateRequest(tx, kind, id, { status: input.status });
    await recordStatusChange(tx, kind, id, {
      from: current.status,
      to: input.status,
      by: actor.id,
      note: input.note,
    });
    await auditRequestChange(
      tx,
      actor,
      { kind, id },
      {
        action: "request.status",
        before: { status: current.status },
        after: { status: input.status, note: input.note },
      },
    );
    return { status: input.status, version };
  });
}

/** An active staff member's username; a customer, a disabled account or a stranger is refused (400). */
async function activeStaffUsername(tx: Transaction, userId: number): Promise<string> {
  const [row] = await tx
    .select({ username: users.username })
    .from(users)
    .where(and(eq(users.id, userId), inArray(users.role, [...staffRoles]), isNull(users.disabledAt)));
  if (!row) throw new HttpError(400, "Scegli un membro del personale attivo");
  return row.username;
}

/** Assigns a request to a staff member, or to nobody (null). */
export function assignRequest(
  db: Database,
  actor: { id: number },
  kind: RequestKind,
  id: number,
  input: AssignmentInput,
): Promise<{ assignee: string | null }> {
  return db.transaction(async (tx) => {
    const current = await lockRequest(tx, kind, id, input.version);
    const assignee = input.assigneeId === null ? null : await activeStaffUsername(tx, input.assigneeId);
    if (current.assignedTo === input.assigneeId) return { assignee };
    await updateRequest(tx, kind, id, { assignedTo: input.assigneeId });
    await auditRequestChange(
      tx,
      actor,
      { kind, id },
      {
        action: "request.assign",
        before: { assignedTo: current.assignedTo },
        after: { assignedTo: input.assigneeId },
      },
    );
    return { assignee };
  });
}

/** Appends an internal note; notes are never edited or deleted, and they do not change the version. */
export function addRequestNote(
  db: Database,
  actor: { id: number },
  kind: RequestKind,
  id: number,
  input: RequestNoteInput,
): Promise<{ noteId: number }> {
  return db.transaction(async (tx) => {
    await lockRequest(tx, kind, id, null);
    const [note] = await tx
      .insert(requestNotes)
      .values({ ...requestTables[kind].reference(id), authorId: actor.id, body: input.body })
      .returning({ id: requestNotes.id });
    if (!note) throw new Error("note insert returned no row");
    await auditRequestChange(
      tx,
      actor,
      { kind, id },
      {
        action: "request.note",
        before: null,
        after: { noteId: note.id, body: input.body },
      },
    );
    return { noteId: note.id };
  });
}

/**
 * Saves staff's offer on a quote request (docs/product/back-office.md#offers):
 * from "in lavorazione" it moves the request to "offerta inviata"; while the
 * customer has not answered, a new offer replaces the previous one.
 */
export function makeOffer(
  db: Database,
  actor: { id: number },
  id: number,
  input: OfferInput,
): Promise<{ status: RequestStatus }> {
  return db.transaction(async (tx) => {
    const current = await lockRequest(tx, "preventivo", id, input.version);
    const refusal = offerRefusal(current.status);
    if (refusal) throw new HttpError(409, refusal);
    const [previous] = await tx
      .select({ priceCents: quoteRequests.offeredPriceCents, reason: quoteRequests.offerReason })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, id));
    const status: RequestStatus = "offerta-inviata";
    await tx
      .update(quoteRequests)
      .set({
        offeredPriceCents: input.offeredPrice,
        offerReason: input.reason,
        offeredBy: actor.id,
        offeredAt: new Date(),
        status,
        version: sql`${quoteRequests.version} + 1`,
      })
      .where(eq(quoteRequests.id, id));
    if (current.status !== status) {
      const note = `Offerta di ${formatEuroCents(input.offeredPrice)}`;
      await recordStatusChange(tx, "preventivo", id, {
        from: current.status,
        to: status,
        by: actor.id,
        note,
      });
    }
    await auditRequestChange(
      tx,
      actor,
      { kind: "preventivo", id },
      {
        action: "request.offer",
        before: {
          status: current.status,
          offeredPriceCents: previous?.priceCents ?? null,
          offerReason: previous?.reason ?? null,
        },
        after: { status, offeredPriceCents: input.offeredPrice, offerReason: input.reason },
      },
    );
    return { status };
  });
}
