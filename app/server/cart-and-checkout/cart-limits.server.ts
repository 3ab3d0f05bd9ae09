import { eq } from "drizzle-orm";
import {
  isWithinOrderLimit,
  ORDER_TOTAL_LIMIT_MESSAGE,
  type OrderSizeLine,
  orderSizeRefusal,
} from "#app/domain/orders/order-totals.ts";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import type { Database } from "../platform/db.server.ts";

// The bounds of one cart, the same as of one order (docs/product/buying.md#cart-size):
// its total, its configured positions and its lines with their services. The
// cart refuses a change past them (invalid); the checkout checks them again.

/** A change to the cart: a new line (no `lineId`) or one line's new total or services. */
export interface CartChange {
  lineId?: number;
  /** The changed line's unit price × quantity; unchanged when left out. */
  totalCents?: number;
  /** The changed line's services; unchanged when left out. */
  services?: readonly unknown[];
}

/**
 * Locks the customer's row until the transaction ends, so that two changes
 * to one cart at once are checked one after the other, not both against the
 * cart before either.
 */
export async function lockCartOwner(tx: Database, userId: number): Promise<void> {
  await tx
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.id, userId))
    .for("update");
}

/**
 * Refuses (invalid) a change that would take the cart past the largest order
 * the shop takes. The total is summed here rather than in SQL, where
 * `integer × integer` would overflow before the check. A change that makes
 * an over-full cart (stored before the bounds) no larger is let through, so
 * the customer can still mend it.
 */
export async function assertCartFits(db: Database, userId: number, change: CartChange): Promise<void> {
  const rows = await db
    .select({
      id: schema.cartItems.id,
      unitPriceCents: schema.cartItems.unitPriceCents,
      quantity: schema.cartItems.quantity,
      services: schema.cartItems.services,
    })
    .from(schema.cartItems)
    .where(eq(schema.cartItems.userId, userId));
  const others = rows.filter((row) => row.id !== change.lineId);
  const before = rows.find((row) => row.id === change.lineId);
  const totalCents = change.totalCents ?? (before ? before.unitPriceCents * before.quantity : 0);
  const othersCents = others.reduce((sum, row) => sum + row.unitPriceCents * row.quantity, 0);
  if (!isWithinOrderLimit(totalCents) || !isWithinOrderLimit(othersCents + totalCents)) {
    throw refuse.invalid(ORDER_TOTAL_LIMIT_MESSAGE);
  }
  const after: OrderSizeLine[] = [...others, { services: change.services ?? before?.services ?? [] }];
  const refusal = orderSizeRefusal(after);
  if (refusal && lineCount(after) > lineCount(rows)) throw refuse.invalid(refusal);
}

function lineCount(lines: readonly OrderSizeLine[]): number {
  return lines.reduce((total, line) => total + 1 + line.services.length, 0);
}
