import { and, eq, gte, sql } from "drizzle-orm";
import type { PublicUser } from "#app/domain/accounts/public-user.ts";
import { windowLineKind } from "#app/domain/configurator/line-kinds/window.ts";
import { quoteValidUntil } from "#app/domain/documents/sales-document.ts";
import { shopCalendarDay } from "#app/domain/italian-formats/dates.ts";
import { refuse } from "#app/domain/refusal.ts";
import {
  type AcceptedQuoteCart,
  QUOTE_CHANGED_MESSAGE,
  QUOTE_CLOSED_MESSAGE,
  quoteExpiredMessage,
  quoteStanding,
} from "#app/domain/requests/quote-acceptance.ts";
import { quoteRequestSchema } from "#app/domain/requests/quote-request.ts";
import * as schema from "#db/schema.ts";
import { isUniqueViolation } from "../accounts/accounts.server.ts";
import { assertCartFits, lockCartOwner } from "../cart-and-checkout/cart-limits.server.ts";
import type { Database } from "../platform/db.server.ts";
import { createQuoteRequest } from "./quotes.server.ts";
import { transitionRequest } from "./request-transition.server.ts";

// "Accetta e ordina" and "Richiedi un nuovo preventivo" on the customer's quote
// page (docs/product/documents.md#accepting-a-quote).

type Viewer = Pick<PublicUser, "id">;

const QUOTE_NOT_FOUND = "Preventivo non trovato";

/** «Il preventivo è scaduto il …»: accepting it again needs a new quote. */
const expiredQuote = (validUntil: string) =>
  refuse.conflict(quoteExpiredMessage(validUntil), { reason: "quote-expired" });

export interface QuoteRenewal {
  id: number;
  /** "P-2026-000123". */
  number: string;
}

/** The customer's own quote, locked until the transaction ends; another customer's reads as missing. */
async function lockOwnQuote(tx: Database, viewer: Viewer, quoteId: number) {
  const [quote] = await tx
    .select()
    .from(schema.quoteRequests)
    .where(and(eq(schema.quoteRequests.id, quoteId), eq(schema.quoteRequests.userId, viewer.id)))
    .for("update");
  if (!quote) throw refuse.notFound(QUOTE_NOT_FOUND);
  return quote;
}

type QuoteRow = typeof schema.quoteRequests.$inferSelect;

function validUntilOf(quote: QuoteRow, validityDays: number): string {
  return quoteValidUntil(quote.createdAt.toISOString(), quote.offeredAt?.toISOString() ?? null, validityDays);
}

/** The line the quote put in its customer's cart, at the quoted or offered price. */
function quoteCartLine(quote: QuoteRow, userId: number) {
  return {
    userId,
    productId: quote.productId,
    kind: "window" as const,
    configuration: quote.configuration,
    unitPriceCents: quote.offeredPriceCents ?? quote.calculatedPriceCents,
    quantity: 1,
    quoteRequestId: quote.id,
  };
}

/** Puts the quote's line in the customer's cart, if the cart has room for it (docs/product/buying.md#cart-size). */
async function putInCart(tx: Database, userId: number, quote: QuoteRow): Promise<void> {
  await lockCartOwner(tx, userId);
  const line = quoteCartLine(quote, userId);
  await assertCartFits(tx, userId, { totalCents: line.unitPriceCents * line.quantity, services: [] });
  await tx.insert(schema.cartItems).values(line).onConflictDoNothing();
}

/**
 * Where an accepted quote's line is (null for a quote not accepted): in the
 * cart; ordered (one of the customer's orders since the quote has its
 * configuration at its price, as the checkout copied it); or taken out of the
 * cart, and then whether its validity still lets it be put back.
 */
export async function acceptedQuoteCart(
  db: Database,
  userId: number,
  quote: QuoteRow,
  validityDays: number,
  now = new Date(),
): Promise<AcceptedQuoteCart | null> {
  if (quote.status !== "accettata") return null;
  const [inCart] = await db
    .select({ id: schema.cartItems.id })
    .from(schema.cartItems)
    .where(eq(schema.cartItems.quoteRequestId, quote.id));
  if (inCart) return { kind: "in-cart" };
  const { orders, orderItems } = schema;
  const [ordered] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        gte(orders.createdAt, quote.createdAt),
        eq(orderItems.productId, quote.productId),
        eq(orderItems.unitPriceCents, quoteCartLine(quote, userId).unitPriceCents),
        sql`${orderItems.configuration} = ${JSON.stringify(quote.configuration)}::jsonb`,
      ),
    )
    .limit(1);
  if (ordered) return { kind: "ordered" };
  const validUntil = validUntilOf(quote, validityDays);
  return shopCalendarDay(now) > validUntil
    ? { kind: "removed-expired", validUntil }
    : { kind: "removed", validUntil };
}

/** The customer's quote page's view of where an accepted quote's line is. */
export async function ownQuoteCart(db: Database, userId: number, quoteId: number, validityDays: number) {
  const [quote] = await db
    .select()
    .from(schema.quoteRequests)
    .where(and(eq(schema.quoteRequests.id, quoteId), eq(schema.quoteRequests.userId, userId)));
  return quote ? acceptedQuoteCart(db, userId, quote, validityDays) : null;
}

