import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { documentPrefixes } from "#app/domain/documents/document-number.ts";
import { DEFAULT_QUOTE_VALIDITY_DAYS } from "#app/domain/documents/sales-document.ts";
import { addShopDays } from "#app/domain/italian-formats/dates.ts";
import {
  type OfferVersionDocument,
  type VersionLine,
  type VersionProductLine,
  versionIncludesInstallation,
} from "#app/domain/offers/offer-document.ts";
import type { OfferStatus } from "#app/domain/offers/offer-status.ts";
import { isOrderRevisable, orderNotRevisableMessage } from "#app/domain/offers/order-revision.ts";
import type { WorkKind } from "#app/domain/offers/work-kinds.ts";
import { refuse } from "#app/domain/refusal.ts";
import { installationDeclarationErrors } from "#app/domain/vat/installation-declaration.ts";
import * as schema from "#db/schema.ts";
import { nextDocumentNumber } from "../documents/document-numbers.server.ts";
import { checkCustomerCashAtCheckout, lockCustomer } from "../orders/cash-limit.server.ts";
import { instalmentsAfterRevision } from "../payments/revision-instalments.server.ts";
import type { Database, Transaction } from "../platform/db.server.ts";
import { recordAudit } from "../staff/audit.server.ts";
import { versionVatSplit } from "../vat/order-vat.server.ts";
import { orderItemsOfVersion } from "./offer-order.server.ts";
import {
  keepMeasurements,
  measurementsByPosition,
  measurementsConfirmedAfter,
} from "./revision-measurements.server.ts";

// An order that changes before production (docs/product/offers.md#orders-that-change):
// staff start a revision, a draft offer of the order's job whose lines are the
// order's; once its version is accepted (or applied by staff when the total
// does not change) the order takes its lines and total, in that transaction.

type Actor = { id: number };
type OrderRow = typeof schema.orders.$inferSelect;
type OfferRow = typeof schema.offers.$inferSelect;
type VersionRow = typeof schema.offerVersions.$inferSelect;
type LineValues = Omit<typeof schema.offerLines.$inferInsert, "offerId" | "position">;

export const ORDER_NOT_FOUND = "Ordine non trovato";

/** A revision still open: a draft, sent and waiting, or asked to change. */
export const openRevisionStatuses: OfferStatus[] = ["bozza", "inviata", "modifica-richiesta"];

const discountOf = (discount: VersionLine["discount"]) => ({
  discountKind: discount?.kind ?? null,
  discountValue: discount?.value ?? null,
});

/** An accepted version's lines as draft lines, with their prices as the customer accepted them. */
function linesOfDocument(document: OfferVersionDocument): LineValues[] {
  return document.lines.map((line): LineValues => {
    const common = {
      roomLabel: line.roomLabel,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      ...discountOf(line.discount),
    };
    if (line.type === "product") {
      return {
        ...common,
        type: "product",
        productId: line.productId,
        kind: line.kind,
        configuration: line.configuration,
        lineServices: line.services.map((service) => service.code),
        sizesFinal: line.sizesFinal,
      };
    }
    if (line.type === "service") {
      return { ...common, type: "service", serviceCode: line.serviceCode, description: line.description };
    }
    return { ...common, type: "free", description: line.title };
  });
}

/** A cart order's items as draft positions: their configuration, services and quantity. */
function linesOfItems(items: (typeof schema.orderItems.$inferSelect)[]): LineValues[] {
  return items.map((item) => ({
    type: "product",
    productId: item.productId,
    kind: item.kind,
    configuration: item.configuration,
    lineServices: item.services.map((service) => service.code),
    roomLabel: item.roomLabel,
    quantity: item.quantity,
    unitPriceCents: item.unitPriceCents,
  }));
}

async function lockOrder(tx: Transaction, orderId: number): Promise<OrderRow> {
  const [order] = await tx.select().from(schema.orders).where(eq(schema.orders.id, orderId)).for("update");
  if (!order) throw refuse.notFound(ORDER_NOT_FOUND);
  if (!isOrderRevisable(order.stage)) {
    throw refuse.conflict(orderNotRevisableMessage(order.stage), { reason: "order-not-revisable" });
  }
  return order;
}

/** What the revision starts from: the accepted version's lines and discount, or the cart order's items. */
async function startingLines(tx: Transaction, order: OrderRow) {
  if (order.offerVersionId !== null) {
    const [version] = await tx
      .select({ document: schema.offerVersions.document })
      .from(schema.offerVersions)
      .where(eq(schema.offerVersions.id, order.offerVersionId));
    if (version) {
      const { document } = version;
      return {
        lines: linesOfDocument(document),
        discount: discountOf(document.discount),
        customerNote: document.customerNote,
        paymentTerms: document.paymentTerms,
      };
    }
  }
  const items = await tx
    .select()
    .from(schema.orderItems)
    .where(eq(schema.orderItems.orderId, order.id))
    .orderBy(asc(schema.orderItems.id));
  return { lines: linesOfItems(items), discount: discountOf(null), customerNote: "", paymentTerms: "" };
}

/**
 * «Modifica l'ordine»: a draft revision of the order with its lines, or the
 * one already open. Answers the offer's number and whether it was made now.
 */
