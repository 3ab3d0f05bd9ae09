import { and, asc, count, desc, eq, or, type SQL, sql } from "drizzle-orm";
import type { RecordMail } from "#app/domain/mail/mail-status.ts";
import type { Order } from "#app/domain/orders/order.ts";
import type { PaymentStatus, RecordedPayment } from "#app/domain/orders/order-payments.ts";
import type { OrderHistoryEntry, OrderNoteEntry } from "#app/domain/orders/order-status-change.ts";
import {
  STAFF_ORDERS_PAGE_SIZE,
  type StaffOrderFilter,
  type StaffOrderRow,
} from "#app/domain/orders/staff-order-filters.ts";
import { deductionFiscalCodeOf, instalmentReference } from "#app/domain/payments/customer-payments.ts";
import type { InstalmentStanding } from "#app/domain/payments/instalment-status.ts";
import { refuse } from "#app/domain/refusal.ts";
import type { ListPage } from "#app/domain/staff/pagination.ts";
import * as schema from "#db/schema.ts";
import { type OrderDeliveryEstimate, orderDeliveryEstimate } from "../catalogue/delivery-times.server.ts";
import { loadLineDrawer } from "../configurator/line-drawings.server.ts";
import { mailsAbout } from "../mail/staff-mail.server.ts";
import { collectionCondition, netPaidCentsSql } from "../payments/ledger-sql.server.ts";
import type { Database } from "../platform/db.server.ts";
import { countOf, newestFirst, oldestFirst, readListPage } from "../staff/list-page.server.ts";
import { nameOrPrefixMatches } from "../staff/text-search.server.ts";
import { listOrderNotes } from "./order-notes.server.ts";
import { orderPaymentStatus } from "./order-payments.server.ts";
import { toOrder } from "./order-view.server.ts";
import { listOrderHistory } from "./order-workflow.server.ts";

// The back office's orders (docs/product/back-office.md#orders): the filtered,
// sorted, paginated list, the rows of its CSV export, and one order in full.

/** Days are the shop's days: "from 1 March" starts at midnight in Rome. */
const SHOP_TIME_ZONE = "Europe/Rome";
/** An export holds at most this many orders (far above a year of this shop's orders). */
export const STAFF_ORDERS_EXPORT_LIMIT = 50_000;

/**
 * An order number (digits, with or without "n." or "#") finds that order;
 * anything else is looked for in the customer's name and e-mail, on the order
 * and on the account, as prefix searches (app/domain/staff/text-search.ts). Each side
 * is its own indexed select, so neither becomes a scan of every order.
 */
function searchCondition(query: string): SQL | undefined {
  const documentNumber = /^A-\d{4}-\d{6}$/i.exec(query)?.[0];
  if (documentNumber) return eq(schema.orders.number, documentNumber.toUpperCase());
  const number = /^(?:n\.?\s*|#)?(\d{1,9})$/i.exec(query)?.[1];
  if (number) return eq(schema.orders.id, Number(number));
  const { orders, users } = schema;
  const byOrder = sql`select ${orders.id} from ${orders} where ${nameOrPrefixMatches(orders.shippingName, [orders.shippingEmail], query)}`;
  const byAccount = sql`select ${users.id} from ${users} where ${nameOrPrefixMatches(schema.accountName(users), [users.email], query)}`;
  return or(sql`${orders.id} in (${byOrder})`, sql`${orders.userId} in (${byAccount})`);
}

function filterCondition(filter: StaffOrderFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.stato) conditions.push(eq(schema.orders.status, filter.stato));
  if (filter.pagamento) conditions.push(eq(schema.orders.paymentMethod, filter.pagamento));
  if (filter.dal)
    conditions.push(
      sql`${schema.orders.createdAt} >= (${filter.dal}::date::timestamp at time zone ${SHOP_TIME_ZONE})`,
    );
  if (filter.al)
    conditions.push(
      sql`${schema.orders.createdAt} < ((${filter.al}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE})`,
    );
  if (filter.q) conditions.push(searchCondition(filter.q));
  if (filter.incasso) conditions.push(collectionCondition(filter.incasso));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function sortOrder(filter: StaffOrderFilter) {
  switch (filter.ordina) {
    case "data-asc":
      return oldestFirst(schema.orders.createdAt, schema.orders.id);
    case "totale-desc":
      return [desc(schema.orders.totalCents), desc(schema.orders.id)];
    case "totale-asc":
      return [asc(schema.orders.totalCents), asc(schema.orders.id)];
    default:
      return newestFirst(schema.orders.createdAt, schema.orders.id);
  }
}

const rowColumns = {
  id: schema.orders.id,
  number: schema.orders.number,
  createdAt: schema.orders.createdAt,
  status: schema.orders.status,
  stage: schema.orders.stage,
  paymentMethod: schema.orders.paymentMethod,
  totalCents: schema.orders.totalCents,
  customerName: schema.orders.shippingName,
  customerEmail: schema.orders.shippingEmail,
  customerPhone: schema.orders.shippingPhone,
  city: schema.orders.shippingCity,
  /** What the shop keeps (docs/product/payments.md#ledger), the list's «Incasso» column. */
  paidCents: netPaidCentsSql,
};

/** The export's extra columns: where the order goes and whom the invoice names (docs/product/back-office.md#exports). */
const exportColumns = {
  ...rowColumns,
  province: schema.orders.shippingProvince,
  invoiceType: schema.orders.invoiceType,
  fiscalCode: schema.orders.invoiceFiscalCode,
  companyName: schema.orders.invoiceCompanyName,
  vatNumber: schema.orders.invoiceVatNumber,
  sdiCode: schema.orders.invoiceSdiCode,
  pec: schema.orders.invoicePec,
  taxDeduction: schema.orders.taxDeduction,
  street: schema.orders.shippingAddress,
  postalCode: schema.orders.shippingPostalCode,
  vatSplit: schema.orders.vatSplit,
};

/** Whether a revision of the order waits for the customer (docs/product/offers.md#orders-that-change). */
// Qualified by hand: in a one-table select drizzle writes bare column names, which the subquery would read as its own.
const pendingRevision = sql<boolean>`exists (select 1 from ${schema.offers} as revising where revising.revises_order_id = ${schema.orders}.id and revising.status = 'inviata')`;

function selectRows(db: Database, filter: StaffOrderFilter) {
  return db
    .select({ ...rowColumns, pendingRevision })
    .from(schema.orders)
    .where(filterCondition(filter))
    .orderBy(...sortOrder(filter));
}

const toRow = (row: Omit<StaffOrderRow, "createdAt"> & { createdAt: Date }): StaffOrderRow => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** One page (25 orders) of the filtered, sorted list, and how many match in all. */
export function listStaffOrders(db: Database, filter: StaffOrderFilter): Promise<ListPage<StaffOrderRow>> {
  return readListPage(
    { page: filter.pagina, pageSize: STAFF_ORDERS_PAGE_SIZE },
    {
      rows: (limit, offset) => selectRows(db, filter).limit(limit).offset(offset),
      total: () => countOf(db.select({ total: count() }).from(schema.orders).where(filterCondition(filter))),
      toRow,
    },
  );
}

/** How many orders the filters match and what they are worth, as the list would show them. */
export async function summarizeStaffOrders(
  db: Database,
  filter: StaffOrderFilter,
): Promise<{ count: number; totalCents: number }> {
  const [summary] = await db
    .select({
      count: count(),
      totalCents: sql<number>`coalesce(sum(${schema.orders.totalCents}), 0)`.mapWith(Number),
    })
    .from(schema.orders)
    .where(filterCondition(filter));
  return { count: summary?.count ?? 0, totalCents: summary?.totalCents ?? 0 };
}

/** How many orders each status holds (a status without orders is missing). */
export async function countOrdersByStatus(db: Database): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: schema.orders.status, count: count() })
    .from(schema.orders)
    .groupBy(schema.orders.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.count]));
}

