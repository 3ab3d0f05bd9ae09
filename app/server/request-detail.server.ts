import { asc, eq, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { QuoteConfigurationView } from "#app/domain/quote-view.ts";
import type {
  CurrentPrice,
  RequestDetail,
  RequestHistoryEntry,
  RequestNoteEntry,
} from "#app/domain/request-detail.ts";
import { leadSourceLabels, type RequestKind } from "#app/domain/request-status.ts";
import * as schema from "#db/schema.ts";
import type { Database } from "./db.server.ts";
import { HttpError } from "./http/responses.server.ts";
import { priceWindowConfiguration } from "./pricing.server.ts";
import { quoteConfigurationView, quoteOfferView } from "./quotes.server.ts";

// A request's page in the back office: the request, its configuration and
// prices (a quote request), its status history and internal notes
// (docs/product/back-office.md#quote-requests-and-leads).

const { quoteRequests, contactMessages, requestStatusHistory, requestNotes, products, users } = schema;
const assignee = alias(users, "assignee");
const offerer = alias(users, "offerer");

export const REQUEST_NOT_FOUND = "Richiesta non trovata";

/** The same configuration priced by today's catalogue, or why it cannot be. */
async function currentPriceOf(db: Database, configuration: QuoteConfigurationView): Promise<CurrentPrice> {
  const { productId, options, dimensions } = configuration;
  try {
    const { priceCents } = await priceWindowConfiguration(db, { productId, options, dimensions });
    return { available: true, cents: priceCents };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
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

async function quoteRequestDetail(db: Database, id: number): Promise<RequestDetail> {
  const [found] = await db
    .select({
      quote: quoteRequests,
      productName: products.name,
      assigneeUsername: assignee.username,
      offeredBy: offerer.username,
    })
    .from(quoteRequests)
    .innerJoin(products, eq(quoteRequests.productId, products.id))
    .leftJoin(assignee, eq(quoteRequests.assignedTo, assignee.id))
    .leftJoin(offerer, eq(quoteRequests.offeredBy, offerer.id))
    .where(eq(quoteRequests.id, id));
  if (!found) throw new HttpError(404, REQUEST_NOT_FOUND);
  const { quote, productName, assigneeUsername, offeredBy } = found;
  const configuration = await quoteConfigurationView(db, quote, productName);
  const [currentPrice, { history, notes }] = await Promise.all([
    currentPriceOf(db, configuration),
    historyAndNotes(db, eq(requestStatusHistory.quoteRequestId, id), eq(requestNotes.quoteRequestId, id)),
  ]);
  const offer = quoteOfferView(quote);
  return {
    kind: "preventivo",
    id: quote.id,
    createdAt: quote.createdAt.toISOString(),
    status: quote.status,
    version: quote.version,
    contact: { name: quote.customerName, email: quote.customerEmail, phone: quote.customerPhone },
    userId: quote.userId,
    message: quote.notes,
    subject: productName,
    assignee:
      quote.assignedTo !== null && assigneeUsername !== null
        ? { id: quote.assignedTo, username: assigneeUsername }
        : null,
    quote: { configuration, currentPrice, offer: offer ? { ...offer, by: offeredBy ?? "" } : null },
    history,
    notes,
  };
}

async function leadDetail(db: Database, id: number): Promise<RequestDetail> {
  const [found] = await db
    .select({ lead: contactMessages, assigneeUsername: assignee.username })
    .from(contactMessages)
    .leftJoin(assignee, eq(contactMessages.assignedTo, assignee.id))
    .where(eq(contactMessages.id, id));
  if (!found) throw new HttpError(404, REQUEST_NOT_FOUND);
  const { lead, assigneeUsername } = found;
  const { history, notes } = await historyAndNotes(
    db,
    eq(requestStatusHistory.contactMessageId, id),
    eq(requestNotes.contactMessageId, id),
  );
  return {
    kind: "contatto",
    id: lead.id,
    createdAt: lead.createdAt.toISOString(),
    status: lead.status,
    version: lead.version,
    contact: { name: `${lead.firstName} ${lead.lastName}`, email: lead.email, phone: lead.phone },
    userId: lead.userId,
    message: lead.message,
    subject: lead.productInterest
      ? `${leadSourceLabels[lead.source]}: ${lead.productInterest}`
      : leadSourceLabels[lead.source],
    assignee:
      lead.assignedTo !== null && assigneeUsername !== null
        ? { id: lead.assignedTo, username: assigneeUsername }
        : null,
    quote: null,
    history,
    notes,
  };
}

/** A quote request or a lead with everything its page shows; 404 when there is none. */
export function getRequestDetail(db: Database, kind: RequestKind, id: number): Promise<RequestDetail> {
  return kind === "preventivo" ? quoteRequestDetail(db, id) : leadDetail(db, id);
}
