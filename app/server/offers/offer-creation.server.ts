import { eq } from "drizzle-orm";
import { storedLineRequest } from "#app/domain/configurator/line-kinds/registry.ts";
import { documentPrefixes } from "#app/domain/documents/document-number.ts";
import { DEFAULT_QUOTE_VALIDITY_DAYS } from "#app/domain/documents/sales-document.ts";
import { addShopDays } from "#app/domain/italian-formats/dates.ts";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import { priceCartRequest } from "../configurator/line-kinds.server.ts";
import { nextDocumentNumber } from "../documents/document-numbers.server.ts";
import type { Database, Transaction } from "../platform/db.server.ts";
import { recordAudit } from "../staff/audit.server.ts";

// A new offer for a job (docs/product/offers.md#writing-an-offer): from a
// quote request (its configuration, priced today, is the first line), from a
// lead, or from nothing for a customer who phoned or came to the showroom.

type Actor = { id: number };

export interface OfferStart {
  jobId: number;
  /** The quote request whose configuration becomes the first line. */
  quoteRequestId?: number | null;
  /** The lead the offer answers. */
  contactMessageId?: number | null;
}

/** A new draft for a job, valid for the shop's usual days; a quote request's configuration is its first line. */
export async function createOffer(db: Database, actor: Actor, start: OfferStart, now = new Date()) {
  return db.transaction(async (tx) => {
    const [job] = await tx.select().from(schema.jobs).where(eq(schema.jobs.id, start.jobId)).for("update");
    if (!job) throw refuse.notFound("Commessa non trovata");
    const source = await startingRequest(tx, start);
    const number = await nextDocumentNumber(tx, documentPrefixes.offer, now);
    const [offer] = await tx
      .insert(schema.offers)
      .values({
        number,
        jobId: job.id,
        userId: job.userId,
        quoteRequestId: source.quote?.id ?? null,
        contactMessageId: source.leadId,
        validUntil: addShopDays(now, DEFAULT_QUOTE_VALIDITY_DAYS),
        createdBy: actor.id,
      })
      .returning();
    if (!offer) throw new Error("offer insert returned no row");
    if (source.quote) {
      const { productId, configuration } = source.quote;
      const priced = await priceCartRequest(tx, storedLineRequest("window", productId, configuration, 1));
      await tx.insert(schema.offerLines).values({
        offerId: offer.id,
        position: 1,
        type: "product",
        productId: priced.productId,
        kind: priced.kind,
        configuration: priced.configuration,
        quantity: 1,
        unitPriceCents: priced.unitPriceCents,
      });
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: "offer.create",
      objectType: "offer",
      objectId: offer.id,
      before: null,
      after: { number, job: job.number },
    });
    return { id: offer.id, number };
  });
}

async function startingRequest(tx: Transaction, start: OfferStart) {
  let quote: typeof schema.quoteRequests.$inferSelect | null = null;
  if (start.quoteRequestId) {
    const [row] = await tx
      .select()
      .from(schema.quoteRequests)
      .where(eq(schema.quoteRequests.id, start.quoteRequestId));
    if (!row || row.jobId !== start.jobId) throw refuse.notFound("Richiesta non trovata");
    quote = row;
  }
  let leadId: number | null = null;
  if (start.contactMessageId) {
    const [row] = await tx
      .select({ id: schema.contactMessages.id, jobId: schema.contactMessages.jobId })
      .from(schema.contactMessages)
      .where(eq(schema.contactMessages.id, start.contactMessageId));
    if (!row || row.jobId !== start.jobId) throw refuse.notFound("Richiesta non trovata");
    leadId = row.id;
  }
  return { quote, leadId };
}

/** A new draft for the job with this number (its page's «Nuova offerta»), answering the offer's number. */
export async function createOfferForJob(
  db: Database,
  actor: Actor,
  jobNumber: string,
  start: Omit<OfferStart, "jobId"> = {},
): Promise<string> {
  const [job] = await db
    .select({ id: schema.jobs.id })
    .from(schema.jobs)
    .where(eq(schema.jobs.number, jobNumber));
  if (!job) throw refuse.notFound("Commessa non trovata");
  return (await createOffer(db, actor, { ...start, jobId: job.id })).number;
}

/** «Crea un'offerta» on a quote request (its configuration is the first line) or a lead, in its job. */
export async function createOfferFromRequest(
  db: Database,
  actor: Actor,
  kind: "preventivo" | "contatto",
  requestId: number,
): Promise<string> {
  const table = kind === "preventivo" ? schema.quoteRequests : schema.contactMessages;
  const [row] = await db.select({ jobId: table.jobId }).from(table).where(eq(table.id, requestId));
  if (!row) throw refuse.notFound("Richiesta non trovata");
  const start = kind === "preventivo" ? { quoteRequestId: requestId } : { contactMessageId: requestId };
  return (await createOffer(db, actor, { ...start, jobId: row.jobId })).number;
}
