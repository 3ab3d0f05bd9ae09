import { and, eq } from "drizzle-orm";
import { windowLineKind } from "#app/domain/line-kinds/window.ts";
import type { PublicUser } from "#app/domain/public-user.ts";
import { QUOTE_CLOSED_MESSAGE, quoteExpiredMessage, quoteStanding } from "#app/domain/quote-acceptance.ts";
import { quoteRequestSchema } from "#app/domain/quote-request.ts";
import { quoteValidUntil } from "#app/domain/sales-document.ts";
import * as schema from "#db/schema.ts";
import { assertCartFits, lockCartOwner } from "./cart-limits.server.ts";
import type { Database } from "./db.server.ts";
import { HttpError } from "./http/responses.server.ts";
import { createQuoteRequest, type StoredQuoteRequest } from "./quotes.server.ts";

// "Accetta e ordina" and "Richiedi un nuovo preventivo" on the customer's quote
// page (docs/product/documents.md#accepting-a-quote).

type Viewer = Pick<PublicUser, "id">;

/** The customer's own quote, locked until the transaction ends; another customer's reads as missing. */
async function lockOwnQuote(tx: Database, viewer: Viewer, quoteId: number) {
  const [quote] = await tx
    .select()
    .from(schema.quoteRequests)
    .where(and(eq(schema.quoteRequests.id, quoteId), eq(schema.quoteRequests.userId, viewer.id)))
    .for("update");
  if (!quote) throw new HttpError(404, "Preventivo non trovato");
  return quote;
}

function validUntilOf(quote: typeof schema.quoteRequests.$inferSelect, validityDays: number): string {
  return quoteValidUntil(quote.createdAt.toISOString(), quote.offeredAt?.toISOString() ?? null, validityDays);
}

/**
 * Accepts a valid quote: its line goes into the cart at the quoted or offered
 * price, and the request becomes "accettata" with a history row by the
 * customer, in one transaction. Accepting again changes nothing (the row lock
 * and the one-line-per-quote index make two clicks at once count once).
 * Answers whether this call accepted it.
 */
export async function acceptQuote(
  db: Database,
  viewer: Viewer,
  quoteId: number,
  validityDays: number,
  now = new Date(),
): Promise<{ accepted: boolean }> {
  return db.transaction(async (tx) => {
    const quote = await lockOwnQuote(tx, viewer, quoteId);
    const standing = quoteStanding(quote.status, validUntilOf(quote, validityDays), now);
    if (standing.kind === "accepted") return { accepted: false };
    if (standing.kind === "closed") throw new HttpError(409, QUOTE_CLOSED_MESSAGE);
    if (standing.kind === "expired") throw new HttpError(409, quoteExpiredMessage(standing.validUntil));
    await lockCartOwner(tx, viewer.id);
    await assertCartFits(tx, viewer.id, {
      totalCents: quote.offeredPriceCents ?? quote.calculatedPriceCents,
      services: [],
    });
    await tx
      .insert(schema.cartItems)
      .values({
        userId: viewer.id,
        productId: quote.productId,
        kind: "window",
        configuration: quote.configuration,
        unitPriceCents: quote.offeredPriceCents ?? quote.calculatedPriceCents,
        quantity: 1,
        quoteRequestId: quote.id,
      })
      .onConflictDoNothing();
    await tx
      .update(schema.quoteRequests)
      .set({ status: "accettata", version: quote.version + 1 })
      .where(eq(schema.quoteRequests.id, quote.id));
    await tx.insert(schema.requestStatusHistory).values({
      quoteRequestId: quote.id,
      fromStatus: quote.status,
      toStatus: "accettata",
      changedBy: viewer.id,
      note: "Accettato dal cliente con «Accetta e ordina»",
    });
    return { accepted: true };
  });
}

/**
 * A new request for an expired quote's configuration, at today's price, with
 * the same contact details; the old one stays as it was.
 */
export async function renewQuote(
  db: Database,
  viewer: Viewer,
  quoteId: number,
  validityDays: number,
  now = new Date(),
): Promise<StoredQuoteRequest> {
  const [quote] = await db
    .select()
    .from(schema.quoteRequests)
    .where(and(eq(schema.quoteRequests.id, quoteId), eq(schema.quoteRequests.userId, viewer.id)));
  if (!quote) throw new HttpError(404, "Preventivo non trovato");
  if (quoteStanding(quote.status, validUntilOf(quote, validityDays), now).kind !== "expired") {
    throw new HttpError(409, "Questo preventivo è ancora valido: puoi accettarlo così com'è.");
  }
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
  return createQuoteRequest(db, request, viewer.id);
}
