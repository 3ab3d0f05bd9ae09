import { and, desc, eq, ne } from "drizzle-orm";
import type {
  CustomerOffer,
  CustomerOfferSummary,
  CustomerOfferVersion,
} from "#app/domain/offers/customer-offer.ts";
import type {
  OfferAcceptanceInput,
  OfferChangeRequestInput,
  OfferDeclineInput,
} from "#app/domain/offers/offer-answers.ts";
import { versionIncludesInstallation } from "#app/domain/offers/offer-document.ts";
import { offerStatusLabels } from "#app/domain/offers/offer-status.ts";
import type { RevisionAcceptanceInput } from "#app/domain/offers/order-revision.ts";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import type { Database } from "../platform/db.server.ts";
import { offerVatPreview } from "../vat/order-vat.server.ts";
import {
  type AnswerWho,
  answerOffer,
  type OfferAnswer,
  type OfferAnswerOutcome,
} from "./offer-answer-core.server.ts";
import { OFFER_NOT_FOUND } from "./offer-drafts.server.ts";
import { offerVersionsOf } from "./offer-versions.server.ts";
import { revisedOrderOf } from "./order-revision-views.server.ts";
import { orderOfVersion } from "./order-revisions.server.ts";

// The customer's side of an offer (docs/product/offers.md#accepting): their
// own offer's latest version with the older ones still listed, and the three
// answers, each to the version the page showed.

type Actor = { id: number };

function versionView(row: typeof schema.offerVersions.$inferSelect): CustomerOfferVersion {
  return {
    versionNumber: row.versionNumber,
    sentAt: row.sentAt.toISOString(),
    totalCents: row.totalCents,
    validUntil: row.validUntil,
    decision: row.decision,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionNote: row.decisionNote,
  };
}

/** The signed-in customer's own offer, sent at least once; any other reads as missing. */
export async function getCustomerOffer(db: Database, userId: number, number: string): Promise<CustomerOffer> {
  const [offer] = await db
    .select()
    .from(schema.offers)
    .where(and(eq(schema.offers.number, number), eq(schema.offers.userId, userId)));
  if (!offer) throw refuse.notFound(OFFER_NOT_FOUND);
  const versions = await offerVersionsOf(db, offer.id);
  const latest = versions.at(-1);
  if (!latest) throw refuse.notFound(OFFER_NOT_FOUND);
  const [[job], order, revised] = await Promise.all([
    db.select().from(schema.jobs).where(eq(schema.jobs.id, offer.jobId)),
    latest.decision === "accepted" ? orderOfVersion(db, latest.id) : null,
    revisedOrderOf(db, offer.number, userId),
  ]);
  return {
    number: offer.number,
    status: offer.status,
    statusLabel: offerStatusLabels[offer.status],
    jobNumber: job?.number ?? "",
    latest: {
      ...versionView(latest),
      document: latest.document,
      includesInstallation: versionIncludesInstallation(latest.document),
      reducedVat: await offerVatPreview(
        db,
        latest.document,
        revised ? { residentialDeclared: revised.declared, workKind: revised.workKind } : null,
      ),
    },
    older: versions.slice(0, -1).reverse().map(versionView),
    orderId: order?.id ?? null,
    revisesOrder: revised
      ? { id: revised.id, number: revised.number, declared: revised.declared !== null }
      : null,
    site: {
      street: job?.siteStreet ?? "",
      postalCode: job?.sitePostalCode ?? "",
      city: job?.siteCity ?? "",
      province: job?.siteProvince ?? "",
    },
  };
}

/** The customer's sent offers, newest first, each with its latest version. */
export async function listCustomerOffers(db: Database, userId: number): Promise<CustomerOfferSummary[]> {
  const rows = await db
    .selectDistinctOn([schema.offers.id], {
      id: schema.offers.id,
      number: schema.offers.number,
      status: schema.offers.status,
      versionNumber: schema.offerVersions.versionNumber,
      sentAt: schema.offerVersions.sentAt,
      totalCents: schema.offerVersions.totalCents,
      validUntil: schema.offerVersions.validUntil,
    })
    .from(schema.offers)
    .innerJoin(schema.offerVersions, eq(schema.offerVersions.offerId, schema.offers.id))
    .where(and(eq(schema.offers.userId, userId), ne(schema.offers.status, "bozza")))
    .orderBy(schema.offers.id, desc(schema.offerVersions.versionNumber));
  return rows
    .map(({ status, sentAt, ...row }) => ({
      ...row,
      statusLabel: offerStatusLabels[status],
      sentAt: sentAt.toISOString(),
    }))
    .sort((a, b) => b.id - a.id);
}

const customerSide = (actor: Actor, shopIban = ""): AnswerWho => ({
  actor,
  ownerId: actor.id,
  recordedByStaff: false,
  signedCopy: null,
  shopIban,
});

/**
 * «Accetta»: the decision on the version, the offer «Accettata» and its order,
 * in one transaction; a second acceptance of the same version answers the
 * order the first made. `versionNumber` other than the latest is a conflict.
 * A revision of an order changes that order instead of making one
 * (docs/product/offers.md#orders-that-change).
 */
export function acceptOfferVersion(
  db: Database,
  actor: Actor,
  number: string,
  input: OfferAcceptanceInput | RevisionAcceptanceInput,
  { shopIban }: { shopIban: string },
): Promise<OfferAnswerOutcome> {
  return answerOffer(db, customerSide(actor, shopIban), number, { decision: "accepted", ...input });
}

/** «Rifiuta», with the customer's reason (may be empty). */
export function declineOfferVersion(
  db: Database,
  actor: Actor,
  number: string,
  input: OfferDeclineInput,
): Promise<OfferAnswerOutcome> {
  return answerOffer(db, customerSide(actor), number, { decision: "declined", ...input });
}

/** «Chiedi una modifica», with what the customer wants changed. */
export function requestOfferChange(
  db: Database,
  actor: Actor,
  number: string,
  input: OfferChangeRequestInput,
): Promise<OfferAnswerOutcome> {
  return answerOffer(db, customerSide(actor), number, { decision: "change-requested", ...input });
}

export type { CustomerOffer, OfferAnswer, OfferAnswerOutcome };
