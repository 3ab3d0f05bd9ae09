import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { type CheckoutInput, isWithinOrderLimit, ORDER_TOTAL_LIMIT_MESSAGE } from "#app/domain/checkout.ts";
import { documentPrefixes } from "#app/domain/document-number.ts";
import type { Order } from "#app/domain/order.ts";
import { paymentNote } from "#app/domain/payment-methods.ts";
import * as schema from "#db/schema.ts";
import { getCart } from "./cart.server.ts";
import {
  CartChangedError,
  type CartRow,
  cartRows,
  PRICE_CHANGED_MESSAGE,
  repriceCartLine,
} from "./cart-pricing.server.ts";
import type { Database, Transaction } from "./db.server.ts";
import { nextDocumentNumber } from "./document-numbers.server.ts";
import { HttpError } from "./http/responses.server.ts";
import { type LineDrawer, loadLineDrawer } from "./line-drawings.server.ts";
import { type PricedLine, storedLineView } from "./line-kinds.server.ts";
import { enqueueMail, wakeMailWorkers } from "./mail/outbox.server.ts";

/** An order row and its lines as every page shows them; each line's stored configuration parsed by its kind. */
export function toOrder(
  row: typeof schema.orders.$inferSelect,
  items: (typeof schema.orderItems.$inferSelect)[],
  drawLine: LineDrawer,
): Order {
  return {
    id: row.id,
    number: row.number,
    userId: row.userId,
    status: row.status,
    totalCents: row.totalCents,
    paymentMethod: row.paymentMethod,
    shippingName: row.shippingName,
    shippingEmail: row.shippingEmail,
    shippingPhone: row.shippingPhone,
    shippingAddress: row.shippingAddress,
    shippingCity: row.shippingCity,
    shippingPostalCode: row.shippingPostalCode,
    billingAddress: row.billingAddress,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    items: items.map((item) => ({
      id: item.id,
      productId: item.productId,
      productName: item.productName,
      ...storedLineView(item),
      // The total the order was placed with, never recomputed.
      lineTotalCents: item.lineTotalCents,
      drawing: drawLine(item),
    })),
  };
}

export type CreatedOrder = { order: Order; created: boolean };

/**
 * Turns the user's cart into an order in one transaction: every line is priced
 * again with today's catalogue, the total is summed here, the status is always
 * 'pending', and the cart is emptied. The user's row is locked first, so
 * parallel submissions for one cart queue up and only the first finds anything
 * to order; a retry with the same idempotency key gets the order it already
 * created. A cart that changed under the customer (a line they can no longer
 * order, or a total other than `expectedTotalCents`, the one they were shown)
 * is refused with 409 and the cart as it is now.
 */
export async function createOrderFromCart(
  db: Database,
  userId: number,
  input: CheckoutInput,
): Promise<CreatedOrder> {
  const drawLine = await loadLineDrawer(db);
  try {
    const outcome = await db.transaction((tx) => orderCart(tx, userId, input, drawLine));
    if (outcome.created) wakeMailWorkers();
    return outcome;
  } catch (error) {
    if (error instanceof CartChangedError) error.cart = await getCart(db, userId);
    throw error;
  }
}