export async function startOrderRevision(
  db: Database,
  actor: Actor,
  orderId: number,
  reason: string,
  now = new Date(),
): Promise<{ number: string; created: boolean }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const [open] = await tx
      .select({ number: schema.offers.number })
      .from(schema.offers)
      .where(
        and(eq(schema.offers.revisesOrderId, order.id), inArray(schema.offers.status, openRevisionStatuses)),
      )
      .limit(1);
    if (open) return { number: open.number, created: false };
    const start = await startingLines(tx, order);
    const number = await nextDocumentNumber(tx, documentPrefixes.offer, now);
    const [offer] = await tx
      .insert(schema.offers)
      .values({
        number,
        jobId: order.jobId,
        userId: order.userId,
        validUntil: addShopDays(now, DEFAULT_QUOTE_VALIDITY_DAYS),
        customerNote: start.customerNote,
        paymentTerms: start.paymentTerms,
        ...start.discount,
        createdBy: actor.id,
        revisesOrderId: order.id,
        revisionReason: reason,
      })
      .returning();
    if (!offer) throw new Error("offer insert returned no row");
    if (start.lines.length > 0) {
      await tx
        .insert(schema.offerLines)
        .values(start.lines.map((line, index) => ({ ...line, offerId: offer.id, position: index + 1 })));
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: "order.revision-start",
      objectType: "order",
      objectId: order.id,
      before: { totalCents: order.totalCents },
      after: { offer: number, reason, lines: start.lines.length },
    });
    return { number, created: true };
  });
}

export interface RevisionApplication {
  offer: OfferRow;
  version: VersionRow;
  /** The customer who accepted, or the staff member who applied a change keeping the total. */
  confirmedBy: number;
  appliedBy: "customer" | "staff";
  /** The building's use, when the revision adds installation to an order that has none. */
  declaration: { residential: boolean; workKind: WorkKind } | null;
}

/**
 * The revision's version replaces the order's lines and total, in the answer's
 * transaction: items spread as the first acceptance spreads them, the order
 * pointing at the new version, the change kept in `order_revisions` and audited.
 */
export async function applyRevision(tx: Transaction, application: RevisionApplication): Promise<OrderRow> {
  const { offer, version, confirmedBy, appliedBy, declaration } = application;
  if (offer.revisesOrderId === null) throw new Error(`offer ${offer.id} revises no order`);
  const order = await lockOrder(tx, offer.revisesOrderId);
  const document = version.document;
  const positions = document.lines.filter((line): line is VersionProductLine => line.type === "product");
  const installed = versionIncludesInstallation(document);
  if (installed && order.residentialDeclared === null && !declaration) {
    const fields = installationDeclarationErrors({});
    throw refuse.invalid(Object.values(fields)[0] ?? "", { fields });
  }
  const declared = revisedDeclaration(order, declaration);
  const vatSplit = await versionVatSplit(tx, document, installed ? declared : null);
  const totalCents = document.totalCents - vatSplit.savingCents;
  if (order.paymentMethod === "contrassegno" && totalCents > order.totalCents) {
    await lockCustomer(tx, order.userId);
    await checkCustomerCashAtCheckout(tx, order.userId, totalCents - order.totalCents);
  }
  const measured = await measurementsByPosition(tx, order.id);
  await tx.delete(schema.orderItems).where(eq(schema.orderItems.orderId, order.id));
  const items = await tx
    .insert(schema.orderItems)
    .values(
      orderItemsOfVersion(positions, document.totalCents).map((item) => ({ ...item, orderId: order.id })),
    )
    .returning({ id: schema.orderItems.id });
  await keepMeasurements(tx, measured, items);
  const [updated] = await tx
    .update(schema.orders)
    .set({
      totalCents,
      vatSplit,
      offerVersionId: version.id,
      measurementsConfirmedAt: measurementsConfirmedAfter(order, positions, appliedBy),
      version: sql`${schema.orders.version} + 1`,
      ...(declaration && order.residentialDeclared === null
        ? { residentialDeclared: declaration.residential, workKind: declaration.workKind }
        : {}),
    })
    .where(eq(schema.orders.id, order.id))
    .returning();
  if (!updated) throw new Error(`order ${order.id} vanished`);
  await instalmentsAfterRevision(tx, order, updated);
  await tx.insert(schema.orderRevisions).values({
    orderId: order.id,
    offerId: offer.id,
    offerVersionId: version.id,
    previousOfferVersionId: order.offerVersionId,
    previousTotalCents: order.totalCents,
    newTotalCents: totalCents,
    reason: offer.revisionReason,
    requestedBy: offer.createdBy,
    confirmedBy,
    appliedBy,
  });
  await recordAudit(tx, {
    actorId: confirmedBy,
    action: appliedBy === "customer" ? "order.revision-accept" : "order.revision-apply",
    objectType: "order",
    objectId: order.id,
    before: { totalCents: order.totalCents, offerVersionId: order.offerVersionId },
    after: { totalCents, offerVersionId: version.id, offer: offer.number, version: version.versionNumber },
  });
  return updated;
}

/** The order's declaration, or the one given with a revision that adds installation to an order without one. */
function revisedDeclaration(
  order: Pick<OrderRow, "residentialDeclared" | "workKind">,
  declaration: RevisionApplication["declaration"],
) {
  if (order.residentialDeclared !== null)
    return { residential: order.residentialDeclared, workKind: order.workKind };
  return declaration;
}

/** The order of an accepted version: the one it made or changed, or the one a later revision changed. */
export async function orderOfVersion(db: Database, versionId: number) {
  const [direct] = await db
    .select({ id: schema.orders.id, number: schema.orders.number })
    .from(schema.orders)
    .where(eq(schema.orders.offerVersionId, versionId));
  if (direct) return direct;
  const [replaced] = await db
    .select({ id: schema.orders.id, number: schema.orders.number })
    .from(schema.orderRevisions)
    .innerJoin(schema.orders, eq(schema.orders.id, schema.orderRevisions.orderId))
    .where(eq(schema.orderRevisions.previousOfferVersionId, versionId))
    .limit(1);
  return replaced ?? null;
}