/** Every order the filters match (the page is ignored), in the list's order, for the CSV export. */
export async function listStaffOrdersForExport(db: Database, filter: StaffOrderFilter) {
  const rows = await db
    .select(exportColumns)
    .from(schema.orders)
    .where(filterCondition(filter))
    .orderBy(...sortOrder(filter))
    .limit(STAFF_ORDERS_EXPORT_LIMIT);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export interface StaffOrderDetail {
  order: Order;
  /** The optimistic lock the status form sends back. */
  version: number;
  account: { id: number; username: string; email: string | null; phone: string | null };
  /** The job it belongs to ("C-2026-000012"). */
  jobNumber: string;
  /** The e-mails sent about it, oldest first. */
  mails: RecordMail[];
  /** Staff's internal notes, oldest first. */
  notes: OrderNoteEntry[];
  history: OrderHistoryEntry[];
  payments: RecordedPayment[];
  payment: PaymentStatus;
  instalments: InstalmentStanding[];
  /** The causale of each instalment still to pay, by instalment id, as the customer's page gives it. */
  transferReferences: Record<number, string>;
  delivery: OrderDeliveryEstimate | null;
}

/** One order in full, for staff: any customer's order; a missing one is refused as not found. */
export async function getStaffOrder(db: Database, orderId: number): Promise<StaffOrderDetail> {
  const [found] = await db
    .select({ order: schema.orders, account: schema.users, jobNumber: schema.jobs.number })
    .from(schema.orders)
    .innerJoin(schema.users, eq(schema.orders.userId, schema.users.id))
    .innerJoin(schema.jobs, eq(schema.orders.jobId, schema.jobs.id))
    .where(eq(schema.orders.id, orderId));
  if (!found) throw refuse.notFound("Ordine non trovato");
  const [items, history, drawLine, paid, mails, notes] = await Promise.all([
    db
      .select()
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderId, orderId))
      .orderBy(asc(schema.orderItems.id)),
    listOrderHistory(db, orderId),
    loadLineDrawer(db),
    orderPaymentStatus(db, found.order),
    mailsAbout(db, { quoteIds: [], orderIds: [orderId], leadIds: [] }),
    listOrderNotes(db, [orderId]),
  ]);
  const order = toOrder(found.order, items, drawLine);
  const { account } = found;
  const delivery = await orderDeliveryEstimate(db, order, paid);
  return {
    order,
    version: found.order.version,
    account: { id: account.id, username: account.username, email: account.email, phone: account.phone },
    jobNumber: found.jobNumber,
    mails,
    notes,
    history,
    payments: paid.payments,
    payment: paid.status,
    instalments: paid.instalments,
    transferReferences: Object.fromEntries(
      paid.instalments
        .filter((step) => step.leftCents > 0)
        .map((step) => [
          step.id,
          instalmentReference({ ...order, deductionFiscalCode: deductionFiscalCodeOf(order) }, step),
        ]),
    ),
    delivery,
  };
}
