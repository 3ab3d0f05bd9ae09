import { asc, eq, inArray, type SQL } from "drizzle-orm";
import { isRefusal, refuse } from "#app/domain/refusal.ts";
import { productInterestLabel } from "#app/domain/requests/lead-form-fields.ts";
import type { QuoteConfigurationView } from "#app/domain/requests/quote-view.ts";
import type {
  CurrentPrice,
  RequestDetail,
  RequestHistoryEntry,
  RequestNoteEntry,
} from "#app/domain/requests/request-detail.ts";
import { leadSourceLabels, type RequestKind } from "#app/domain/requests/request-status.ts";
import * as schema from "#db/schema.ts";
import { priceWindowConfiguration } from "../configurator/pricing.server.ts";
import { jobNumberOf } from "../jobs/job-records.server.ts";
import { mailsAbout } from "../mail/staff-mail.server.ts";
import type { Database } from "../platform/db.server.ts";
import { quoteConfigurationView, quoteOfferView, quotesWithProductName } from "./quotes.server.ts";

// A request's page in the back office: the request, its configuration and
// prices (a quote request), its status history and internal notes
// (docs/product/back-office.md#quote-requests-and-leads).

const { quoteRequests, contactMessages, requestStatusHistory, requestNotes, users } = schema;

export const REQUEST_NOT_FOUND = "Richiesta non trovata";

/** The same configuration priced by today's catalogue, or why it cannot be. */
async function currentPriceOf(db: Database, configuration: QuoteConfigurationView): Promise<CurrentPrice> {
  const { productId, options, dimensions } = configuration;
  try {
    const { priceCents } = await priceWindowConfiguration(
      db,
      { productId, options, dimensions },
      { purpose: "price" },
    );
    return { available: true, cents: priceCents };
  } catch (error) {
    if (!isRefusal(error)) throw error;
    return { available: false, reason: `Il prodotto non ha più un prezzo a catalogo: ${error.message}` };
  }
}

/** The history and notes of one request, selected by its quote-request or lead column. */
async function historyAndNotes(db: Database, historyOf: SQL, notesOf: SQL) {
  const [history, notes] = await Promise.all([
    db
      .select({ row: requestStatusHistory, by: users.username })
      .from(requestStatusHistory)
      .innerJoin(users, eq(requestStatusHistory.changedBy, users.id))
      .where(historyOf)
      .orderBy(asc(requestStatusHistory.changedAt), asc(requestStatusHistory.id)),
    db
      .select({ row: requestNotes, author: users.username })
      .from(requestNotes)
      .innerJoin(users, eq(requestNotes.authorId, users.id))
      .where(notesOf)
      .orderBy(asc(requestNotes.createdAt), asc(requestNotes.id)),
  ]);
  return {
    history: history.map(
      ({ row, by }): RequestHistoryEntry => ({
        id: row.id,
        from: row.fromStatus,
        to: row.toStatus,
        by,
        at: row.changedAt.toISOString(),
        note: row.note,
      }),
    ),
    notes: notes.map(
      ({ row, author }): RequestNoteEntry => ({
        id: row.id,
        author,
        at: row.createdAt.toISOString(),
        body: row.body,
      }),
    ),
  };
}

type UsernameOf = (userId: number | null) => string | undefined;

/** Looks up the usernames of the staff a request names (its assignee, who made the offer). */
async function staffUsernames(db: Database, ids: (number | null)[]): Promise<UsernameOf> {
  const named = ids.filter((id) => id !== null);
  const rows =
    named.length === 0
      ? []
      : await db
          .select({ id: users.id, username: users.username })
          .from(users)
          .where(inArray(users.id, named));
  const usernames = new Map(rows.map((row) => [row.id, row.username]));
  return (userId) => (userId === null ? undefined : usernames.get(userId));
}

function assigneeOf(assignedTo: number | null, usernameOf: UsernameOf): RequestDetail["assignee"] {
  const username = usernameOf(assignedTo);
  return assignedTo !== null && username !== undefined ? { id: assignedTo, username } : null;
}

async function quoteRequestDetail(db: Database, id: number): Promise<RequestDetail> {
  const [found] = await quotesWithProductName(db, eq(quoteRequests.id, id));
  if (!found) throw refuse.notFound(REQUEST_NOT_FOUND);
  const { quote, productName } = found;
  const configuration = await quoteConfigurationView(db, quote, productName);
  const [jobNumber, mails, currentPrice, { history, notes }, usernameOf] = await Promise.all([
    jobNumberOf(db, quote.jobId),
    mailsAbout(db, { quoteIds: [quote.id], orderIds: [], leadIds: [] }),
    currentPriceOf(db, configuration),
    historyAndNotes(db, eq(requestStatusHistory.quoteRequestId, id), eq(requestNotes.quoteRequestId, id)),
    staffUsernames(db, [quote.assignedTo, quote.offeredBy]),
  ]);
  const offer = quoteOfferView(quote);
  return {
    kind: "preventivo",
    id: quote.id,
    number: quote.number,
    jobNumber,
    createdAt: quote.createdAt.toISOString(),
    status: quote.status,
    version: quote.version,
    contact: { name: quote.customerName, email: quote.customerEmail, phone: quote.customerPhone },
    userId: quote.userId,
    message: quote.notes,
    subject: productName,
    assignee: assigneeOf(quote.assignedTo, usernameOf),
    quote: {
      configuration,
      currentPrice,
      offer: offer ? { ...offer, by: usernameOf(quote.offeredBy) ?? "" } : null,
    },
    history,
    notes,
    mails,
  };
}

async function leadDetail(db: Database, id: number): Promise<RequestDetail> {
  const [lead] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!lead) throw refuse.notFound(REQUEST_NOT_FOUND);
  const [jobNumber, mails, { history, notes }, usernameOf] = await Promise.all([
    jobNumberOf(db, lead.jobId),
    mailsAbout(db, { quoteIds: [], orderIds: [], leadIds: [lead.id] }),
    historyAndNotes(db, eq(requestStatusHistory.contactMessageId, id), eq(requestNotes.contactMessageId, id)),
    staffUsernames(db, [lead.assignedTo]),
  ]);
  return {
    kind: "contatto",
    id: lead.id,
    number: null,
    jobNumber,
    createdAt: lead.createdAt.toISOString(),
    status: lead.status,
    version: lead.version,
    contact: { name: `${lead.firstName} ${lead.lastName}`, email: lead.email, phone: lead.phone },
    userId: lead.userId,
    message: lead.message,
    subject: lead.productInterest
      ? `${leadSourceLabels[lead.source]}: ${productInterestLabel(lead.productInterest)}`
      : leadSourceLabels[lead.source],
    assignee: assigneeOf(lead.assignedTo, usernameOf),
    quote: null,
    history,
    notes,
    mails,
  };
}

/** A quote request or a lead with everything its page shows; not found when there is none. */
export function getRequestDetail(db: Database, kind: RequestKind, id: number): Promise<RequestDetail> {
  return kind === "preventivo" ? quoteRequestDetail(db, id) : leadDetail(db, id);
}
