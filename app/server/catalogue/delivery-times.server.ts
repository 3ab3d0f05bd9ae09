import { eq, inArray } from "drizzle-orm";
import {
  type DeliveryTimes,
  deliveryTimeOf,
  deliveryWindow,
  FALLBACK_LEAD_TIME,
  longestDeliveryTime,
  type OrderDeliveryEstimateView,
  orderDeliverySentence,
} from "#app/domain/catalogue/delivery-estimate.ts";
import { productFamilies } from "#app/domain/configurator/product-family.ts";
import type { PaymentStatus, RecordedPayment } from "#app/domain/orders/order-payments.ts";
import { isOrderOpen } from "#app/domain/orders/order-status.ts";
import {
  depositsBeforeProductionPaid,
  type InstalmentStanding,
} from "#app/domain/payments/instalment-status.ts";
import { reversedIds } from "#app/domain/payments/payment-ledger.ts";
import * as schema from "#db/schema.ts";
import { orderPaymentStatus } from "../orders/order-payments.server.ts";
import type { Database } from "../platform/db.server.ts";
import { cachedRead } from "./read-cache.server.ts";

// The lead times staff set per product family, read on every page that
// estimates a delivery (docs/product/buying.md#delivery-estimate): kept like
// the rest of the catalogue and emptied on every catalogue change.

/** Every family's lead time; a family without a row gets the fallback. */
export function listDeliveryTimes(db: Database): Promise<DeliveryTimes> {
  return cachedRead(db, "lead-times", async () => {
    const rows = await db.select().from(schema.deliveryTimes);
    const byFamily = new Map(rows.map((row) => [row.family, row]));
    return Object.fromEntries(
      productFamilies.map((family) => {
        const row = byFamily.get(family);
        return [family, row ? { minWeeks: row.minWeeks, maxWeeks: row.maxWeeks } : FALLBACK_LEAD_TIME];
      }),
    ) as DeliveryTimes;
  });
}

export type OrderDeliveryEstimate = OrderDeliveryEstimateView;

/**
 * An order's delivery: the longest lead time among its lines, counted from the
 * day it was paid in full (the checkout's day for a card) or, while unpaid,
 * from today. Null for an order that is no longer open (delivered or
 * cancelled) or whose products are all gone.
 */
export async function orderDeliveryEstimate(
  db: Database,
  order: { id: number; status: string; createdAt: string; paymentMethod: string },
  payment: {
    status: PaymentStatus;
    payments: RecordedPayment[];
    instalments?: readonly InstalmentStanding[];
  },
  today = new Date(),
): Promise<OrderDeliveryEstimate | null> {
  if (!isOrderOpen(order.status)) return null;
  const items = await db
    .select({ productId: schema.orderItems.productId })
    .from(schema.orderItems)
    .where(eq(schema.orderItems.orderId, order.id));
  const productIds = [...new Set(items.map((item) => item.productId))];
  if (productIds.length === 0) return null;
  const [deliveryTimes, categories] = await Promise.all([
    listDeliveryTimes(db),
    db
      .select({ slug: schema.categories.slug })
      .from(schema.products)
      .innerJoin(schema.categories, eq(schema.products.categoryId, schema.categories.id))
      .where(inArray(schema.products.id, productIds)),
  ]);
  const deliveryTime = longestDeliveryTime(
    categories.map((category) => deliveryTimeOf(deliveryTimes, { category })),
  );
  if (!deliveryTime) return null;
  const paidOn = productionPaidOn(order, payment);
  return {
    deliveryTime,
    window: deliveryWindow(deliveryTime, paidOn ?? today),
    countedFromPayment: paidOn !== null,
  };
}

/**
 * The day the money production waits for arrived (docs/product/payments.md#instalments):
 * with instalments, the last payment of those due at order or at the final
 * measurements once they are all paid (the balance comes at delivery or
 * fitting, long after production starts); without, the day the order was paid
 * in full (an order charged at checkout was paid when it was placed). Null
 * while that money has not arrived.
 */
function productionPaidOn(
  order: { createdAt: string },
  payment: {
    status: PaymentStatus;
    payments: RecordedPayment[];
    instalments?: readonly InstalmentStanding[];
  },
): string | null {
  const instalments = payment.instalments ?? [];
  if (instalments.length === 0) {
    return payment.status.state === "paid" ? (payment.payments.at(-1)?.receivedOn ?? order.createdAt) : null;
  }
  if (!depositsBeforeProductionPaid(instalments)) return null;
  const before = new Set(
    instalments
      .filter((step) => step.trigger === "order" || step.trigger === "measurements")
      .map((step) => step.id),
  );
  const reversed = reversedIds(payment.payments);
  const received = payment.payments.filter(
    (entry) =>
      entry.kind === "payment" &&
      !reversed.has(entry.id) &&
      (entry.instalmentId === null || before.has(entry.instalmentId)),
  );
  return received.at(-1)?.receivedOn ?? order.createdAt;
}

/**
 * An order's estimate in one sentence (the success screen, the order
 * confirmation PDF), with its payments read here; null for an order that is no
 * longer open.
 */
export async function orderDeliveryText(
  db: Database,
  order: { id: number; status: string; createdAt: string; paymentMethod: string; totalCents: number },
): Promise<string | null> {
  const estimate = await orderDeliveryEstimate(db, order, await orderPaymentStatus(db, order));
  return estimate ? orderDeliverySentence(estimate) : null;
}
