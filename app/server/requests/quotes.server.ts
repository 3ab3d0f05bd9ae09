import { desc, eq, type SQL } from "drizzle-orm";
import { lineKindRegistry } from "#app/domain/configurator/line-kinds/registry.ts";
import { windowLineKind } from "#app/domain/configurator/line-kinds/window.ts";
import { productFamily } from "#app/domain/configurator/product-family.ts";
import { documentPrefixes } from "#app/domain/documents/document-number.ts";
import { quoteValidUntil } from "#app/domain/documents/sales-document.ts";
import { refuse } from "#app/domain/refusal.ts";
import { quoteStanding } from "#app/domain/requests/quote-acceptance.ts";
import type { QuoteRequestInput } from "#app/domain/requests/quote-request.ts";
import type {
  CustomerQuote,
  CustomerQuoteSummary,
  QuoteConfigurationView,
  QuoteOfferView,
} from "#app/domain/requests/quote-view.ts";
import * as schema from "#db/schema.ts";
import { isVerifiedAccountEmail } from "../accounts/account-email.server.ts";
import { ownedRow } from "../accounts/owned-rows.server.ts";
import { listCalculatorOptions } from "../catalogue/catalogue.server.ts";
import { priceWindowConfiguration } from "../configurator/pricing.server.ts";
import { nextDocumentNumber } from "../documents/document-numbers.server.ts";
import { jobOfQuote, openJob } from "../jobs/job-records.server.ts";
import { enqueueMail } from "../mail/outbox.server.ts";
import type { Database } from "../platform/db.server.ts";
import { askToConfirmQuoteRequest, sendQuoteReceived } from "./quote-confirmation.server.ts";

// Quote requests from the configurators (docs/product/leads.md), and a signed-in
// customer's own list of them, "I miei preventivi" (docs/product/accounts.md).

export interface StoredQuoteRequest {
  id: number;
  /** "P-2026-000123" (docs/product/documents.md#numbers). */
  number: string;
  priceCents: number;
  createdAt: Date;
}

/**
 * Stores a quote request with the price the server computes, whatever the
 * client claimed. `userId` is the signed-in customer's (from the session,
 * never from the body), null for a guest.
 */
export async function createQuoteRequest(
  db: Database,
  input: QuoteRequestInput,
  userId: number | null,
  /** The expired quote this request renews (docs/product/documents.md#accepting-a-quote); unique. */
  renewedFromId: number | null = null,
): Promise<StoredQuoteRequest> {
  const { priceCents, breakdown, product } = await priceWindowConfiguration(db, input, { purpose: "sale" });
  // Only the account's own confirmed address gets the PDF at once; any other is a guest's (docs/product/leads.md).
  const confirmed = await isVerifiedAccountEmail(db, userId, input.customerEmail);
  const stored = await db.transaction(async (tx) => {
    const number = await nextDocumentNumber(tx, documentPrefixes.quote);
    const jobId =
      (renewedFromId === null ? null : await jobOfQuote(tx, renewedFromId)) ??
      (await openJob(tx, {
        userId,
        name: input.customerName,
        email: input.customerEmail,
        phone: input.customerPhone,
      }));
    if (input.surveyPreferredDays)
      await tx
        .update(schema.jobs)
        .set({ surveyPreferredDays: input.surveyPreferredDays })
        .where(eq(schema.jobs.id, jobId));
    const [row] = await tx
      .insert(schema.quoteRequests)
      .values({
        number,
        jobId,
        productId: product.id,
        userId,
        customerName: input.customerName,
        customerEmail: input.customerEmail,
        customerPhone: input.customerPhone,
        configuration: windowLineKind.toStored(input, breakdown),
        calculatedPriceCents: priceCents,
        notes: input.notes,
        privacyConsent: input.privacyConsent,
        emailConfirmedAt: confirmed ? new Date() : null,
        renewedFromId,
      })
      .returning({ id: schema.quoteRequests.id, createdAt: schema.quoteRequests.createdAt });
    if (!row) throw new Error("quote request insert returned no row");
    // The shop's inbox gets everything; the customer the PDF or a confirmation link (docs/product/mail.md).
    const facts = {
      quoteId: row.id,
      number,
      name: input.customerName,
      productName: product.name,
      priceCents,
    };
    if (confirmed)
      await sendQuoteReceived(tx, { ...facts, email: input.customerEmail, signedIn: userId !== null });
    else await askToConfirmQuoteRequest(tx, { quoteId: row.id, number, email: input.customerEmail });
    await enqueueMail(tx, "quote-received-shop", "shop", {
      ...facts,
      email: input.customerEmail,
      phone: input.customerPhone || null,
      notes: input.notes,
    });
    return { id: row.id, number, priceCents, createdAt: row.createdAt };
  });
  return stored;
}

