import { and, desc, eq } from "drizzle-orm";
import { formatDateShort, shopCalendarDay } from "#app/domain/italian-formats/dates.ts";
import {
  OFFER_CHANGED_ANSWER_MESSAGE,
  type OfferAcceptanceInput,
  type OfferChangeRequestInput,
  type OfferDeclineInput,
} from "#app/domain/offers/offer-answers.ts";
import { versionIncludesInstallation } from "#app/domain/offers/offer-document.ts";
import { type OfferDecision, offerStatusAfter } from "#app/domain/offers/offer-status.ts";
import { refuse } from "#app/domain/refusal.ts";
import { installationDeclarationErrors } from "#app/domain/vat/installation-declaration.ts";
import * as schema from "#db/schema.ts";
import type { Database, Transaction } from "../platform/db.server.ts";
import { recordAudit } from "../staff/audit.server.ts";
import { OFFER_NOT_FOUND } from "./offer-drafts.server.ts";
import { queueOfficeOfferAnswerMail, revisedOrderNumber } from "./offer-mail.server.ts";
import { createOrderFromVersion } from "./offer-order.server.ts";
import { transitionOffer } from "./offer-transition.server.ts";
import type { OfferVersionRow } from "./offer-versions.server.ts";
import { applyRevision, orderOfVersion } from "./order-revisions.server.ts";

// One answer to an offer's latest version (docs/product/offers.md#accepting),
// by its customer or recorded by staff: the decision on the version, the
// offer's transition, the order of an acceptance (or, for a revision, the
// change of its order: docs/product/offers.md#orders-that-change), the audit
// row and the office's e-mail, all in one transaction under the offer's row lock.

type OfferRow = typeof schema.offers.$inferSelect;

/** An acceptance of a revision carries no order form: the order has its data already. */
type AcceptanceAnswer = { decision: "accepted" } & Omit<OfferAcceptanceInput, "order"> & {
    order?: OfferAcceptanceInput["order"];
  };

export type OfferAnswer =
  | AcceptanceAnswer
  | ({ decision: "declined" } & OfferDeclineInput)
  | ({ decision: "change-requested" } & OfferChangeRequestInput);

export interface SignedCopy {
  bytes: Buffer;
  name: string;
}

/** Who answers: the customer on their page, or staff for a showroom or phone customer. */
export interface AnswerWho {
  actor: { id: number };
  /** The customer's own id: only their offer is found; null for staff. */
  ownerId: number | null;
  recordedByStaff: boolean;
  signedCopy: SignedCopy | null;
  shopIban: string;
}

export interface OfferAnswerOutcome {
  offerNumber: string;
  versionNumber: number;
  decision: OfferDecision;
  /** The order an acceptance made (or had made, on a second acceptance). */
  orderId: number | null;
  orderNumber: string | null;
  /** False when the same acceptance had already been recorded. */
  created: boolean;
}

export const NO_ACCOUNT_ACCEPTANCE_MESSAGE =
  "Questa offerta non è collegata a un account cliente: per ora l'accettazione si registra solo per un cliente con account.";

async function lockOffer(tx: Transaction, number: string, ownerId: number | null): Promise<OfferRow> {
  const mine = ownerId === null ? undefined : eq(schema.offers.userId, ownerId);
  const [offer] = await tx
    .select()
    .from(schema.offers)
    .where(and(eq(schema.offers.number, number), mine))
    .for("update");
  if (!offer) throw refuse.notFound(OFFER_NOT_FOUND);
  return offer;
}

async function latestVersion(tx: Transaction, offerId: number): Promise<OfferVersionRow> {
  const [row] = await tx
    .select()
    .from(schema.offerVersions)
    .where(eq(schema.offerVersions.offerId, offerId))
    .orderBy(desc(schema.offerVersions.versionNumber))
    .limit(1);
  if (!row) throw refuse.notFound(OFFER_NOT_FOUND);
  return row;
}

/** A second acceptance of the version already accepted (a double click): the order it made. */
async function repeatedAcceptance(
  tx: Transaction,
  offer: OfferRow,
  version: OfferVersionRow,
  answer: OfferAnswer,
): Promise<OfferAnswerOutcome | null> {
  if (answer.decision !== "accepted" || version.decision !== "accepted") return null;
  if (answer.versionNumber !== version.versionNumber) return null;
  const order = await orderOfVersion(tx, version.id);
  if (!order) return null;
  return {
    offerNumber: offer.number,
    versionNumber: version.versionNumber,
    decision: "accepted",
    orderId: order.id,
    orderNumber: order.number,
    created: false,
  };
}

