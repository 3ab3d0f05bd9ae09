import type { OfferDecision } from "#app/domain/offers/offer-status.ts";
import type * as schema from "#db/schema.ts";
import type { Transaction } from "../platform/db.server.ts";
import type { SentVersion } from "./offer-versions.server.ts";

// The e-mails of an offer (docs/product/offers.md#versions): the version to the
// customer with its PDF, and the office told of every answer.

type JobRow = typeof schema.jobs.$inferSelect;

/** Queues the sent version's e-mail, with its PDF, to the job's customer; nothing when they have no e-mail. */
export async function queueOfferVersionMail(
  _tx: Transaction,
  _sent: SentVersion,
  _job: JobRow,
): Promise<void> {}

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
export async function queueOfficeOfferAnswerMail(
  _tx: Transaction,
  _notice: OfferAnswerNotice,
): Promise<void> {}
