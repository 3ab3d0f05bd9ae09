import { eq } from "drizzle-orm";
import * as schema from "#db/schema.ts";
import { VERIFY_LINK_TTL_MS } from "../accounts/account-email.server.ts";
import { issueEmailToken, spendEmailToken } from "../accounts/email-links.server.ts";
import { enqueueMail } from "../mail/outbox.server.ts";
import type { Database, Transaction } from "../platform/db.server.ts";

// Who gets a quote request's PDF (docs/product/leads.md#confirming-the-address):
// a request from an address nobody has confirmed gets a short fixed-text
// acknowledgement with a confirmation link; the quote, with the sender's name
// and notes, goes only to an address that confirmed it.

export interface QuoteMailFacts {
  quoteId: number;
  number: string;
  name: string;
  email: string;
  productName: string;
  priceCents: number;
  signedIn: boolean;
}

/** The customer's «Abbiamo ricevuto la tua richiesta» with the PDF: for a confirmed address only. */
export async function sendQuoteReceived(tx: Transaction, facts: QuoteMailFacts): Promise<void> {
  const { email, ...params } = facts;
  await enqueueMail(tx, "quote-received", { to: email }, params);
}

/** The acknowledgement for an unconfirmed address: fixed words, no attachment, a confirmation link. */
export async function askToConfirmQuoteRequest(
  tx: Transaction,
  quote: { quoteId: number; number: string; email: string },
): Promise<void> {
  const token = await issueEmailToken(tx, {
    purpose: "confirm-quote-request",
    owner: { quoteRequestId: quote.quoteId },
    email: quote.email,
    ttlMs: VERIFY_LINK_TTL_MS,
  });
  await enqueueMail(
    tx,
    "quote-request-confirm",
    { to: quote.email },
    { quoteId: quote.quoteId, number: quote.number, token },
  );
}

/** The link's POST: marks the request's address confirmed and sends its quote PDF, once. */
export async function confirmQuoteRequest(db: Database, token: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const link = await spendEmailToken(tx, "confirm-quote-request", token, now);
    const [found] = await tx
      .select({ quote: schema.quoteRequests, productName: schema.products.name })
      .from(schema.quoteRequests)
      .innerJoin(schema.products, eq(schema.quoteRequests.productId, schema.products.id))
      .where(eq(schema.quoteRequests.id, link.quoteRequestId ?? 0))
      .for("update", { of: schema.quoteRequests });
    if (!found || found.quote.emailConfirmedAt) return;
    const { quote, productName } = found;
    await tx
      .update(schema.quoteRequests)
      .set({ emailConfirmedAt: now })
      .where(eq(schema.quoteRequests.id, quote.id));
    await sendQuoteReceived(tx, {
      quoteId: quote.id,
      number: quote.number,
      name: quote.customerName,
      email: quote.customerEmail,
      productName,
      priceCents: quote.calculatedPriceCents,
      signedIn: quote.userId !== null,
    });
  });
}
