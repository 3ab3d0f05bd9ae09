import { and, count, eq, gte, inArray, lt, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { alias, type PgColumn, unionAll } from "drizzle-orm/pg-core";
import { productInterestOptions } from "#app/domain/requests/lead-form-fields.ts";
import { INBOX_PAGE_SIZE, type InboxFilter, type InboxItem } from "#app/domain/requests/request-inbox.ts";
import { leadSourceLabels, type RequestKind } from "#app/domain/requests/request-status.ts";
import type { ListPage } from "#app/domain/staff/pagination.ts";
import * as schema from "#db/schema.ts";
import type { Database } from "../platform/db.server.ts";
import { newestFirst, readListPage } from "../staff/list-page.server.ts";
import { nameOrPrefixMatches } from "../staff/text-search.server.ts";

// The inbox (docs/product/back-office.md#quote-requests-and-leads): one list of
// quote requests and leads, newest first, filtered in the database. With both
// kinds it is a UNION ALL of two selects that each walk their own
// (created_at, id) index, so a page costs 25 rows, not a sort of everything
// (docs/PERFORMANCE.md#back-office-at-scale).

const { quoteRequests, contactMessages, products, users } = schema;
const quoteAssignee = alias(users, "quote_assignee");
const leadAssignee = alias(users, "lead_assignee");

/** The product a home-page lead asks about, by its Italian name (the column holds the option's slug). */
const productInterestName = sql<string>`case ${contactMessages.productInterest} ${sql.join(
  productInterestOptions.map((option) => sql`when ${option.value} then ${option.label}`),
  sql` `,
)} else ${contactMessages.productInterest} end`;

/** The lead's "subject": which form it came from, and the product it asks about. */
const leadSubject = sql<string>`case ${contactMessages.source}
  when 'contatti' then ${leadSourceLabels.contatti}
  when 'carrello' then ${leadSourceLabels.carrello}
  else ${leadSourceLabels["home-preventivo"]} || coalesce(': ' || ${productInterestName}, '') end`;

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

/** The kind of each row, a constant of its select. */
const kindColumn: Record<RequestKind, SQL<RequestKind>> = {
  preventivo: sql<RequestKind>`'preventivo'`,
  contatto: sql<RequestKind>`'contatto'`,
};

/**
 * One select's columns, named alike for both kinds so that the UNION ALL
 * lines them up: the table's own columns, then what each kind computes.
 */
function inboxColumns(
  kind: RequestKind,
  table: typeof quoteRequests | typeof contactMessages,
  computed: Record<
    "number" | "name" | "email" | "phone" | "subject" | "priceCents" | "offeredPriceCents" | "assignee",
    SQLWrapper
  >,
) {
  return {
    kind: kindColumn[kind].as("kind"),
    id: table.id,
    number: sql<string | null>`${computed.number}`.as("number"),
    createdAt: table.createdAt,
    status: table.status,
    name: sql<string>`${computed.name}`.as("name"),
    email: sql<string>`${computed.email}`.as("email"),
    phone: sql<string>`${computed.phone}`.as("phone"),
    subject: sql<string>`${computed.subject}`.as("subject"),
    priceCents: sql<number | null>`${computed.priceCents}`.as("price_cents"),
    offeredPriceCents: sql<number | null>`${computed.offeredPriceCents}`.as("offered_price_cents"),
    assignee: sql<string | null>`${computed.assignee}`.as("assignee"),
  };
}

function quoteRows(db: Database, where: SQL | undefined) {
  const columns = inboxColumns("preventivo", quoteRequests, {
    number: quoteRequests.number,
    name: quoteRequests.customerName,
    email: quoteRequests.customerEmail,
    phone: quoteRequests.customerPhone,
    subject: products.name,
    priceCents: quoteRequests.calculatedPriceCents,
    offeredPriceCents: quoteRequests.offeredPriceCents,
    assignee: quoteAssignee.username,
  });
  return db
    .select(columns)
    .from(quoteRequests)
    .innerJoin(products, eq(quoteRequests.productId, products.id))
    .leftJoin(quoteAssignee, eq(quoteRequests.assignedTo, quoteAssignee.id))
    .where(where);
}

function leadRows(db: Database, where: SQL | undefined) {
  const columns = inboxColumns("contatto", contactMessages, {
    number: sql`null::text`,
    name: leadFullName,
    email: contactMessages.email,
    phone: sql`coalesce(${contactMessages.phone}, '')`,
    subject: leadSubject,
    priceCents: sql`null::integer`,
    offeredPriceCents: sql`null::integer`,
    assignee: leadAssignee.username,
  });
  return db
    .select(columns)
    .from(contactMessages)
    .leftJoin(leadAssignee, eq(contactMessages.assignedTo, leadAssignee.id))
    .where(where);
}

/** The union's columns by name, newest first as the indexes hold them (newestFirst). */
const newestRows = newestFirst(sql`"created_at"`, sql`"id"`);

/** The filtered rows newest first; `limit`/`offset` for a page, none for an export. */
async function inboxRows(db: Database, filter: InboxFilter, limit: number, offset: number) {
  const rows =
    filter.kind === "preventivo"
      ? await quoteRows(db, quoteConditions(filter))
          .orderBy(...newestRows)
          .limit(limit)
          .offset(offset)
      : filter.kind === "contatto"
        ? await leadRows(db, leadConditions(filter))
            .orderBy(...newestRows)
            .limit(limit)
            .offset(offset)
        : await unionAll(quoteRows(db, quoteConditions(filter)), leadRows(db, leadConditions(filter)))
            .orderBy(...newestRows)
            .limit(limit)
            .offset(offset);
  return rows;
}

type InboxRow = Awaited<ReturnType<typeof inboxRows>>[number];

/** Which rows a page holds: kind, id and date only, so that skipping to a late page walks the indexes alone. */
async function pageKeys(db: Database, filter: InboxFilter, limit: number, offset: number) {
  const keys = (
    kind: RequestKind,
    table: typeof quoteRequests | typeof contactMessages,
    where: SQL | undefined,
  ) =>
    db
      .select({ kind: kindColumn[kind].as("kind"), id: table.id, createdAt: table.createdAt })
      .from(table)
      .where(where);
  const quotes = keys("preventivo", quoteRequests, quoteConditions(filter));
  const leads = keys("contatto", contactMessages, leadConditions(filter));
  const query =
    filter.kind === "preventivo" ? quotes : filter.kind === "contatto" ? leads : unionAll(quotes, leads);
  return query
    .orderBy(...newestRows)
    .limit(limit)
    .offset(offset);
}

/**
 * One page: its keys first, then the 25 rows in full (product, assignee).
 * Joining before the offset would join every skipped row
 * (docs/PERFORMANCE.md#back-office-at-scale).
 */
async function inboxPage(db: Database, filter: InboxFilter, limit: number, offset: number) {
  const keys = await pageKeys(db, filter, limit, offset);
  const idsOf = (kind: RequestKind) => keys.filter((key) => key.kind === kind).map((key) => key.id);
  const [quoteIds, leadIds] = [idsOf("preventivo"), idsOf("contatto")];
  const [quotes, leads] = await Promise.all([
    quoteIds.length > 0 ? quoteRows(db, inArray(quoteRequests.id, quoteIds)) : [],
    leadIds.length > 0 ? leadRows(db, inArray(contactMessages.id, leadIds)) : [],
  ]);
  const byKey = new Map([...quotes, ...leads].map((row) => [`${row.kind}:${row.id}`, row]));
  return keys.flatMap((key) => byKey.get(`${key.kind}:${key.id}`) ?? []);
}

const toInboxItem = (row: InboxRow): InboxItem => ({
  ...row,
  createdAt: new Date(row.createdAt).toISOString(),
});

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
export function listInbox(db: Database, filter: InboxFilter): Promise<ListPage<InboxItem>> {
  return readListPage(
    { page: filter.page, pageSize: INBOX_PAGE_SIZE },
    {
      rows: (limit, offset) => inboxPage(db, filter, limit, offset),
      total: () => inboxTotal(db, filter),
      toRow: toInboxItem,
    },
  );
}

/** At most this many rows go into one CSV file; a narrower filter gets the rest. */
export const INBOX_EXPORT_LIMIT = 100_000;

/** Every row the filters match (page ignored), for the CSV export. */
export async function listInboxForExport(db: Database, filter: InboxFilter): Promise<InboxItem[]> {
  return (await inboxRows(db, filter, INBOX_EXPORT_LIMIT, 0)).map(toInboxItem);
}