/** Why this acceptance cannot be taken before anything is written, or nothing. */
function checkAcceptance(offer: OfferRow, version: OfferVersionRow, answer: OfferAnswer, who: AnswerWho) {
  if (answer.decision !== "accepted") return;
  // A customer accepts only a version still valid; staff may record a paper one signed in time.
  if (!who.recordedByStaff && version.validUntil < shopCalendarDay(new Date())) {
    throw refuse.gone(
      `Questa offerta era valida fino al ${formatDateShort(version.validUntil)}: chiedici di aggiornarla.`,
      { reason: "offer-expired" },
    );
  }
  // A revision asks for the building's use only when its order has none (`applyRevision`).
  if (offer.revisesOrderId === null && versionIncludesInstallation(version.document)) {
    const fields = installationDeclarationErrors(answer);
    const first = Object.values(fields)[0];
    if (first) throw refuse.invalid(first, { fields });
  }
}

const noteOf = (answer: OfferAnswer): string =>
  answer.decision === "declined"
    ? answer.reason
    : answer.decision === "change-requested"
      ? answer.message
      : "";

async function acceptedOrder(
  tx: Transaction,
  offer: OfferRow,
  version: OfferVersionRow,
  who: AnswerWho,
  answer: AcceptanceAnswer,
) {
  const userId = who.ownerId ?? offer.userId;
  if (userId === null)
    throw refuse.invalid(NO_ACCOUNT_ACCEPTANCE_MESSAGE, { reason: "offer-without-account" });
  const installed = versionIncludesInstallation(version.document);
  const declaration =
    installed && answer.residential && answer.workKind
      ? { residential: answer.residential === "si", workKind: answer.workKind }
      : null;
  if (offer.revisesOrderId !== null) {
    const appliedBy = "customer" as const;
    return applyRevision(tx, { offer, version, confirmedBy: who.actor.id, appliedBy, declaration });
  }
  if (!answer.order) throw refuse.invalid("Compila i dati dell'ordine per accettare l'offerta.");
  return createOrderFromVersion(tx, {
    offer,
    version,
    userId,
    form: answer.order,
    declaration,
    shopIban: who.shopIban,
  });
}

/** Records one answer to the offer's latest version; see the file's header. */
export function answerOffer(
  db: Database,
  who: AnswerWho,
  number: string,
  answer: OfferAnswer,
): Promise<OfferAnswerOutcome> {
  return db.transaction(async (tx) => {
    const offer = await lockOffer(tx, number, who.ownerId);
    const version = await latestVersion(tx, offer.id);
    const repeated = await repeatedAcceptance(tx, offer, version, answer);
    if (repeated) return repeated;
    if (answer.versionNumber !== version.versionNumber) {
      throw refuse.conflict(OFFER_CHANGED_ANSWER_MESSAGE, { reason: "offer-version-changed" });
    }
    checkAcceptance(offer, version, answer, who);
    const note = noteOf(answer);
    await transitionOffer(tx, offer, offerStatusAfter[answer.decision], { via: "answer" });
    await tx
      .update(schema.offerVersions)
      .set({
        decision: answer.decision,
        decidedAt: new Date(),
        decidedBy: who.actor.id,
        decisionNote: note,
        ...(who.signedCopy ? { signedCopy: who.signedCopy.bytes, signedCopyName: who.signedCopy.name } : {}),
      })
      .where(eq(schema.offerVersions.id, version.id));
    const order =
      answer.decision === "accepted" ? await acceptedOrder(tx, offer, version, who, answer) : null;
    await recordAudit(tx, {
      actorId: who.actor.id,
      action: who.recordedByStaff ? "offer.answer-recorded" : "offer.answer",
      objectType: "offer",
      objectId: offer.id,
      before: { status: offer.status, version: version.versionNumber },
      after: {
        status: offerStatusAfter[answer.decision],
        version: version.versionNumber,
        decision: answer.decision,
        note,
        orderNumber: order?.number ?? null,
        signedCopy: who.signedCopy?.name ?? null,
      },
    });
    const [job] = await tx.select().from(schema.jobs).where(eq(schema.jobs.id, offer.jobId));
    await queueOfficeOfferAnswerMail(tx, {
      offerId: offer.id,
      offerNumber: offer.number,
      versionNumber: version.versionNumber,
      decision: answer.decision,
      note,
      customerName: job?.customerName ?? version.document.customer.name,
      jobNumber: job?.number ?? "",
      orderNumber: order?.number ?? null,
      recordedByStaff: who.recordedByStaff,
      revisesOrderNumber: await revisedOrderNumber(tx, offer.id),
    });
    return {
      offerNumber: offer.number,
      versionNumber: version.versionNumber,
      decision: answer.decision,
      orderId: order?.id ?? null,
      orderNumber: order?.number ?? null,
      created: true,
    };
  });
}
