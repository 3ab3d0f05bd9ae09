import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import type {
  AssignmentInput,
  RequestNoteInput,
  StatusChangeInput,
} from "#app/domain/requests/request-forms.ts";
import type { OfferInput } from "#app/domain/requests/request-offer.ts";
import {
  offerRefusal,
  type RequestKind,
  type RequestStatus,
  requestTransitionRefusal,
} from "#app/domain/requests/request-status.ts";
import { staffRoles } from "#app/domain/staff/staff-roles.ts";
import * as schema from "#db/schema.ts";
import { enqueueMail } from "../mail/outbox.server.ts";
import type { Database, Transaction } from "../platform/db.server.ts";
import { lockedAtVersion } from "../platform/versioned-rows.server.ts";
import { recordAudit } from "../staff/audit.server.ts";
import { HttpError } from "../web/responses.server.ts";
import { REQUEST_NOT_FOUND } from "./request-detail.server.ts";

// Every change staff make to a quote request or a lead goes through here
// (docs/product/back-office.md#quote-requests-and-leads): one transaction that
// locks the row, checks the version the form was drawn from and the
// transition table (app/domain/requests/request-status.ts), writes the change, its
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

/** The steps of one staff change to one request, all inside the change's transaction. */
function requestChange(tx: Transaction, actor: { id: number }, kind: RequestKind, id: number) {
  const { table, reference } = requestTables[kind];
  return {
    /** Locks the request: 404 when missing, 409 when changed since the form was drawn (null: no check). */
    lock: (expectedVersion: number | null): Promise<LockedRequest> =>
      lockedAtVersion(
        tx
          .select({ status: table.status, version: table.version, assignedTo: table.assignedTo })
          .from(table)
          .where(eq(table.id, id))
          .for("update"),
        expectedVersion,
        { missing: REQUEST_NOT_FOUND, changed: REQUEST_CHANGED_MESSAGE },
      ),
    /** Writes the values and bumps the version; answers the new version. */
    async update(values: { status?: RequestStatus; assignedTo?: number | null }): Promise<number> {
      const [updated] = await tx
        .update(table)
        .set({ ...values, version: sql`${table.version} + 1` })
        .where(eq(table.id, id))
        .returning({ version: table.version });
      if (!updated) throw new Error("request update returned no row");
      return updated.version;
    },
    /** The status history row: from, to, who, the note. */
    async recordStatus(from: RequestStatus, to: RequestStatus, note: string): Promise<void> {
      await tx
        .insert(requestStatusHistory)
        .values({ ...reference(id), fromStatus: from, toStatus: to, changedBy: actor.id, note });
    },
    async addNote(body: string): Promise<number> {
      const [note] = await tx
        .insert(requestNotes)
        .values({ ...reference(id), authorId: actor.id, body })
        .returning({ id: requestNotes.id });
      if (!note) throw new Error("note insert returned no row");
      return note.id;
    },
    /** The audit row: what was done, the values before and after. */
    audit: (action: string, before: unknown, after: unknown) =>
      recordAudit(tx, {
        actorId: actor.id,
        action,
        objectType: requestAuditTypes[kind],
        objectId: id,
        before,
        after,
      }),
  };
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
    const change = requestChange(tx, actor, kind, id);
    const current = await change.lock(input.version);
    const refusal = requestTransitionRefusal(kind, current.status, input.status);
    if (refusal) throw new HttpError(409, refusal);
    const version = await change.update({ status: input.status });
    await change.recordStatus(current.status, input.status, input.note);
    await change.audit(
      "request.status",
      { status: current.status },
      { status: input.status, note: input.note },
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
    const change = requestChange(tx, actor, kind, id);
    const current = await change.lock(input.version);
    const assignee = input.assigneeId === null ? null : await activeStaffUsername(tx, input.assigneeId);
    if (current.assignedTo === input.assigneeId) return { assignee };
    await change.update({ assignedTo: input.assigneeId });
    await change.audit(
      "request.assign",
      { assignedTo: current.assignedTo },
      { assignedTo: input.assigneeId },
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
    const change = requestChange(tx, actor, kind, id);
    await change.lock(null);
    const noteId = await change.addNote(input.body);
    await change.audit("request.note", null, { noteId, body: input.body });
    return { noteId };
  });
}

/**
 * Saves staff's offer on a quote request (docs/product/back-office.md#offers):
 * from "in lavorazione" it moves the request to "offerta inviata"; while the
 * customer has not answered, a new offer replaces the previous one.
 */
export async function makeOffer(
  db: Database,
  actor: { id: number },
  id: number,
  input: OfferInput,
): Promise<{ status: RequestStatus }> {
  const offered = await db.transaction(async (tx) => {
    const change = requestChange(tx, actor, "preventivo", id);
    const current = await change.lock(input.version);
    const refusal = offerRefusal(current.status);
    if (refusal) throw new HttpError(409, refusal);
    const [previous] = await tx
      .select({
        priceCents: quoteRequests.offeredPriceCents,
        reason: quoteRequests.offerReason,
        name: quoteRequests.customerName,
        email: quoteRequests.customerEmail,
        userId: quoteRequests.userId,
        number: quoteRequests.number,
        emailConfirmedAt: quoteRequests.emailConfirmedAt,
        productName: schema.products.name,
      })
      .from(quoteRequests)
      .innerJoin(schema.products, eq(quoteRequests.productId, schema.products.id))
      .where(eq(quoteRequests.id, id));
    if (!previous) throw new HttpError(404, REQUEST_NOT_FOUND);
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
    if (current.status !== status)
      await change.recordStatus(current.status, status, `Offerta di ${formatEuroCents(input.offeredPrice)}`);
    // The customer gets the offer with the quote's PDF, drawn when the message is sent.
    await enqueueMail(
      tx,
      "offer-sent",
      { to: previous.email },
      {
        quoteId: id,
        number: previous.number,
        name: previous.name,
        productName: previous.productName,
        offeredPriceCents: input.offeredPrice,
        reason: input.reason,
        signedIn: previous.userId !== null,
        // An address nobody confirmed gets no PDF: it carries the sender's text (docs/product/mail.md).
        confirmed: previous.emailConfirmedAt !== null,
      },
    );
    await change.audit(
      "request.offer",
      {
        status: current.status,
        offeredPriceCents: previous.priceCents,
        offerReason: previous.reason,
      },
      { status, offeredPriceCents: input.offeredPrice, offerReason: input.reason },
    );
    return { status };
  });
  return offered;
}
