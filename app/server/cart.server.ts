import { and, asc, eq } from "drizzle-orm";
import type { Cart, CartLine } from "#app/domain/cart.ts";
import { isWithinOrderLimit, ORDER_TOTAL_LIMIT_MESSAGE } from "#app/domain/checkout.ts";
import type { DoorSelection } from "#app/domain/door-selection.ts";
import { centsToEuros } from "#app/domain/money.ts";
import type { WindowConfiguration } from "#app/domain/window-configuration.ts";
import type { BreakdownLine } from "#app/domain/window-price.ts";
import * as schema from "#db/schema.ts";
import type { Database } from "./db.server.ts";
import { priceDoorSelection } from "./doors.server.ts";
import { HttpError } from "./http.server.ts";
import { priceWindowConfiguration } from "./pricing.server.ts";

// The cart belongs to its user: every query is scoped by userId, and a line of
// someone else answers 404 exactly like a line that does not exist.

export interface StoredLineConfiguration {
  options?: Record<string, unknown>;
  dimensions?: { width: number; height: number };
  /** The server's summary lines at the time the line was priced. */
  breakdown?: BreakdownLine[];
  [key: string]: unknown;
}

export async function getCart(db: Database, userId: number): Promise<Cart> {
  const rows = await db
    .select({
      line: schema.cartItems,
      product: schema.products,
      categorySlug: schema.categories.slug,
      categoryName: schema.categories.name,
    })
    .from(schema.cartItems)
    .innerJoin(schema.products, eq(schema.cartItems.productId, schema.products.id))
    .innerJoin(schema.categories, eq(schema.products.categoryId, schema.categories.id))
    .where(eq(schema.cartItems.userId, userId))
    .orderBy(asc(schema.cartItems.id));
  const lines = rows.map(({ line, product, categorySlug, categoryName }): CartLine => {
    const configuration = line.configuration as StoredLineConfiguration;
    return {
      id: line.id,
      productId: line.productId,
      kind: line.kind,
      quantity: line.quantity,
      calculatedPrice: centsToEuros(line.unitPriceCents),
      lineTotal: centsToEuros(line.unitPriceCents * line.quantity),
      options: configuration.options ?? null,
      dimensions: configuration.dimensions ?? null,
      summary: configuration.breakdown ?? [],
      product: {
        id: product.id,
        name: product.name,
        slug: product.slug,
        imageUrl: product.imageUrl,
        categoryId: product.categoryId,
        category: { slug: categorySlug, name: categoryName },
      },
    };
  });
  return {
    lines,
    itemCount: rows.reduce((sum, { line }) => sum + line.quantity, 0),
    subtotalCents: rows.reduce((sum, { line }) => sum + line.unitPriceCents * line.quantity, 0),
  };
}

/**
 * Refuses with 400 a change that would take the cart past the largest order
 * the shop takes: the other lines plus the changed one. Summed here rather
 * than in SQL, where `integer × integer` would overflow before the check.
 */
async function assertCartWithinOrderLimit(
  db: Database,
  userId: number,
  changed: { lineId?: number; totalCents: number },
) {
  const rows = await db
    .select({
      id: schema.cartItems.id,
      unitPriceCents: schema.cartItems.unitPriceCents,
      quantity: schema.cartItems.quantity,
    })
    .from(schema.cartItems)
    .where(eq(schema.cartItems.userId, userId));
  const others = rows
    .filter((row) => row.id !== changed.lineId)
    .reduce((sum, row) => sum + row.unitPriceCents * row.quantity, 0);
  if (!isWithinOrderLimit(changed.totalCents) || !isWithinOrderLimit(others + changed.totalCents)) {
    throw new HttpError(400, ORDER_TOTAL_LIMIT_MESSAGE);
  }
}

/** Adds a configured window, priced by the server; a client-sent price is never read. */
export async function addWindowToCart(
  db: Database,
  userId: number,
  configuration: WindowConfiguration,
  quantity = 1,
): Promise<number> {
  const { priceCents, breakdown, product } = await priceWindowConfiguration(db, configuration);
  await assertCartWithinOrderLimit(db, userId, { totalCents: priceCents * quantity });
  const [row] = await db
    .insert(schema.cartItems)
    .values({
      userId,
      productId: product.id,
      kind: "window",
      configuration: { options: configuration.options, dimensions: configuration.dimensions, breakdown },
      unitPriceCents: priceCents,
      quantity,
    })
    .returning({ id: schema.cartItems.id });
  if (!row) throw new Error("cart insert returned no row");
  return row.id;
}

/** Adds a configured door with the server's total; the selection is kept for the order. */
export async function addDoorToCart(db: Database, userId: number, selection: DoorSelection): Promise<number> {
  const { totalCents, breakdown, product } = await priceDoorSelection(db, selection);
  await assertCartWithinOrderLimit(db, userId, { totalCents });
  const [row] = await db
    .insert(schema.cartItems)
    .values({
      userId,
      productId: product.id,
      kind: "door",
      configuration: {
        door: selection,
        breakdown: breakdown.map(({ label, value }) => ({ label, value })),
      },
      unitPriceCents: totalCents,
      quantity: 1,
    })
    .returning({ id: schema.cartItems.id });
  if (!row) throw new Error("cart insert returned no row");
  return row.id;
}

const lineNotFound = () => new HttpError(404, "Prodotto non trovato nel carrello");

export async function setCartLineQuantity(db: Database, userId: number, lineId: number, quantity: number) {
  const [line] = await db
    .select({ unitPriceCents: schema.cartItems.unitPriceCents })
    .from(schema.cartItems)
    .where(and(eq(schema.cartItems.id, lineId), eq(schema.cartItems.userId, userId)));
  if (!line) throw lineNotFound();
  await assertCartWithinOrderLimit(db, userId, { lineId, totalCents: line.unitPriceCents * quantity });
  const updated = await db
    .update(schema.cartItems)
    .set({ quantity })
    .where(and(eq(schema.cartItems.id, lineId), eq(schema.cartItems.userId, userId)))
    .returning({ id: schema.cartItems.id });
  if (updated.length === 0) throw lineNotFound();
}

export async function removeCartLine(db: Database, userId: number, lineId: number) {
  const removed = await db
    .delete(schema.cartItems)
    .where(and(eq(schema.cartItems.id, lineId), eq(schema.cartItems.userId, userId)))
    .returning({ id: schema.cartItems.id });
  if (removed.length === 0) throw lineNotFound();
}