type QuoteRow = typeof schema.quoteRequests.$inferSelect;

/** The stored configuration read through the line-kind registry, with the colour that draws it. */
export async function quoteConfigurationView(
  db: Database,
  row: QuoteRow,
  productName: string,
): Promise<QuoteConfigurationView> {
  const stored = lineKindRegistry.window.storedSchema.parse(row.configuration);
  const [options, [category]] = await Promise.all([
    listCalculatorOptions(db),
    db
      .select({ slug: schema.categories.slug })
      .from(schema.products)
      .innerJoin(schema.categories, eq(schema.products.categoryId, schema.categories.id))
      .where(eq(schema.products.id, row.productId)),
  ]);
  // A window's colour or a door's finish gives the drawing its swatch.
  const colour = options.find(
    (option) =>
      (option.type === "color" || option.type === "finish") && option.value === stored.options[option.type],
  );
  return {
    productId: row.productId,
    productName,
    family: productFamily({ category: { slug: category?.slug ?? "" } }),
    options: stored.options,
    dimensions: stored.dimensions,
    summary: stored.breakdown,
    colour: colour
      ? { type: colour.type, value: colour.value, name: colour.name, swatch: colour.swatch }
      : null,
    requestPriceCents: row.calculatedPriceCents,
  };
}

/** The offer as the customer reads it; null until staff make one. */
export function quoteOfferView(row: QuoteRow): QuoteOfferView | null {
  if (row.offeredPriceCents === null || row.offerReason === null || row.offeredAt === null) return null;
  return { priceCents: row.offeredPriceCents, reason: row.offerReason, at: row.offeredAt.toISOString() };
}

/** A quote request as the customer's list and the back office's customer page show it. */
export function customerQuoteSummary(row: QuoteRow, productName: string): CustomerQuoteSummary {
  return {
    id: row.id,
    number: row.number,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    productName,
    requestPriceCents: row.calculatedPriceCents,
    offeredPriceCents: row.offeredPriceCents,
  };
}

/** The quote requests `where` selects, each with its product's name, newest first. */
export function quotesWithProductName(db: Database, where: SQL | undefined) {
  return db
    .select({ quote: schema.quoteRequests, productName: schema.products.name })
    .from(schema.quoteRequests)
    .innerJoin(schema.products, eq(schema.quoteRequests.productId, schema.products.id))
    .where(where)
    .orderBy(desc(schema.quoteRequests.createdAt), desc(schema.quoteRequests.id));
}

/** The quote requests a customer made while signed in, newest first. */
export async function listCustomerQuotes(db: Database, userId: number): Promise<CustomerQuoteSummary[]> {
  const rows = await quotesWithProductName(db, eq(schema.quoteRequests.userId, userId));
  return rows.map(({ quote, productName }) => customerQuoteSummary(quote, productName));
}

/** One of the customer's quote requests; another customer's reads exactly like a missing one (not found). */
export async function getCustomerQuote(
  db: Database,
  userId: number,
  quoteId: number,
  validityDays: number,
  now = new Date(),
): Promise<CustomerQuote> {
  const [found] = await quotesWithProductName(db, ownedRow(schema.quoteRequests, quoteId, userId));
  if (!found) throw refuse.notFound("Preventivo non trovato");
  const { quote, productName } = found;
  return {
    ...customerQuoteSummary(quote, productName),
    configuration: await quoteConfigurationView(db, quote, productName),
    offer: quoteOfferView(quote),
    notes: quote.notes,
    version: quote.version,
    standing: quoteStanding(
      quote.status,
      quoteValidUntil(quote.createdAt.toISOString(), quote.offeredAt?.toISOString() ?? null, validityDays),
      now,
    ),
  };
}
