import type { OfferDecision } from "#app/domain/offers/offer-status.ts";
import type * as schema from "#db/schema.ts";
import { enqueueMail } from "../mail/outbox.server.ts";
import type { Transaction } from "../platform/db.server.ts";
import { offerVersion, type SentVersion } from "./offer-versions.server.ts";

// The e-mails of an offer (docs/product/mail.md#offers): the version to the
// customer with its PDF, and the office told of every answer. Both are queued
// in the event's transaction, so a message exists exactly when it committed.

type JobRow = typeof schema.jobs.$inferSelect;

/** Queues the sent version's e-mail, with its PDF, to the job's customer; nothing when they have no e-mail. */
export async function queueOfferVersionMail(tx: Transaction, sent: SentVersion, job: JobRow): Promise<void> {
  if (!job.customerEmail) return;
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
      name: job.customerName,
      totalCents: version.totalCents,
      validUntil: version.validUntil,
    },
  );
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
}

/** Queues the office's (SHOP_EMAIL) e-mail about an answer to a version. */
export async function queueOfficeOfferAnswerMail(tx: Transaction, notice: OfferAnswerNotice): Promise<void> {
  await enqueueMail(tx, "offer-answer-shop", "shop", { ...notice });
}
