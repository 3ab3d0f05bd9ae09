import { windowLineKind } from "#app/domain/line-kinds/window.ts";
import type { QuoteRequestInput } from "#app/domain/quote-request.ts";
import * as schema from "#db/schema.ts";
import type { Database } from "./db.server.ts";
import { priceWindowConfiguration } from "./pricing.server.ts";

export interface StoredQuoteRequest {
  id: number;
  priceCents: number;
  createdAt: Date;
}

/** Stores a quote request with the price the server computes, whatever the client claimed. */
export async function createQuoteRequest(
  db: Database,
  input: QuoteRequestInput,
  userId: number | null,
): Promise<StoredQuoteRequest> {
  const { priceCents, breakdown, product } = await priceWindowConfiguration(db, input);
  const [row] = await db
    .insert(schema.quoteRequests)
    .values({
      productId: product.id,
      userId,
      customerName: input.customerName,
      customerEmail: input.customerEmail,
      customerPhone: input.customerPhone,
      configuration: windowLineKind.toStored(input, breakdown),
      calculatedPriceCents: priceCents,
      notes: input.notes,
      privacyConsent: input.privacyConsent,
    })
    .returning({ id: schema.quoteRequests.id, createdAt: schema.quoteRequests.createdAt });
  if (!row) throw new Error("quote request insert returned no row");
  return { id: row.id, priceCents, createdAt: row.createdAt };
}
