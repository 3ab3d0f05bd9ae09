import { and, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { customerOfferPath, staffOfferPath } from "#app/domain/offers/offer-paths.ts";
import { offerStatusLabels } from "#app/domain/offers/offer-status.ts";
import type { OrderRevisionView, PendingRevision } from "#app/domain/offers/order-revision.ts";
import * as schema from "#db/schema.ts";
import type { Database } from "../platform/db.server.ts";
import { versionOwedCents } from "../vat/order-vat.server.ts";

// What the pages and the API read of an order's revisions
// (docs/product/offers.md#orders-that-change): every revision with its
// reason, who and when, and the one sent and waiting for the customer.

/** The latest version of each revision of the order, newest revision first. */
async function latestVersions(db: Database, orderId: number) {
  return db
    .selectDistinctOn([schema.offers.id], {
      offerId: schema.offers.id,
      versionNumber: schema.offerVersions.versionNumber,
      totalCents: schema.offerVersions.totalCents,
    })
    .from(schema.offers)
    .innerJoin(schema.offerVersions, eq(schema.offerVersions.offerId, schema.offers.id))
    .where(eq(schema.offers.revisesOrderId, orderId))
    .orderBy(schema.offers.id, desc(schema.offerVersions.versionNumber));
}

/** Every revision of the order, newest first: applied ones with their totals before and after. */
export async function orderRevisionsOf(db: Database, orderId: number): Promise<OrderRevisionView[]> {
  const staff = alias(schema.users, "revision_staff");
  const confirmer = alias(schema.users, "revision_confirmer");
  const [rows, latest] = await Promise.all([
    db
      .select({
        offer: schema.offers,
        requestedBy: staff.username,
        applied: schema.orderRevisions,
        confirmedBy: confirmer.username,
      })
      .from(schema.offers)
      .innerJoin(staff, eq(staff.id, schema.offers.createdBy))
      .leftJoin(schema.orderRevisions, eq(schema.orderRevisions.offerId, schema.offers.id))
      .leftJoin(confirmer, eq(confirmer.id, schema.orderRevisions.confirmedBy))
      .where(eq(schema.offers.revisesOrderId, orderId))
      .orderBy(desc(schema.offers.createdAt), desc(schema.offers.id)),
    latestVersions(db, orderId),
  ]);
  const proposed = new Map(latest.map((row) => [row.offerId, row.totalCents]));
  return rows.map(({ offer, requestedBy, applied, confirmedBy }) => ({
    offerNumber: offer.number,
    staffHref: staffOfferPath(offer.number),
    customerHref: customerOfferPath(offer.number),
    createdAt: offer.createdAt.toISOString(),
    requestedBy,
    reason: offer.revisionReason,
    statusLabel: applied
      ? applied.appliedBy === "staff"
        ? "Applicata dall'ufficio (totale invariato)"
        : "Accettata dal cliente"
      : offerStatusLabels[offer.status],
    sent: offer.status !== "bozza",
    previousTotalCents: applied?.previousTotalCents ?? null,
    newTotalCents: applied?.newTotalCents ?? null,
    proposedTotalCents: applied ? null : (proposed.get(offer.id) ?? null),
    appliedAt: applied?.appliedAt.toISOString() ?? null,
    confirmedBy: confirmedBy ?? null,
    appliedBy: applied?.appliedBy ?? null,
  }));
}

/** The revision sent to the customer and not answered yet, with its latest version; null when none. */
export async function pendingRevisionOf(db: Database, orderId: number): Promise<PendingRevision | null> {
  const [row] = await db
    .select({
      number: schema.offers.number,
      versionNumber: schema.offerVersions.versionNumber,
      document: schema.offerVersions.document,
      residentialDeclared: schema.orders.residentialDeclared,
      workKind: schema.orders.workKind,
    })
    .from(schema.offers)
    .innerJoin(schema.offerVersions, eq(schema.offerVersions.offerId, schema.offers.id))
    .innerJoin(schema.orders, eq(schema.orders.id, schema.offers.revisesOrderId))
    .where(and(eq(schema.offers.revisesOrderId, orderId), eq(schema.offers.status, "inviata")))
    .orderBy(desc(schema.offers.id), desc(schema.offerVersions.versionNumber))
    .limit(1);
  if (!row) return null;
  // What the order would owe with it, after the VAT split under the order's declaration (docs/product/vat.md).
  const totalCents = await versionOwedCents(db, row.document, row);
  return {
    number: row.number,
    versionNumber: row.versionNumber,
    totalCents,
    href: customerOfferPath(row.number),
  };
}

/** The order an offer revises, for its editor and its customer's page; null for an ordinary offer. */
export async function revisedOrderOf(db: Database, offerNumber: string, userId?: number) {
  const [row] = await db
    .select({
      id: schema.orders.id,
      number: schema.orders.number,
      status: schema.orders.status,
      stage: schema.orders.stage,
      totalCents: schema.orders.totalCents,
      userId: schema.orders.userId,
      declared: schema.orders.residentialDeclared,
      workKind: schema.orders.workKind,
      reason: schema.offers.revisionReason,
      vatSplit: schema.orders.vatSplit,
    })
    .from(schema.offers)
    .innerJoin(schema.orders, eq(schema.orders.id, schema.offers.revisesOrderId))
    .where(eq(schema.offers.number, offerNumber));
  if (!row || (userId !== undefined && row.userId !== userId)) return null;
  const { vatSplit, ...order } = row;
  // The order's total at list prices, as a draft's total reads (docs/product/vat.md#where-it-shows).
  return { ...order, listTotalCents: row.totalCents + (vatSplit?.savingCents ?? 0) };
}
