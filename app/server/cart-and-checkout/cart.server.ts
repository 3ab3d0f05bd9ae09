import { and, eq, isNull, sum } from "drizzle-orm";
import type { Cart, CartLine } from "#app/domain/cart-and-checkout/cart.ts";
import type { CartRequest } from "#app/domain/configurator/line-kinds/registry.ts";
import type { WindowCartRequest } from "#app/domain/configurator/line-kinds/window.ts";
import {
  type LineServiceCode,
  lineServices,
  type ServicePrices,
  servicePriceCodeFor,
  servicePriceText,
  servicesTotalCents,
} from "#app/domain/configurator/line-services.ts";
import { productFamily } from "#app/domain/configurator/product-family.ts";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import { deleteOwnedRow, ownedRow } from "../accounts/owned-rows.server.ts";
import { type LineDrawer, loadLineDrawer } from "../configurator/line-drawings.server.ts";
import { type PricedLine, priceCartRequest, storedLineView } from "../configurator/line-kinds.server.ts";
import {
  assertServicesOffered,
  listServicePrices,
  offeredServices,
} from "../configurator/line-services.server.ts";
import type { Database } from "../platform/db.server.ts";
import { assertCartFits, lockCartOwner } from "./cart-limits.server.ts";
import {
  CART_LINE_NOT_FOUND_MESSAGE,
  type CartRow,
  cartRows,
  ownCartLine,
  repriceCartLine,
} from "./cart-pricing.server.ts";

// The cart belongs to its user: every query is scoped by userId, and a line of
// someone else is refused exactly like a line that does not exist (not found).

/** The cart at today's prices, each line flagged when it cannot be ordered (cart-pricing.server.ts). */
export async function getCart(db: Database, userId: number): Promise<Cart> {
  const [rows, drawLine, servicePrices] = await Promise.all([
    cartRows(db, userId),
    loadLineDrawer(db),
    listServicePrices(db),
  ]);
  const lines = await Promise.all(rows.map((row) => cartLineView(db, row, drawLine, servicePrices)));
  return {
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotalCents: lines.reduce((sum, line) => sum + line.lineTotalCents, 0),
  };
}

/**
 * One line of the customer's cart at today's price, as `getCart` shows it,
 * pricing that line alone: what `POST` and `PATCH /api/cart` answer, so that
 * a change to a long cart does not price every other line again. Null when
 * the line is not the customer's.
 */
export async function getCartLine(
  db: Database,
  userId: number,
  lineId: number,
  pricedNow?: PricedLine,
): Promise<CartLine | null> {
  const [rows, drawLine, servicePrices] = await Promise.all([
    cartRows(db, userId, lineId),
    loadLineDrawer(db),
    listServicePrices(db),
  ]);
  const [row] = rows;
  return row ? cartLineView(db, row, drawLine, servicePrices, pricedNow) : null;
}

async function cartLineView(
  db: Database,
  row: CartRow,
  drawLine: LineDrawer,
  servicePrices: ServicePrices,
  pricedNow?: PricedLine,
): Promise<CartLine> {
  const { line, product, category } = row;
  const { priced, services, unavailable } = await repriceCartLine(db, row, servicePrices, pricedNow);
  const unitPriceCents = priced?.unitPriceCents ?? line.unitPriceCents;
  const configuration = priced?.configuration ?? line.configuration;
  return {
    id: line.id,
    productId: line.productId,
    ...storedLineView({ kind: line.kind, configuration, unitPriceCents, quantity: line.quantity }),
    roomLabel: line.roomLabel,
    lineTotalCents: unitPriceCents * line.quantity + servicesTotalCents(services),
    services,
    serviceChoices: offeredServices(row).map((code) => ({
      code,
      label: lineServices[code].label,
      description: lineServices[code].description,
      priceText: servicePriceText(servicePrices[servicePriceCodeFor(code, productFamily(row))]),
      chosen: line.services.includes(code),
    })),
    available: unavailable === null,
    unavailableReason: unavailable?.message ?? null,
    // A size the factory cannot make is changed in the configurator, like any other choice.
    reconfigurable:
      line.kind === "window" &&
      line.quoteRequestId === null &&
      (unavailable === null || unavailable.kind === "size"),
    drawing: drawLine(line),
    thermalTransmittance: drawLine.thermal(line),
    product: {
      id: product.id,
      name: product.name,
      slug: product.slug,
      imageUrl: product.imageUrl,
      categoryId: product.categoryId,
      category,
    },
  };
}

/** How many pieces the cart holds, for the header's badge: one query, no pricing. */
export async function cartItemCount(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ pieces: sum(schema.cartItems.quantity).mapWith(Number) })
    .from(schema.cartItems)
    .where(eq(schema.cartItems.userId, userId));
  return row?.pieces ?? 0;
}

/** Where a new line goes and how many: the room («Cucina») and, for a door, its quantity. */
export interface CartLinePlacement {
  roomLabel?: string;
  /** A window's quantity is in its request; a door's travels beside it. */
  quantity?: number;
}

/**
 * Adds a configured line of any kind, priced by the server, with the services
 * chosen for it; a client-sent price, of the line or of a service, is never read.
 * Answers the new line's id and its price, which the answer shows as it is.
 */
