import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { OfferDecision } from "#app/domain/offers/offer-status.ts";
import * as schema from "#db/schema.ts";
import { isVerifiedAccountEmail } from "../accounts/account-email.server.ts";
import { enqueueMail } from "../mail/outbox.server.ts";
import type { Transaction } from "../platform/db.server.ts";
import { offerVersion, type SentVersion } from "./offer-versions.server.ts";

// The e-mails of an offer (docs/product/mail.md#offers): the version to the
// customer with its PDF, and the office told of every answer. Both are queued
// in the event's transaction, so a message exists exactly when it committed.

type JobRow = typeof schema.jobs.$inferSelect;

/**
 * Whether the job's address is known to be the customer's: their account
 * confirmed it, a guest confirmed it by a request's link, or the office
 * opened the job and typed it from the customer (no web form made it).
 */
export async function addressConfirmed(tx: Transaction, job: JobRow, email: string): Promise<boolean> {
  if (job.userId !== null) return isVerifiedAccountEmail(tx, job.userId, email);
  const sameAddress = eq(sql`lower(${schema.quoteRequests.customerEmail})`, email.toLowerCase());
  const [quote] = await tx
    .select({ confirmedAt: schema.quoteRequests.emailConfirmedAt })
    .from(schema.quoteRequests)
    .where(
      and(
        eq(schema.quoteRequests.jobId, job.id),
        sameAddress,
        isNotNull(schema.quoteRequests.emailConfirmedAt),
      ),
    )
    .limit(1);
  if (quote) return true;
  const ofJob = (table: typeof schema.quoteRequests | typeof schema.contactMessages) =>
    tx.select({ id: table.id }).from(table).where(eq(table.jobId, job.id)).limit(1);
  const [quotes, leads] = await Promise.all([ofJob(schema.quoteRequests), ofJob(schema.contactMessages)]);
  return quotes.length === 0 && leads.length === 0;
}

/**
 * Queues the sent version's e-mail to the job's customer; nothing when they
 * have no e-mail. The PDF and their name go only to an address known to be
 * theirs (docs/product/mail.md#offers); any other gets fixed words and the link.
 */
export async function queueOfferVersionMail(tx: Transaction, sent: SentVersion, job: JobRow): Promise<void> {
  if (!job.customerEmail) return;
  const confirmed = await addressConfirmed(tx, job, job.customerEmail);
  const version = await offerVersion(tx, sent.offerId, sent.versionNumber);
  if (!version) throw new Error(`offer ${sent.offerId} has no version ${sent.versionNumber}`);
  await enqueueMail(
    tx,
    "offer-version-sent",
    { to: job.customerEmail },
    {
      offerId: sent.offerId,
      offerNumber: sent.number,
      versionNumber: sent.versionNumber,
      versionId: version.id,
      name: confirmed ? job.customerName : null,
      totalCents: version.totalCents,
      validUntil: version.validUntil,
      withPdf: confirmed,
      revisesOrderNumber: await revisedOrderNumber(tx, sent.offerId),
    },
  );
}

/** The number of the order an offer revises (docs/product/offers.md#orders-that-change), or null. */
export async function revisedOrderNumber(tx: Transaction, offerId: number): Promise<string | null> {
  const [row] = await tx
    .select({ number: schema.orders.number })
    .from(schema.offers)
    .innerJoin(schema.orders, eq(schema.orders.id, schema.offers.revisesOrderId))
    .where(eq(schema.offers.id, offerId));
  return row?.number ?? null;
}

export interface OfferAnswerNotice {
  offerId: number;
  offerNumber: string;
  versionNumber: number;
  decision: OfferDecision;
  /** The customer's reason or requested change; "" when none. */
  note: string;
  customerName: string;
  jobNumber: string;
  /** The order an acceptance made. */
  orderNumber: string | null;
  /** Whether staff recorded it for the customer (showroom, phone). */
  recordedByStaff: boolean;
  /** The order a revision changes; null for an offer. */
  revisesOrderNumber?: string | null;
}

/** Queues the office's (SHOP_EMAIL) e-mail about an answer to a version. */
export async function queueOfficeOfferAnswerMail(tx: Transaction, notice: OfferAnswerNotice): Promise<void> {
  await enqueueMail(tx, "offer-answer-shop", "shop", { revisesOrderNumber: null, ...notice });
}
