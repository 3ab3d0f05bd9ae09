import { and, count, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import { alias, type PgColumn, unionAll } from "drizzle-orm/pg-core";
import { pageCountOf } from "#app/domain/pagination.ts";
import {
  INBOX_PAGE_SIZE,
  type InboxFilter,
  type InboxItem,
  type InboxPage,
} from "#app/domain/request-inbox.ts";
import { leadSourceLabels, type RequestKind } from "#app/domain/request-status.ts";
import * as schema from "#db/schema.ts";
import type { Database } from "./db.server.ts";
import { nameOrPrefixMatches } from "./text-search.server.ts";

// The inbox (docs/product/back-office.md#quote-requests-and-leads): one list of
// quote requests and leads, newest first, filtered in the database. With both
// kinds it is a UNION ALL of two selects that each walk their own
// (created_at, id) index, so a page costs 25 rows, not a sort of everything
// (docs/PERFORMANCE.md#back-office-at-scale).

const { quoteRequests, contactMessages, products, users } = schema;
const quoteAssignee = alias(users, "quote_assignee");
const leadAssignee = alias(users, "lead_assignee");

/** The lead's "subject": which form it came from, and the product it asks about. */
const leadSubject = sql<string>`case ${contactMessages.source}
  when 'contatti' then ${leadSourceLabels.contatti}
  else ${leadSourceLabels["home-preventivo"]} || coalesce(': ' || ${contactMessages.productInterest}, '') end`;

/** The words of a lead's name as its full-text index holds them (db/schema.ts). */
const leadFullName = sql<string>`${contactMessages.firstName} || ' ' || ${contactMessages.lastName}`;

/** From the start of `from` to the end of `to`, days in Italy (the shop's time zone). */
function createdWithin(createdAt: PgColumn, filter: InboxFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.from)
    conditions.push(gte(createdAt, sql`(${filter.from}::date::timestamp at time zone 'Europe/Rome')`));
  if (filter.to)
    conditions.push(lt(createdAt, sql`((${filter.to}::date + 1)::timestamp at time zone 'Europe/Rome')`));
  return conditions;
}

function quoteConditions(filter: InboxFilter): SQL | undefined {
  const conditions = createdWithin(quoteRequests.createdAt, filter);
  if (filter.status) conditions.push(eq(quoteRequests.status, filter.status));
  if (filter.search)
    conditions.push(
      nameOrPrefixMatches(quoteRequests.customerName, [quoteRequests.customerEmail], filter.search),
    );
  return and(...conditions);
}

function leadConditions(filter: InboxFilter): SQL | undefined {
  const conditions = createdWithin(contactMessages.createdAt, filter);
  if (filter.status) conditions.push(eq(contactMessages.status, filter.status));
  if (filter.search)
    conditions.push(nameOrPrefixMatches(leadFullName, [contactMessages.email], filter.search));
  return and(...conditions);
}

function quoteRows(db: Database, filter: InboxFilter) {
  return db
    .select({
      kind: sql<RequestKind>`'preventivo'`.as("kind"),
      id: quoteRequests.id,
      createdAt: quoteRequests.createdAt,
      status: quoteRequests.status,
      name: sql<string>`${quoteRequests.customerName}`.as("name"),
      email: sql<string>`${quoteRequests.customerEmail}`.as("email"),
      phone: sql<string>`${quoteRequests.customerPhone}`.as("phone"),
      subject: sql<string>`${products.name}`.as("subject"),
      priceCents: sql<number | null>`${quoteRequests.calculatedPriceCents}`.as("price_cents"),
      offeredPriceCents: sql<number | null>`${quoteRequests.offeredPriceCents}`.as("offered_price_cents"),
      assignee: sql<string | null>`${quoteAssignee.username}`.as("assignee"),
    })
    .from(quoteRequests)
    .innerJoin(products, eq(quoteRequests.productId, products.id))
    .leftJoin(quoteAssignee, eq(quoteRequests.assignedTo, quoteAssignee.id))
    .where(quoteConditions(filter));
}

function leadRows(db: Database, filter: InboxFilter) {
  return db
    .select({
      kind: sql<RequestKind>`'contatto'`.as("kind"),
      id: contactMessages.id,
      createdAt: contactMessages.createdAt,
      status: contactMessages.status,
      name: sql<string>`${leadFullName}`.as("name"),
      email: sql<string>`${contactMessages.email}`.as("email"),
      phone: sql<string>`coalesce(${contactMessages.phone}, '')`.as("phone"),
      subject: sql<string>`${leadSubject}`.as("subject"),
      priceCents: sql<number | null>`null::integer`.as("price_cents"),
      offeredPriceCents: sql<number | null>`null::integer`.as("offered_price_cents"),
      assignee: sql<string | null>`${leadAssignee.username}`.as("assignee"),
    })
    .from(contactMessages)
    .leftJoin(leadAssignee, eq(contactMessages.assignedTo, leadAssignee.id))
    .where(leadConditions(filter));
}

const newestFirst = [sql`"created_at" desc`, sql`"id" desc`];

/** The filtered rows newest first; `limit`/`offset` for a page, none for an export. */
async function inboxRows(db: Database, filter: InboxFilter, limit: number, offset: number) {
  const rows =
    filter.kind === "preventivo"
      ? await quoteRows(db, filter)
          .orderBy(...newestFirst)
          .limit(limit)
          .offset(offset)
      : filter.kind === "contatto"
        ? await leadRows(db, filter)
            .orderBy(...newestFirst)
            .limit(limit)
            .offset(offset)
        : await unionAll(quoteRows(db, filter), leadRows(db, filter))
            .orderBy(...newestFirst)
            .limit(limit)
            .offset(offset);
  return rows.map((row): InboxItem => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
}

async function inboxTotal(db: Database, filter: InboxFilter): Promise<number> {
  const [quotes, leads] = await Promise.all([
    filter.kind === "contatto"
      ? [{ total: 0 }]
      : db.select({ total: count() }).from(quoteRequests).where(quoteConditions(filter)),
    filter.kind === "preventivo"
      ? [{ total: 0 }]
      : db.select({ total: count() }).from(contactMessages).where(leadConditions(filter)),
  ]);
  return (quotes[0]?.total ?? 0) + (leads[0]?.total ?? 0);
}

/** One page of the inbox with the filters applied, and how many rows match in all. */
export async function listInbox(db: Database, filter: InboxFilter): Promise<InboxPage> {
  const [items, total] = await Promise.all([
    inboxRows(db, filter, INBOX_PAGE_SIZE, (filter.page - 1) * INBOX_PAGE_SIZE),
    inboxTotal(db, filter),
  ]);
  return { items, total, page: filter.page, pageCount: pageCountOf(total, INBOX_PAGE_SIZE) };
}

/** At most this many rows go into one CSV file; a narrower filter gets the rest. */
export const INBOX_EXPORT_LIMIT = 100_000;

/** Every row the filters match (page ignored), for the CSV export. */
export function listInboxForExport(db: Database, filter: InboxFilter): Promise<InboxItem[]> {
  return inboxRows(db, filter, INBOX_EXPORT_LIMIT, 0);
}
