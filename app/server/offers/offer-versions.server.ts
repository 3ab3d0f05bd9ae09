import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { OfferVersionDocument, VersionLine } from "#app/domain/offers/offer-document.ts";
import { offerTotals } from "#app/domain/offers/offer-totals.ts";
import { paymentTermsText } from "#app/domain/payments/instalment-plan.ts";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import { loadLineDrawer } from "../configurator/line-drawings.server.ts";
import type { Database, Transaction } from "../platform/db.server.ts";
import { recordAudit } from "../staff/audit.server.ts";
import { draftLines, lockDraft } from "./offer-drafts.server.ts";
import { priceStoredLines } from "./offer-line-pricing.server.ts";
import { transitionOffer } from "./offer-transition.server.ts";

// Sending an offer (docs/product/offers.md#versions): the draft is priced on
// the server, frozen into a numbered version with everything the customer
// sees, and the customer is written to, all in one transaction. A version
// never changes afterwards; a new one replaces it as the one to answer.

type OfferRow = typeof schema.offers.$inferSelect;
type JobRow = typeof schema.jobs.$inferSelect;

export const EMPTY_OFFER_MESSAGE = "Aggiungi almeno un prodotto all'offerta prima di inviarla.";

function offerDiscount(offer: Pick<OfferRow, "discountKind" | "discountValue">) {
  return offer.discountKind && offer.discountValue !== null
    ? { kind: offer.discountKind, value: offer.discountValue }
    : null;
}

function siteAddress(job: JobRow): string[] {
  const city = [job.sitePostalCode, job.siteCity].filter(Boolean).join(" ");
  const province = job.siteProvince ? ` (${job.siteProvince})` : "";
  return [job.siteStreet ?? "", city ? `${city}${province}` : ""].filter(Boolean);
}

/** The draft as a version would freeze it: lines priced and drawn, totals, terms, the job's customer. */
export async function draftDocument(
  db: Database,
  offer: OfferRow,
  job: JobRow,
): Promise<OfferVersionDocument> {
  const rows = await draftLines(db, offer.id);
  const lines: VersionLine[] = await priceStoredLines(db, rows, await loadLineDrawer(db));
  const discount = offerDiscount(offer);
  const totals = offerTotals(lines, discount);
  return {
    lines,
    subtotalCents: totals.subtotalCents,
    discount,
    discountCents: totals.offerDiscountCents,
    totalCents: totals.totalCents,
    vatCents: totals.vatCents,
    validUntil: offer.validUntil,
    customerNote: offer.customerNote,
    // The staff's own words, else the chosen schedule's (docs/product/payments.md#terms).
    paymentTerms:
      offer.paymentTerms || (offer.paymentSchedule ? paymentTermsText(offer.paymentSchedule) : ""),
    paymentSchedule: offer.paymentSchedule,
    customer: {
      name: job.customerName,
      email: job.customerEmail,
      phone: job.customerPhone,
      address: siteAddress(job),
    },
  };
}

/** Why this draft cannot be sent, or null. */
export function sendingRefusal(document: OfferVersionDocument, today: string): string | null {
  if (!document.lines.some((line) => line.type === "product")) return EMPTY_OFFER_MESSAGE;
  if (document.validUntil < today)
    return "La validità è nel passato: scegli una nuova data prima di inviare.";
  if (document.discount?.kind === "amount" && document.discount.value > document.subtotalCents) {
    return "Lo sconto sull'offerta supera il totale delle righe.";
  }
  return null;
}

async function jobOf(tx: Database, jobId: number): Promise<JobRow> {
  const [job] = await tx.select().from(schema.jobs).where(eq(schema.jobs.id, jobId));
  if (!job) throw new Error(`offer without job ${jobId}`);
  return job;
}

export interface SentVersion {
  offerId: number;
  number: string;
  versionNumber: number;
  totalCents: number;
  /** Whom the version was e-mailed to; null for a customer the office reaches by phone only. */
  emailedTo: string | null;
}

/**
 * Freezes the draft into the next version, sets the offer to «Inviata» and
 * hands the version to `afterFreeze` (the e-mail and its PDF) in the same
 * transaction. `expectedVersion` is the offer's as the page showed it.
 */
export async function sendOffer(
  db: Database,
  actor: { id: number },
  offerId: number,
  expectedVersion: number,
  {
    today,
    afterFreeze = async () => {},
  }: { today: string; afterFreeze?: (tx: Transaction, sent: SentVersion, job: JobRow) => Promise<void> },
): Promise<SentVersion> {
  return db.transaction(async (tx) => {
    const offer = await lockDraft(tx, offerId, expectedVersion);
    const job = await jobOf(tx, offer.jobId);
    const document = await draftDocument(tx, offer, job);
    const refusal = sendingRefusal(document, today);
    if (refusal) throw refuse.invalid(refusal);
    const [last] = await tx
      .select({ versionNumber: schema.offerVersions.versionNumber })
      .from(schema.offerVersions)
      .where(eq(schema.offerVersions.offerId, offerId))
      .orderBy(desc(schema.offerVersions.versionNumber))
      .limit(1);
    const versionNumber = (last?.versionNumber ?? 0) + 1;
    await tx.insert(schema.offerVersions).values({
      offerId,
      versionNumber,
      document,
      totalCents: document.totalCents,
      validUntil: document.validUntil,
      sentBy: actor.id,
    });
    // A new version of an offer already waiting for an answer stays «Inviata».
    if (offer.status !== "inviata") await transitionOffer(tx, offer, "inviata", { via: "send" });
    await tx
      .update(schema.offers)
      .set({ version: sql`${schema.offers.version} + 1` })
      .where(eq(schema.offers.id, offerId));
    await recordAudit(tx, {
      actorId: actor.id,
      action: "offer.send",
      objectType: "offer",
      objectId: offerId,
      before: { status: offer.status },
      after: { status: "inviata", version: versionNumber, totalCents: document.totalCents },
    });
    const sent = {
      offerId,
      number: offer.number,
      versionNumber,
      totalCents: document.totalCents,
      emailedTo: job.customerEmail,
    };
    await afterFreeze(tx, sent, job);
    return sent;
  });
}

export type OfferVersionRow = typeof schema.offerVersions.$inferSelect;

/** Every version of an offer, oldest first. */
export function offerVersionsOf(db: Database, offerId: number): Promise<OfferVersionRow[]> {
  return db
    .select()
    .from(schema.offerVersions)
    .where(eq(schema.offerVersions.offerId, offerId))
    .orderBy(asc(schema.offerVersions.versionNumber));
}

/** One version of an offer, or null. */
export async function offerVersion(
  db: Database,
  offerId: number,
  versionNumber: number,
): Promise<OfferVersionRow | null> {
  const [row] = await db
    .select()
    .from(schema.offerVersions)
    .where(
      and(eq(schema.offerVersions.offerId, offerId), eq(schema.offerVersions.versionNumber, versionNumber)),
    );
  return row ?? null;
}
