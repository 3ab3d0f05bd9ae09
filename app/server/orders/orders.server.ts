import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { CheckoutInput } from "#app/domain/cart-and-checkout/checkout-rules.ts";
import {
  includesFitting,
  type PricedLineService,
  servicesTotalCents,
} from "#app/domain/configurator/line-services.ts";
import { documentPrefixes } from "#app/domain/documents/document-number.ts";
import type { Order } from "#app/domain/orders/order.ts";
import {
  isWithinOrderLimit,
  ORDER_TOTAL_LIMIT_MESSAGE,
  orderSizeRefusal,
} from "#app/domain/orders/order-totals.ts";
import { refuse } from "#app/domain/refusal.ts";
import {
  type InstallationDeclaration,
  installationDeclarationErrors,
} from "#app/domain/vat/installation-declaration.ts";
import type { VatCartLine } from "#app/domain/vat/vat-job-lines.ts";
import * as schema from "#db/schema.ts";
import { ownedRow } from "../accounts/owned-rows.server.ts";
import { getCart } from "../cart-and-checkout/cart.server.ts";
import {
  CartChangedError,
  type CartRow,
  cartRows,
  PRICE_CHANGED_MESSAGE,
  repriceCartLine,
} from "../cart-and-checkout/cart-pricing.server.ts";
import { type LineDrawer, loadLineDrawer } from "../configurator/line-drawings.server.ts";
import type { PricedLine } from "../configurator/line-kinds.server.ts";
import { readServicePrices } from "../configurator/line-services.server.ts";
import { nextDocumentNumber } from "../documents/document-numbers.server.ts";
import { jobForOrder } from "../jobs/job-records.server.ts";
import { recordCheckoutCharge } from "../payments/checkout-charge.server.ts";
import { defaultSchedule, startOrderInstalments } from "../payments/order-instalments.server.ts";
import type { Database, Transaction } from "../platform/db.server.ts";
import { cartVatSplit } from "../vat/order-vat.server.ts";
import { checkCustomerCashAtCheckout } from "./cash-limit.server.ts";
import {
  checkOrderRules,
  orderRowValues,
  orderStreet,
  queueOrderReceivedMail,
} from "./order-records.server.ts";
import { toOrder } from "./order-view.server.ts";

export type CreatedOrder = { order: Order; created: boolean };

export interface CheckoutOptions {
  /**
   * The page's checkout asks for the building's use whenever a line is
   * installed; the JSON API takes it when given (docs/product/vat.md#who-gets-it).
   */
  declarationRequired?: boolean;
}

/**
 * Turns the user's cart into an order in one transaction: every line is priced
 * again with today's catalogue, the total is summed here, the status is always
 * 'pending', and the cart is emptied. The user's row is locked first, so
 * parallel submissions for one cart queue up and only the first finds anything
 * to order; a retry with the same idempotency key gets the order it already
 * created. A cart that changed under the customer (a line they can no longer
 * order, or a total other than `expectedTotalCents`, the one they were shown)
 * is refused as a conflict that carries the cart as it is now.
 */
