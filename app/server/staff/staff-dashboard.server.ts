import { count, eq, min } from "drizzle-orm";
import { shopWeekAndMonthStart, waitingSince } from "#app/domain/italian-formats/dates.ts";
import { orderStatuses } from "#app/domain/orders/order-status.ts";
import { staffOrderFilterSchema } from "#app/domain/orders/staff-order-filters.ts";
import type { RequestStatus } from "#app/domain/requests/request-status.ts";
import * as schema from "#db/schema.ts";
import { countWaitingOffers } from "../offers/offer-list.server.ts";
import { countOrdersByStatus, summarizeStaffOrders } from "../orders/staff-orders.server.ts";
import type { Database } from "../platform/db.server.ts";

// The back office's overview (docs/product/back-office.md#dashboard). Every
// figure counts what its link lists: the requests nobody has answered yet
// («Nuova»), the offers sent and not answered, and the orders through the
// order list's own filters.

export interface WaitingRequests {
  count: number;
  /** "da 3 giorni": how long the oldest has waited; null when there is none. */
  oldestWaiting: string | null;
}

export interface StaffDashboard {
  quoteRequests: WaitingRequests;
  contactMessages: WaitingRequests;
  /** Quotes whose offer was sent and that the customer has not answered yet. */
  offersSent: WaitingRequests;
  /** Offers with lines sent and not answered, and those of them whose validity ends within a week. */
  offers: { waiting: number; expiring: number };
  ordersByStatus: { status: (typeof orderStatuses)[number]; count: number }[];
  week: { since: string; count: number; totalCents: number };
  /** Open orders by bank transfer with an instalment due now and unpaid; orders with an instalment past its day. */
  collection: { transfersAwaited: number; overdue: number };
  month: { since: string; count: number; totalCents: number };
}

async function waiting(
  db: Database,
  table: typeof schema.quoteRequests | typeof schema.contactMessages,
  status: RequestStatus,
  now: Date,
  /** Since when a row has waited: its arrival, or (an offer) its sending. */
  since: typeof table.createdAt | typeof schema.quoteRequests.offeredAt = table.createdAt,
): Promise<WaitingRequests> {
  const [row] = await db
    .select({ count: count(), oldest: min(since) })
    .from(table)
    .where(eq(table.status, status));
  return {
    count: row?.count ?? 0,
    oldestWaiting: row?.oldest ? waitingSince(row.oldest, now) : null,
  };
}

export async function loadStaffDashboard(db: Database, now = new Date()): Promise<StaffDashboard> {
  const { weekStart, monthStart } = shopWeekAndMonthStart(now);
  const since = (day: string) => staffOrderFilterSchema.parse({ dal: day });
  const [quoteRequests, contactMessages, offersSent, byStatus, week, month, offers] = await Promise.all([
    waiting(db, schema.quoteRequests, "nuova", now),
    waiting(db, schema.contactMessages, "nuova", now),
    waiting(db, schema.quoteRequests, "offerta-inviata", now, schema.quoteRequests.offeredAt),
    countOrdersByStatus(db),
    summarizeStaffOrders(db, since(weekStart)),
    summarizeStaffOrders(db, since(monthStart)),
    countWaitingOffers(db, now),
  ]);
  const [transfersAwaited, overdue] = await Promise.all([
    summarizeStaffOrders(db, staffOrderFilterSchema.parse({ pagamento: "bonifico", incasso: "dovuto" })),
    summarizeStaffOrders(db, staffOrderFilterSchema.parse({ incasso: "scaduto" })),
  ]);
  return {
    quoteRequests,
    contactMessages,
    offersSent,
    offers,
    ordersByStatus: orderStatuses.map((status) => ({ status, count: byStatus[status] ?? 0 })),
    week: { since: weekStart, ...week },
    month: { since: monthStart, ...month },
    collection: { transfersAwaited: transfersAwaited.count, overdue: overdue.count },
  };
}
