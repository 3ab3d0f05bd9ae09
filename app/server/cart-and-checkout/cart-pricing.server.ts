import { asc, eq } from "drizzle-orm";
import type { Cart } from "#app/domain/cart-and-checkout/cart.ts";
import { orderLineConfiguratorMessage } from "#app/domain/catalogue/catalogue.ts";
import { storedLineRequest } from "#app/domain/configurator/line-kinds/registry.ts";
import type { PricedLineService, ServicePrices } from "#app/domain/configurator/line-services.ts";
import { isRefusal, Refusal, refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import { ownedRow } from "../accounts/owned-rows.server.ts";
import { type PricedLine, priceCartRequest } from "../configurator/line-kinds.server.ts";
import { priceServicesOf } from "../configurator/line-services.server.ts";
import type { Database } from "../platform/db.server.ts";

// A cart is always shown, and ordered, at today's prices: each stored line is
// priced again from its configuration with the current catalogue, exactly as
// if it were added now (docs/product/buying.md#cart); only the line of an
// accepted quote keeps the price the shop quoted. A line whose product is
// hidden, sold through another configurator or no longer priceable is flagged
// instead, and the checkout refuses the cart until it is removed. The line's
// services are priced again too, from the catalogue's service prices.

export const PRICE_CHANGED_MESSAGE = "Il prezzo di alcuni prodotti è cambiato: controlla il carrello";

/**
 * Why a line cannot be ordered: the checkout refuses a wrong configurator as
 * invalid, the rest as a conflict. `size`: a size the factory cannot make, from
 * before the limits existed; the line stays, to be changed.
 */
export type UnavailableKind = "hidden" | "configurator" | "unpriceable" | "size";

/** The customer's cart lines (or the one of them `lineId` names) with what re-pricing needs, in the order they were added. */
export function cartRows(db: Database, userId: number, lineId?: number) {
  return db
    .select({
      line: schema.cartItems,
      product: {
        id: schema.products.id,
        name: schema.products.name,
        slug: schema.products.slug,
        imageUrl: schema.products.imageUrl,
        categoryId: schema.products.categoryId,
        hidden: schema.products.hidden,
      },
      category: { slug: schema.categories.slug, name: schema.categories.name },
      collectionSlug: schema.subcategories.slug,
    })
    .from(schema.cartItems)
    .innerJoin(schema.products, eq(schema.cartItems.productId, schema.products.id))
    .innerJoin(schema.categories, eq(schema.products.categoryId, schema.categories.id))
    .leftJoin(schema.subcategories, eq(schema.products.subcategoryId, schema.subcategories.id))
    .where(
      lineId === undefined ? eq(schema.cartItems.userId, userId) : ownedRow(schema.cartItems, lineId, userId),
    )
    .orderBy(asc(schema.cartItems.id));
}

export type CartRow = Awaited<ReturnType<typeof cartRows>>[number];

/**
 * One stored line of this customer's cart; another user's line is not found,
 * exactly like a line that does not exist.
 */
export async function ownCartLine(db: Database, userId: number, lineId: number) {
  const [line] = await db
    .select()
    .from(schema.cartItems)
    .where(ownedRow(schema.cartItems, lineId, userId));
  if (!line) throw refuse.notFound(CART_LINE_NOT_FOUND_MESSAGE);
  return line;
}

export const CART_LINE_NOT_FOUND_MESSAGE = "Prodotto non trovato nel carrello";

export type RepricedLine =
  | { row: CartRow; priced: PricedLine; services: PricedLineService[]; unavailable: null }
  | { row: CartRow; priced: null; services: []; unavailable: { kind: UnavailableKind; message: string } };

/** One stored line priced with today's catalogue, or the reason it cannot be ordered. */
export async function repriceCartLine(
  db: Database,
  row: CartRow,
  servicePrices: ServicePrices,
  pricedNow?: PricedLine,
): Promise<RepricedLine> {
  const repriced = await repriceConfiguredLine(db, row, pricedNow);
  if (repriced.unavailable) return { row, priced: null, services: [], unavailable: repriced.unavailable };
  const { priced } = repriced;
  const services = priceServicesOf(
    { ...row.line, configuration: priced.configuration, category: row.category },
    servicePrices,
  );
  return { row, priced, services, unavailable: null };
}

type RepricedConfiguration =
  | { row: CartRow; priced: PricedLine; unavailable: null }
  | { row: CartRow; priced: null; unavailable: { kind: UnavailableKind; message: string } };

/** `pricedNow`: the line as it was priced a moment ago, when it was added, so it is not priced twice. */
async function repriceConfiguredLine(
  db: Database,
  row: CartRow,
  pricedNow?: PricedLine,
): Promise<RepricedConfiguration> {
  const { line, product } = row;
  const name = `Il prodotto «${product.name}»`;
  if (product.hidden) {
    const message = `${name} non è più disponibile: rimuovilo dal carrello per completare l'ordine.`;
    return { row, priced: null, unavailable: { kind: "hidden", message } };
  }
  const subcategory = row.collectionSlug === null ? null : { slug: row.collectionSlug };
  const refusal = orderLineConfiguratorMessage(product.name, line.kind, { subcategory });
  if (refusal) return { row, priced: null, unavailable: { kind: "configurator", message: refusal } };
  if (line.quoteRequestId !== null) {
    // An accepted quote's line keeps the quoted or offered price, whatever the
    // list price is today (docs/product/documents.md#accepting-a-quote).
    const { kind, productId, unitPriceCents, quantity, configuration } = line;
    return { row, priced: { kind, productId, unitPriceCents, quantity, configuration }, unavailable: null };
  }
  if (pricedNow) return { row, priced: pricedNow, unavailable: null };
  try {
    const request = storedLineRequest(line.kind, line.productId, line.configuration, line.quantity);
    return { row, priced: await priceCartRequest(db, request), unavailable: null };
  } catch (error) {
    if (!isRefusal(error)) throw error;
    if (isSizeRefusal(error)) {
      const message = `${name}: ${error.message}. Cambia la misura per completare l'ordine.`;
      return { row, priced: null, unavailable: { kind: "size", message } };
    }
    const message = `${name} non si può più ordinare così (${error.message}): rimuovilo dal carrello e configuralo di nuovo.`;
    return { row, priced: null, unavailable: { kind: "unpriceable", message } };
  }
}

/** A refusal of the size alone (the factory's limits), not of the product or its options. */
function isSizeRefusal(error: Refusal): boolean {
  const fields = Object.keys(error.fields);
  return fields.length > 0 && fields.every((field) => field.startsWith("dimensions."));
}

/**
 * The checkout's refusal of a cart that changed under the customer: a price
 * that is not the one they saw, or a line they can no longer order. A
 * conflict that carries the cart as it is now, so the customer can look again.
 */
export class CartChangedError extends Refusal {
  cart: Cart | null = null;
  constructor(message: string) {
    super("conflict", message, { reason: "cart-changed" });
  }
}