async function orderCart(
  tx: Transaction,
  userId: number,
  input: CheckoutInput,
  drawLine: LineDrawer,
): Promise<CreatedOrder> {
  await tx
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.id, userId))
    .for("update");

  if (input.idempotencyKey) {
    const [existing] = await tx
      .select()
      .from(schema.orders)
      .where(and(eq(schema.orders.userId, userId), eq(schema.orders.idempotencyKey, input.idempotencyKey)));
    if (existing) {
      const items = await tx
        .select()
        .from(schema.orderItems)
        .where(eq(schema.orderItems.orderId, existing.id));
      return { order: toOrder(existing, items, drawLine), created: false };
    }
  }

  const { lines, totalCents } = await priceCartForOrder(tx, userId, input.expectedTotalCents);
  const { shipping } = input;
  const address = `${shipping.address}, ${shipping.postalCode} ${shipping.city}`;
  const note = paymentNote(input.paymentMethod);
  const [order] = await tx
    .insert(schema.orders)
    .values({
      number: await nextDocumentNumber(tx, documentPrefixes.order),
      userId,
      status: "pending",
      totalCents,
      paymentMethod: input.paymentMethod,
      shippingName: shipping.name,
      shippingEmail: shipping.email,
      shippingPhone: shipping.phone,
      shippingAddress: shipping.address,
      shippingCity: shipping.city,
      shippingPostalCode: shipping.postalCode,
      billingAddress: address,
      notes: input.notes ? `${note}. ${input.notes}` : note,
      idempotencyKey: input.idempotencyKey ?? null,
    })
    .returning();
  if (!order) throw new Error("order insert returned no row");

  // Each line keeps its price, configuration and product name as ordered: the
  // order reads the same after the catalogue changes.
  const items = await tx
    .insert(schema.orderItems)
    .values(
      lines.map(({ line, product, priced }) => ({
        orderId: order.id,
        productId: line.productId,
        productName: product.name,
        kind: line.kind,
        configuration: priced.configuration,
        unitPriceCents: priced.unitPriceCents,
        quantity: line.quantity,
        lineTotalCents: priced.unitPriceCents * line.quantity,
      })),
    )
    .returning();
  await enqueueMail(
    tx,
    "order-received",
    { to: order.shippingEmail },
    {
      orderId: order.id,
      number: order.number,
      name: order.shippingName,
      totalCents,
      paymentMethod: order.paymentMethod,
      lines: items.map((item) => ({
        productName: item.productName,
        quantity: item.quantity,
        lineTotalCents: item.lineTotalCents,
      })),
    },
  );
  const orderedIds = lines.map(({ line }) => line.id);
  await tx
    .delete(schema.cartItems)
    .where(and(eq(schema.cartItems.userId, userId), inArray(schema.cartItems.id, orderedIds)));
  return { order: toOrder(order, items, drawLine), created: true };
}

/** The cart's lines at today's prices and their total, or the refusal of a cart that cannot be ordered. */
async function priceCartForOrder(tx: Database, userId: number, expectedTotalCents: number | undefined) {
  const rows = await cartRows(tx, userId);
  if (rows.length === 0) throw new HttpError(400, "Il carrello è vuoto");
  const lines: (CartRow & { priced: PricedLine })[] = [];
  // One line after another: a transaction is one connection.
  for (const row of rows) {
    const { priced, unavailable } = await repriceCartLine(tx, row);
    if (unavailable?.kind === "configurator") throw new HttpError(400, unavailable.message);
    if (unavailable) throw new CartChangedError(unavailable.message);
    lines.push({ ...row, priced });
  }
  const totalCents = lines.reduce((sum, { line, priced }) => sum + priced.unitPriceCents * line.quantity, 0);
  // A cart filled before the cart bounded its total must not reach the integer columns.
  if (!isWithinOrderLimit(totalCents)) throw new HttpError(400, ORDER_TOTAL_LIMIT_MESSAGE);
  // Nobody pays a price they did not see (docs/product/buying.md#checkout).
  if (expectedTotalCents !== undefined && expectedTotalCents !== totalCents) {
    throw new CartChangedError(PRICE_CHANGED_MESSAGE);
  }
  return { lines, totalCents };
}

export async function listOrders(db: Database, userId: number): Promise<Order[]> {
  const rows = await db
    .select()
    .from(schema.orders)
    .where(eq(schema.orders.userId, userId))
    .orderBy(desc(schema.orders.createdAt), desc(schema.orders.id));
  if (rows.length === 0) return [];
  const [items, drawLine] = await Promise.all([
    db
      .select()
      .from(schema.orderItems)
      .where(
        inArray(
          schema.orderItems.orderId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(schema.orderItems.id)),
    loadLineDrawer(db),
  ]);
  return rows.map((row) =>
    toOrder(
      row,
      items.filter((item) => item.orderId === row.id),
      drawLine,
    ),
  );
}

/** One order of this user; another user's order is indistinguishable from a missing one. */
export async function getOrder(db: Database, userId: number, orderId: number): Promise<Order> {
  const [row] = await db
    .select()
    .from(schema.orders)
    .where(and(eq(schema.orders.id, orderId), eq(schema.orders.userId, userId)));
  if (!row) throw new HttpError(404, "Ordine non trovato");
  const [items, drawLine] = await Promise.all([
    db
      .select()
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderId, row.id))
      .orderBy(asc(schema.orderItems.id)),
    loadLineDrawer(db),
  ]);
  return toOrder(row, items, drawLine);
}
