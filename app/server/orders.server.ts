import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { orderLineConfiguratorMessage } from "#app/domain/catalogue.ts";
import { type CheckoutInput, isWithinOrderLimit, ORDER_TOTAL_LIMIT_MESSAGE } from "#app/domain/checkout.ts";
import { storedLineDetails } from "#app/domain/line-kinds/registry.ts";
import type { Order } from "#app/domain/order.ts";
import { paymentMethodLabels } from "#app/domain/payment-methods.ts";
import * as schema from "#db/schema.ts";
import type { Database } from "./db.server.ts";
import { HttpError } from "./http/responses.server.ts";

/** An order row and its lines as every page shows them; each line's stored configuration parsed by its kind. */
export function toOrder(
  row: typeof schema.orders.$inferSelect,
  items: (typeof schema.orderItems.$inferSelect)[],
): Order {
  return {
    id: row.id,
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
    items: items.map((item) => {
      const { options, dimensions, summary } = storedLineDetails(item.kind, item.configuration);
      return {
        id: item.id,
        productId: item.productId,
        productName: item.productName,
        kind: item.kind,
        unitPriceCents: item.unitPriceCents,
        quantity: item.quantity,
        lineTotalCents: item.lineTotalCents,
        dimensions,
        options,
        summary,
      };
    }),
  };
}

export type CreatedOrder = { order: Order; created: boolean };

/**
 * Turns the user's cart into an order in one transaction: the total is summed
 * here from the server-priced lines, the status is always 'pending', and the
 * cart is emptied. The user's row is locked first, so parallel submissions
 * for one cart queue up and only the first finds anything to order; a retry
 * with the same idempotency key gets the order it already created.
 */
export async function createOrderFromCart(
  db: Database,
  userId: number,
  input: CheckoutInput,
): Promise<CreatedOrder> {
  return db.transaction(async (tx) => {
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
        return { order: toOrder(existing, items), created: false };
      }
    }

    const lines = await tx
      .select({
        line: schema.cartItems,
        productName: schema.products.name,
        collectionSlug: schema.subcategories.slug,
      })
      .from(schema.cartItems)
      .innerJoin(schema.products, eq(schema.cartItems.productId, schema.products.id))
      .leftJoin(schema.subcategories, eq(schema.products.subcategoryId, schema.subcategories.id))
      .where(eq(schema.cartItems.userId, userId))
      .orderBy(asc(schema.cartItems.id));
    if (lines.length === 0) throw new HttpError(400, "Il carrello è vuoto");
    for (const { line, productName, collectionSlug } of lines) {
      const subcategory = collectionSlug === null ? null : { slug: collectionSlug };
      const refusal = orderLineConfiguratorMessage(productName, line.kind, { subcategory });
      if (refusal) throw new HttpError(400, refusal);
    }

    const totalCents = lines.reduce((sum, { line }) => sum + line.unitPriceCents * line.quantity, 0);
    // A cart filled before the cart bounded its total must not reach the integer columns.
    if (!isWithinOrderLimit(totalCents)) throw new HttpError(400, ORDER_TOTAL_LIMIT_MESSAGE);
    const { shipping } = input;
    const address = `${shipping.address}, ${shipping.postalCode} ${shipping.city}`;
    const paymentNote = `Pagamento con ${paymentMethodLabels[input.paymentMethod]}`;
    const [order] = await tx
      .insert(schema.orders)
      .values({
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
        notes: input.notes ? `${paymentNote}. ${input.notes}` : paymentNote,
        idempotencyKey: input.idempotencyKey ?? null,
      })
      .returning();
    if (!order) throw new Error("order insert returned no row");

    const items = await tx
      .insert(schema.orderItems)
      .values(
        lines.map(({ line, productName }) => ({
          orderId: order.id,
          productId: line.productId,
          productName,
          kind: line.kind,
          configuration: line.configuration,
          unitPriceCents: line.unitPriceCents,
          quantity: line.quantity,
          lineTotalCents: line.unitPriceCents * line.quantity,
        })),
      )
      .returning();
    await tx.delete(schema.cartItems).where(
      and(
        eq(schema.cartItems.userId, userId),
        inArray(
          schema.cartItems.id,
          lines.map(({ line }) => line.id),
        ),
      ),
    );
    return { order: toOrder(order, items), created: true };
  });
}

export async function listOrders(db: Database, userId: number): Promise<Order[]> {
  const rows = await db
    .select()
    .from(schema.orders)
    .where(eq(schema.orders.userId, userId))
    .orderBy(desc(schema.orders.createdAt), desc(schema.orders.id));
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(schema.orderItems)
    .where(
      inArray(
        schema.orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(schema.orderItems.id));
  return rows.map((row) =>
    toOrder(
      row,
      items.filter((item) => item.orderId === row.id),
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
  const items = await db
    .select()
    .from(schema.orderItems)
    .where(eq(schema.orderItems.orderId, row.id))
    .orderBy(asc(schema.orderItems.id));
  return toOrder(row, items);
}