export async function addToCart(
  db: Database,
  userId: number,
  request: CartRequest,
  services: readonly LineServiceCode[] = [],
  placement: CartLinePlacement = {},
): Promise<{ id: number; priced: PricedLine }> {
  const priced = await priceCartRequest(db, request);
  const line =
    request.kind === "door" && placement.quantity ? { ...priced, quantity: placement.quantity } : priced;
  await assertServicesOffered(db, line.productId, services);
  return db.transaction(async (tx) => {
    await lockCartOwner(tx, userId);
    await assertCartFits(tx, userId, { totalCents: line.unitPriceCents * line.quantity, services });
    const [row] = await tx
      .insert(schema.cartItems)
      .values({ userId, ...line, roomLabel: placement.roomLabel ?? "", services: [...services] })
      .returning({ id: schema.cartItems.id });
    if (!row) throw new Error("cart insert returned no row");
    return { id: row.id, priced: line };
  });
}

const lineNotFound = () => refuse.notFound(CART_LINE_NOT_FOUND_MESSAGE);

/** The offer was made for this quantity: another one needs a new quote. */
export const QUOTE_LINE_QUANTITY_MESSAGE =
  "La quantità di un preventivo accettato non si può cambiare: per altre quantità chiedi un nuovo preventivo.";

export async function setCartLineQuantity(db: Database, userId: number, lineId: number, quantity: number) {
  const line = await ownCartLine(db, userId, lineId);
  if (line.quoteRequestId !== null && quantity !== line.quantity) {
    throw refuse.invalid(QUOTE_LINE_QUANTITY_MESSAGE);
  }
  await assertCartFits(db, userId, { lineId, totalCents: line.unitPriceCents * quantity });
  const updated = await db
    .update(schema.cartItems)
    .set({ quantity })
    .where(ownedRow(schema.cartItems, lineId, userId))
    .returning({ id: schema.cartItems.id });
  if (updated.length === 0) throw lineNotFound();
}

/** A window line's new configuration; the quantity stays unless given. */
export interface CartLineConfiguration {
  productId?: number;
  options: WindowCartRequest["options"];
  dimensions: WindowCartRequest["dimensions"];
  quantity?: number;
}

export const QUOTE_LINE_CONFIGURATION_MESSAGE =
  "La configurazione di un preventivo accettato non si può cambiare: per un'altra configurazione chiedi un nuovo preventivo.";
export const NOT_A_WINDOW_LINE_MESSAGE = "Solo la configurazione di una finestra si può modificare da qui.";
export const OTHER_PRODUCT_MESSAGE = "La configurazione deve essere dello stesso prodotto della riga.";

/**
 * Replaces a window line's configuration in place, priced by the same rules as
 * a new line (POST /api/cart); another user's line is not found.
 */
export async function reconfigureCartLine(
  db: Database,
  userId: number,
  lineId: number,
  change: CartLineConfiguration,
) {
  const line = await ownCartLine(db, userId, lineId);
  if (line.kind !== "window") throw refuse.invalid(NOT_A_WINDOW_LINE_MESSAGE);
  if (line.quoteRequestId !== null) throw refuse.invalid(QUOTE_LINE_CONFIGURATION_MESSAGE);
  if (change.productId !== undefined && change.productId !== line.productId) {
    throw refuse.invalid(OTHER_PRODUCT_MESSAGE);
  }
  const priced = await priceCartRequest(db, {
    kind: "window",
    request: {
      productId: line.productId,
      options: change.options,
      dimensions: change.dimensions,
      quantity: change.quantity ?? line.quantity,
    },
  });
  await assertCartFits(db, userId, {
    lineId,
    totalCents: priced.unitPriceCents * priced.quantity,
  });
  const updated = await db
    .update(schema.cartItems)
    .set({
      configuration: priced.configuration,
      unitPriceCents: priced.unitPriceCents,
      quantity: priced.quantity,
    })
    .where(ownedRow(schema.cartItems, lineId, userId))
    .returning({ id: schema.cartItems.id });
  if (updated.length === 0) throw lineNotFound();
}

/** The customer's window line of `productId` that the product page may update in place, or null. */
export async function findReconfigurableCartLine(
  db: Database,
  userId: number,
  lineId: number,
  productId: number,
): Promise<{ id: number } | null> {
  const [line] = await db
    .select({ id: schema.cartItems.id })
    .from(schema.cartItems)
    .where(
      and(
        eq(schema.cartItems.id, lineId),
        eq(schema.cartItems.userId, userId),
        eq(schema.cartItems.productId, productId),
        eq(schema.cartItems.kind, "window"),
        isNull(schema.cartItems.quoteRequestId),
      ),
    );
  return line ?? null;
}

export async function removeCartLine(db: Database, userId: number, lineId: number) {
  if (!(await deleteOwnedRow(db, schema.cartItems, lineId, userId))) throw lineNotFound();
}

/**
 * Sets the services of one of the customer's cart lines. A line of another
 * user is not found, like a missing one; a service the product cannot take is
 * refused as invalid.
 */
export async function setCartLineServices(
  db: Database,
  userId: number,
  lineId: number,
  services: readonly LineServiceCode[],
) {
  const line = await ownCartLine(db, userId, lineId);
  await assertServicesOffered(db, line.productId, services);
  await db.transaction(async (tx) => {
    await lockCartOwner(tx, userId);
    await assertCartFits(tx, userId, { lineId, services });
    await tx
      .update(schema.cartItems)
      .set({ services: [...services] })
      .where(ownedRow(schema.cartItems, lineId, userId));
  });
}