export async function createOrderFromCart(
  db: Database,
  userId: number,
  input: CheckoutInput,
  shopIban: string,
  options: CheckoutOptions = {},
): Promise<CreatedOrder> {
  const drawLine = await loadLineDrawer(db);
  try {
    const outcome = await db.transaction((tx) =>
      orderCart(tx, userId, input, shopIban, drawLine, options.declarationRequired ?? false),
    );
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
  shopIban: string,
  drawLine: LineDrawer,
  declarationRequired: boolean,
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

  const { lines, listTotalCents } = await priceCartForOrder(tx, userId);
  const installed = includesFitting(lines.map(({ services }) => ({ services })));
  const declaration = installed ? checkoutDeclaration(input, declarationRequired) : null;
  const vatSplit = await cartVatSplit(tx, lines.map(vatCartLine), declaration);
  // What the customer owes after the VAT split; the list total without a declaration.
  const totalCents = listTotalCents - vatSplit.savingCents;
  // Nobody pays a price they did not see (docs/product/buying.md#checkout): the list total or what is owed.
  const expected = input.expectedTotalCents;
  if (expected !== undefined && expected !== listTotalCents && expected !== totalCents) {
    throw new CartChangedError(PRICE_CHANGED_MESSAGE);
  }
  checkOrderRules(
    input,
    totalCents,
    lines.map(({ line }) => line.kind),
  );
  // The shop's cash rule per customer, under the user row's lock taken above.
  if (input.paymentMethod === "contrassegno") await checkCustomerCashAtCheckout(tx, userId, totalCents);
  const number = await nextDocumentNumber(tx, documentPrefixes.order);
  const street = orderStreet(input);
  const jobId = await jobForOrder(tx, lines, userId, { ...input.shipping, street });
  // Supply only, sizes confirmed by the customer: they are final, and no survey follows.
  const sizesFinal = input.sizesConfirmed && !installed;
  const [order] = await tx
    .insert(schema.orders)
    .values({
      ...orderRowValues(input, { userId, jobId, number, totalCents, shopIban }),
      measurementsConfirmedAt: sizesFinal ? new Date() : null,
      vatSplit,
      residentialDeclared: declaration?.residential ?? null,
      workKind: declaration?.workKind ?? null,
    })
    .returning();
  if (!order) throw new Error("order insert returned no row");

  // Each line keeps its price, configuration and product name as ordered: the
  // order reads the same after the catalogue changes.
  const items = await tx
    .insert(schema.orderItems)
    .values(
      lines.map(({ line, product, priced, services, lineTotalCents }) => ({
        orderId: order.id,
        productId: line.productId,
        productName: product.name,
        kind: line.kind,
        configuration: priced.configuration,
        unitPriceCents: priced.unitPriceCents,
        quantity: line.quantity,
        roomLabel: line.roomLabel,
        sizesFinal,
        services,
        lineTotalCents,
      })),
    )
    .returning();
  // The shop's default terms for the kind of sale (docs/product/payments.md#terms): goods
  // without installation are paid at order; with installation a survey comes first, and
  // nothing is asked before it. What is due now is charged to the card as a ledger row.
  const saleKind = installed ? "with_installation" : "goods_online";
  order.paymentTerms = await startOrderInstalments(tx, order, await defaultSchedule(tx, saleKind));
  await recordCheckoutCharge(tx, order);
  await queueOrderReceivedMail(tx, order, items);
  const orderedIds = lines.map(({ line }) => line.id);
  await tx
    .delete(schema.cartItems)
    .where(and(eq(schema.cartItems.userId, userId), inArray(schema.cartItems.id, orderedIds)));
  return { order: toOrder(order, items, drawLine), created: true };
}

/** The declaration a checkout with installation carries; the page's form must give it (docs/product/vat.md#who-gets-it). */
function checkoutDeclaration(input: CheckoutInput, required: boolean): InstallationDeclaration | null {
  if (input.declaration) return input.declaration;
  if (!required) return null;
  const fields = installationDeclarationErrors({});
  throw refuse.invalid(Object.values(fields)[0] ?? "", { fields });
}

const vatCartLine = ({ line, product, priced, services }: PricedCartRow): VatCartLine => ({
  productId: line.productId,
  productName: product.name,
  roomLabel: line.roomLabel,
  unitPriceCents: priced.unitPriceCents,
  quantity: line.quantity,
  services,
});

type PricedCartRow = CartRow & { priced: PricedLine; services: PricedLineService[]; lineTotalCents: number };

/** The cart's lines at today's prices and their list total, or the refusal of a cart that cannot be ordered. */
async function priceCartForOrder(tx: Database, userId: number) {
  const rows = await cartRows(tx, userId);
  if (rows.length === 0) throw refuse.invalid("Il carrello è vuoto");
  // A cart filled before the cart was bounded is refused before it is priced (docs/product/buying.md#cart-size).
  const tooMany = orderSizeRefusal(rows.map(({ line }) => line));
  if (tooMany) throw refuse.invalid(tooMany);
  // Read inside the transaction: the order is priced with what the catalogue says now.
  const servicePrices = await readServicePrices(tx);
  const lines: PricedCartRow[] = [];
  // One line after another: a transaction is one connection.
  for (const row of rows) {
    const { priced, services, unavailable } = await repriceCartLine(tx, row, servicePrices);
    if (unavailable?.kind === "configurator") throw refuse.invalid(unavailable.message);
    if (unavailable) throw new CartChangedError(unavailable.message);
    const lineTotalCents = priced.unitPriceCents * row.line.quantity + servicesTotalCents(services);
    lines.push({ ...row, priced, services, lineTotalCents });
  }
  const listTotalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  // A cart filled before the cart bounded its total must not reach the integer columns.
  if (!isWithinOrderLimit(listTotalCents)) throw refuse.invalid(ORDER_TOTAL_LIMIT_MESSAGE);
  return { lines, listTotalCents };
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
    .where(ownedRow(schema.orders, orderId, userId));
  if (!row) throw refuse.notFound("Ordine non trovato");
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
