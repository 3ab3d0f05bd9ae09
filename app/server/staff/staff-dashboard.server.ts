import { count, min } from "drizzle-orm";
import { shopWeekAndMonthStart, waitingSince } from "#app/domain/italian-formats/dates.ts";
import { orderStatuses } from "#app/domain/orders/order-status.ts";
import { staffOrderFilterSchema } from "#app/domain/orders/staff-order-filters.ts";
import * as schema from "#db/schema.ts";
import { countOrdersByStatus, summarizeStaffOrders } from "../orders/staff-orders.server.ts";
import type { Database } from "../platform/db.server.ts";

// The back office's overview (docs/product/back-office.md#dashboard). The order
// figures come from the list's own filters, so each figure equals what its
// link shows. Until the request inbox tracks answers, every quote request and
// contact message counts as waiting.

export interface WaitingRequests {
  count: number;
  /** "da 3 giorni": how long the oldest has waited; null when there is none. */
  oldestWaiting: string | null;
}

export interface StaffDashboard {
  quoteRequests: WaitingRequests;
  contactMessages: WaitingRequests;
  ordersByStatus: { status: (typeof orderStatuses)[number]; count: number }[];
  week: { since: string; count: number; totalCents: number };
  month: { since: string; count: number; totalCents: number };
}

async function waiting(
  db: Database,
  table: typeof schema.quoteRequests | typeof schema.contactMessages,
  now: Date,
): Promise<WaitingRequests> {
  const [row] = await db.select({ count: count(), oldest: min(table.createdAt) }).from(table);
  return {
    count: row?.count ?? 0,
    oldestWaiting: row?.oldest ? waitingSince(row.oldest, now) : null,
  };
}

export async function loadStaffDashboard(db: Database, now = new Date()): Promise<StaffDashboard> {
  const { weekStart, monthStart } = shopWeekAndMonthStart(now);
  const since = (day: string) => staffOrderFilterSchema.parse({ dal: day });
  const [quoteRequests, contactMessages, byStatus, week, month] = await Promise.all([
    waiting(db, schema.quoteRequests, now),
    waiting(db, schema.contactMessages, now),
    countOrdersByStatus(db),
    summarizeStaffOrders(db, since(weekStart)),
    summarizeStaffOrders(db, since(monthStart)),
  ]);
  return {
    quoteRequests,
    contactMessages,
    ordersByStatus: orderStatuses.map((status) => ({ status, count: byStatus[status] ?? 0 })),
    week: { since: weekStart, ...week },
    month: { since: monthStart, ...month },
  };
}
