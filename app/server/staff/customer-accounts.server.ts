import { and, count, desc, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import { refuse } from "#app/domain/refusal.ts";
import { leadSourceLabels } from "#app/domain/requests/request-status.ts";
import type {
  CustomerAccount,
  CustomerDetail,
  CustomerFilter,
  CustomerSummary,
} from "#app/domain/staff/customer-accounts.ts";
import { CUSTOMER_PAGE_SIZE } from "#app/domain/staff/customer-accounts.ts";
import type { ListPage } from "#app/domain/staff/pagination.ts";
import * as schema from "#db/schema.ts";
import { listSavedConfigurations } from "../configurator/saved-configurations.server.ts";
import { listOrders } from "../orders/orders.server.ts";
import type { Database } from "../platform/db.server.ts";
import { customerQuoteSummary, quotesWithProductName } from "../requests/quotes.server.ts";
import { countOf, newestFirst, readListPage } from "./list-page.server.ts";
import { nameOrPrefixMatches } from "./text-search.server.ts";

// The back office's customers (docs/product/back-office.md#customers): the
// list, and one customer's page with what the account holds, read only.

const { users, quoteRequests, contactMessages } = schema;

export const CUSTOMER_NOT_FOUND = "Cliente non trovato";

type UserRow = typeof users.$inferSelect;

function toSummary(row: UserRow): CustomerSummary {
  return {
    id: row.id,
    username: row.username,
    name: [row.firstName, row.lastName].filter(Boolean).join(" "),
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    anonymizedAt: row.anonymizedAt?.toISOString() ?? null,
  };
}

export function toCustomerAccount(row: UserRow): CustomerAccount {
  return {
    ...toSummary(row),
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    address: row.address,
    city: row.city,
    postalCode: row.postalCode,
  };
}

/** Customers newest first, searched by name, username or e-mail (prefix searches). */
export function listCustomers(db: Database, filter: CustomerFilter): Promise<ListPage<CustomerSummary>> {
  const conditions: SQL[] = [eq(users.role, "customer")];
  if (filter.search)
    conditions.push(
      nameOrPrefixMatches(schema.accountName(users), [users.username, users.email], filter.search),
    );
  const where = and(...conditions);
  return readListPage(
    { page: filter.page, pageSize: CUSTOMER_PAGE_SIZE },
    {
      rows: (limit, offset) =>
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(...newestFirst(users.createdAt, users.id))
          .limit(limit)
          .offset(offset),
      total: () => countOf(db.select({ total: count() }).from(users).where(where)),
      toRow: toSummary,
    },
  );
}

/** A customer's account row; staff, admins and unknown ids are no customer (not found). */
export async function findCustomerRow(db: Database, userId: number): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, "customer")));
  if (!row) throw refuse.notFound(CUSTOMER_NOT_FOUND);
  return row;
}

/**
 * The customer's quote requests and leads: those made while signed in, and
 * the guest ones (no account) sent with the account's e-mail once the
 * account has confirmed it (the same person, for the export and the
 * anonymisation as for this page). Another account's rows are never theirs,
 * and an unconfirmed address reaches nobody's (docs/product/back-office.md#gdpr).
 */
export function customerRequestsOf(account: Pick<UserRow, "id" | "email" | "emailVerifiedAt">) {
  const email = account.emailVerifiedAt ? account.email?.toLowerCase() : undefined;
  const guestRows = (
    owner: typeof quoteRequests.userId | typeof contactMessages.userId,
    column: typeof quoteRequests.customerEmail | typeof contactMessages.email,
  ) => (email ? [and(isNull(owner), eq(sql`lower(${column})`, email)) as SQL] : []);
  return {
    quoteRequests: or(
      eq(quoteRequests.userId, account.id),
      ...guestRows(quoteRequests.userId, quoteRequests.customerEmail),
    ) as SQL,
    leads: or(
      eq(contactMessages.userId, account.id),
      ...guestRows(contactMessages.userId, contactMessages.email),
    ) as SQL,
  };
}

/** The customer's quote requests (with their product's name) and leads, newest first (customerRequestsOf). */
export async function listCustomerRequests(
  db: Database,
  account: Pick<UserRow, "id" | "email" | "emailVerifiedAt">,
) {
  const where = customerRequestsOf(account);
  const [quotes, leads] = await Promise.all([
    quotesWithProductName(db, where.quoteRequests),
    db
      .select()
      .from(contactMessages)
      .where(where.leads)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)),
  ]);
  return { quotes, leads };
}

export async function getCustomerDetail(db: Database, userId: number): Promise<CustomerDetail> {
  const row = await findCustomerRow(db, userId);
  const [orders, { quotes, leads }, saved] = await Promise.all([
    listOrders(db, userId),
    listCustomerRequests(db, row),
    listSavedConfigurations(db, userId),
  ]);
  return {
    account: toCustomerAccount(row),
    orders: orders.map((order) => ({
      id: order.id,
      number: order.number,
      createdAt: order.createdAt,
      status: order.status,
      totalCents: order.totalCents,
      itemCount: order.items.reduce((sum, item) => sum + item.quantity, 0),
    })),
    quoteRequests: quotes.map(({ quote, productName }) => customerQuoteSummary(quote, productName)),
    leads: leads.map((lead) => ({
      id: lead.id,
      createdAt: lead.createdAt.toISOString(),
      status: lead.status,
      subject: leadSourceLabels[lead.source],
    })),
    savedConfigurations: saved.map((configuration) => ({
      id: configuration.id,
      name: configuration.name,
      productName: configuration.product.name,
      createdAt: configuration.createdAt,
      calculatedPriceCents: configuration.calculatedPriceCents,
    })),
  };
}