/**
 * Accepts a valid quote: its line goes into the cart at the quoted or offered
 * price, and the request becomes "accettata" with a history row by the
 * customer, in one transaction. `expectedVersion` is the quote's version as
 * the page showed it: a quote the shop changed since (a new offer) answers
 * 409, so the customer accepts what they read. Accepting again changes nothing
 * (the row lock and the one-line-per-quote index make two clicks at once count
 * once), except that an accepted quote taken out of the cart, not ordered and
 * still within its validity, is put back at the accepted price. Answers
 * whether this call accepted it, or put it back.
 */
export async function acceptQuote(
  db: Database,
  viewer: Viewer,
  quoteId: number,
  validityDays: number,
  expectedVersion: number,
  now = new Date(),
): Promise<{ accepted: boolean; restored: boolean }> {
  return db.transaction(async (tx) => {
    const quote = await lockOwnQuote(tx, viewer, quoteId);
    const standing = quoteStanding(quote.status, validUntilOf(quote, validityDays), now);
    if (standing.kind === "accepted") {
      const cart = await acceptedQuoteCart(tx, viewer.id, quote, validityDays, now);
      if (cart?.kind === "removed-expired") throw expiredQuote(cart.validUntil);
      if (cart?.kind !== "removed") return { accepted: false, restored: false };
      await putInCart(tx, viewer.id, quote);
      return { accepted: false, restored: true };
    }
    if (standing.kind === "closed") throw refuse.conflict(QUOTE_CLOSED_MESSAGE, { reason: "quote-closed" });
    if (standing.kind === "expired") throw expiredQuote(standing.validUntil);
    if (quote.version !== expectedVersion)
      throw refuse.conflict(QUOTE_CHANGED_MESSAGE, { reason: "quote-changed" });
    await putInCart(tx, viewer.id, quote);
    await transitionRequest(
      tx,
      { kind: "preventivo", id: quote.id, status: quote.status },
      {
        to: "accettata",
        via: "customer-acceptance",
        changedBy: viewer.id,
        note: "Accettato dal cliente con «Accetta e ordina»",
        // The customer's own step: its history row says who; the audit log is for staff actions.
        audit: null,
      },
    );
    return { accepted: true, restored: false };
  });
}

/** The request that renewed `quoteId`, if one did: an expired quote is renewed once. */
export async function quoteRenewal(db: Database, quoteId: number): Promise<QuoteRenewal | null> {
  const [renewal] = await db
    .select({ id: schema.quoteRequests.id, number: schema.quoteRequests.number })
    .from(schema.quoteRequests)
    .where(eq(schema.quoteRequests.renewedFromId, quoteId));
  return renewal ?? null;
}

/**
 * A new request for an expired quote's configuration, at today's price, with
 * the same contact details; the old one stays as it was. An expired quote is
 * renewed once (the unique `renewed_from_id`): asking again, or twice at the
 * same moment, answers the one renewal. `beforeRenewal` runs only when a new
 * request is to be made: the route counts it against the public-form limit,
 * as a request from the configurator counts.
 */
export async function renewQuote(
  db: Database,
  viewer: Viewer,
  quoteId: number,
  validityDays: number,
  {
    beforeRenewal = async () => {},
    now = new Date(),
  }: { beforeRenewal?: () => Promise<void>; now?: Date } = {},
): Promise<QuoteRenewal & { renewed: boolean }> {
  const [quote] = await db
    .select()
    .from(schema.quoteRequests)
    .where(and(eq(schema.quoteRequests.id, quoteId), eq(schema.quoteRequests.userId, viewer.id)));
  if (!quote) throw refuse.notFound(QUOTE_NOT_FOUND);
  const earlier = await quoteRenewal(db, quote.id);
  if (earlier) return { ...earlier, renewed: false };
  if (quoteStanding(quote.status, validUntilOf(quote, validityDays), now).kind !== "expired") {
    throw refuse.conflict("Questo preventivo è ancora valido: puoi accettarlo così com'è.", {
      reason: "quote-still-valid",
    });
  }
  await beforeRenewal();
  const stored = windowLineKind.storedSchema.parse(quote.configuration);
  // Priced again by createQuoteRequest, which refuses what today's catalogue no longer offers.
  const request = quoteRequestSchema.parse({
    productId: quote.productId,
    options: stored.options,
    dimensions: stored.dimensions,
    customerName: quote.customerName,
    customerEmail: quote.customerEmail,
    customerPhone: quote.customerPhone,
    notes: quote.notes,
    privacyConsent: true,
  });
  try {
    const { id, number } = await createQuoteRequest(db, request, viewer.id, quote.id);
    return { id, number, renewed: true };
  } catch (error) {
    // Another click renewed it a moment earlier: its transaction, number and mails stand, this one's rolled back.
    const renewal = isUniqueViolation(error) ? await quoteRenewal(db, quote.id) : null;
    if (!renewal) throw error;
    return { ...renewal, renewed: false };
  }
}
