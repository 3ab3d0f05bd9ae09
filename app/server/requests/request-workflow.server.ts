import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import { refuse } from "#app/domain/refusal.ts";
import type {
  AssignmentInput,
  RequestNoteInput,
  StatusChangeInput,
} from "#app/domain/requests/request-forms.ts";
import type { OfferInput } from "#app/domain/requests/request-offer.ts";
import { offerRefusal, type RequestKind, type RequestStatus } from "#app/domain/requests/request-status.ts";
import { staffRoles } from "#app/domain/staff/staff-roles.ts";
import * as schema from "#db/schema.ts";
import { enqueueMail } from "../mail/outbox.server.ts";
import type { Database, Transaction } from "../platform/db.server.ts";
import { lockedAtVersion } from "../platform/versioned-rows.server.ts";
import { recordAudit } from "../staff/audit.server.ts";
import { REQUEST_NOT_FOUND } from "./request-detail.server.ts";
import { requestAuditTypes, requestTables, transitionRequest } from "./request-transition.server.ts";

// Every change staff make to a quote request or a lead goes through here
// (docs/product/back-office.md#quote-requests-and-leads): one transaction that
// locks the row, checks the version the form was drawn from, writes the
// change and its audit row together; a status change goes through the guarded
// transition (./request-transition.server.ts), which writes its history row
// too. No other code updates a request's assignment or offer.

export { requestAuditTypes };

export const REQUEST_CHANGED_MESSAGE = "La richiesta è stata modificata da un altro utente";

const { quoteRequests, requestNotes, users } = schema;

interface LockedRequest {
  status: RequestStatus;
  version: number;
  assignedTo: number | null;
}

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
    /** Writes the values (none: a change elsewhere, such as a new offer) and bumps the version. */
    async update(values: { assignedTo?: number | null }): Promise<number> {
      const [updated] = await tx
        .update(table)
        .set({ ...values, version: sql`${table.version} + 1` })
        .where(eq(table.id, id))
        .returning({ version: table.version });
      if (!updated) throw new Error("request update returned no row");
      return updated.version;
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

/** Moves a request to another status with the status form, as the guarded table allows. */
export function changeRequestStatus(
  db: Database,
  actor: { id: number },
  kind: RequestKind,
  id: number,
  input: StatusChangeInput,
): Promise<{ status: RequestStatus; version: number }> {
  return db.transaction(async (tx) => {
    const current = await requestChange(tx, actor, kind, id).lock(input.version);
    const version = await transitionRequest(
      tx,
      { kind, id, status: current.status },
      {
        to: input.status,
        via: "status-form",
        changedBy: actor.id,
        note: input.note,
        audit: {
          action: "request.status",
          before: { status: current.status },
          after: { status: input.status, note: input.note },
        },
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
  if (!row)
    throw refuse.invalid("Scegli un membro del personale attivo", {
      fields: { assigneeId: "Scegli un membro del personale attivo" },
    });
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
export function makeOffer(
  db: Database,
  actor: { id: number },
  id: number,
  input: OfferInput,
): Promise<{ status: RequestStatus }> {
  return db.transaction(async (tx) => {
    const change = requestChange(tx, actor, "preventivo", id);
    const current = await change.lock(input.version);
    const refusal = offerRefusal(current.status);
    if (refusal) throw refuse.conflict(refusal, { reason: "offer-not-allowed" });
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
    if (!previous) throw refuse.notFound(REQUEST_NOT_FOUND);
    const status: RequestStatus = "offerta-inviata";
    await tx
      .update(quoteRequests)
      .set({
        offeredPriceCents: input.offeredPrice,
        offerReason: input.reason,
        offeredBy: actor.id,
        offeredAt: new Date(),
      })
      .where(eq(quoteRequests.id, id));
    const audit = {
      action: "request.offer",
      before: {
        status: current.status,
        offeredPriceCents: previous.priceCents,
        offerReason: previous.reason,
      },
      after: { status, offeredPriceCents: input.offeredPrice, offerReason: input.reason },
    };
    if (current.status === status) {
      // A new offer in place of the one the customer has not answered: the status stays, so no history row.
      await change.update({});
      await change.audit(audit.action, audit.before, audit.after);
    } else {
      await transitionRequest(
        tx,
        { kind: "preventivo", id, status: current.status },
        {
          to: status,
          via: "offer",
          changedBy: actor.id,
          note: `Offerta di ${formatEuroCents(input.offeredPrice)}`,
          audit,
        },
      );
    }
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
    return { status };
  });
}
