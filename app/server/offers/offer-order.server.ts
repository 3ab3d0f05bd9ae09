import { documentPrefixes } from "#app/domain/documents/document-number.ts";
import { type VersionProductLine, versionIncludesInstallation } from "#app/domain/offers/offer-document.ts";
import { spreadOverPositions } from "#app/domain/offers/offer-totals.ts";
import type { WorkKind } from "#app/domain/offers/work-kinds.ts";
import * as schema from "#db/schema.ts";
import { nextDocumentNumber } from "../documents/document-numbers.server.ts";
import { checkCustomerCashAtCheckout } from "../orders/cash-limit.server.ts";
import {
  checkOrderRules,
  type OrderForm,
  orderRowValues,
  queueOrderReceivedMail,
} from "../orders/order-records.server.ts";
import { defaultSchedule, startOrderInstalments } from "../payments/order-instalments.server.ts";
import type { Transaction } from "../platform/db.server.ts";
import { versionVatSplit } from "../vat/order-vat.server.ts";
import type { OfferVersionRow } from "./offer-versions.server.ts";

// The order an accepted version makes (docs/product/offers.md#accepting): its
// positions become the order's items, the version's total its total, with the
// checkout's rules and e-mail; the cart is not involved.

type OfferRow = typeof schema.offers.$inferSelect;
type OrderRow = typeof schema.orders.$inferSelect;

export interface OfferOrderRequest {
  offer: OfferRow;
  version: OfferVersionRow;
  /** The account the order belongs to: the customer, or the offer's for an answer staff record. */
  userId: number;
  form: OrderForm;
  /** With installation: whether the building is residential and the kind of work; null otherwise. */
  declaration: { residential: boolean; workKind: WorkKind } | null;
  shopIban: string;
}

/**
 * Each position's share of the version's total: every discount, service line
 * and free line is spread over the positions by `spreadOverPositions`, so the
 * items sum exactly to the version's list total (docs/product/offers.md#totals);
 * the order's total is that less the VAT saving (docs/product/vat.md#where-it-shows).
 */
export function orderItemsOfVersion(lines: readonly VersionProductLine[], totalCents: number) {
  const shares = spreadOverPositions(
    lines.map((line) => line.grossCents),
    totalCents,
  );
  return lines.map((line, index) => {
    const lineTotalCents = shares[index] ?? 0;
    return {
      productId: line.productId,
      productName: line.title,
      kind: line.kind,
      configuration: line.configuration,
      unitPriceCents: Math.round(lineTotalCents / line.quantity),
      quantity: line.quantity,
      roomLabel: line.roomLabel,
      sizesFinal: line.sizesFinal,
      services: line.services,
      lineTotalCents,
    };
  });
}

/** Makes the order of an accepted version, in the acceptance's transaction; answers its row. */
export async function createOrderFromVersion(tx: Transaction, request: OfferOrderRequest): Promise<OrderRow> {
  const { offer, version, userId, form, declaration, shopIban } = request;
  const document = version.document;
  const positions = document.lines.filter((line): line is VersionProductLine => line.type === "product");
  const vatSplit = await versionVatSplit(tx, document, declaration);
  // What the customer owes after the VAT split (docs/product/vat.md); the items keep the list amounts.
  const totalCents = document.totalCents - vatSplit.savingCents;
  checkOrderRules(
    form,
    totalCents,
    positions.map((line) => line.kind),
  );
  if (form.paymentMethod === "contrassegno") await checkCustomerCashAtCheckout(tx, userId, totalCents);
  const number = await nextDocumentNumber(tx, documentPrefixes.order);
  // The version decides: a double click is answered by its order, not by a key.
  const values = orderRowValues(
    { ...form, idempotencyKey: undefined },
    { userId, jobId: offer.jobId, number, totalCents, shopIban },
  );
  const [order] = await tx
    .insert(schema.orders)
    .values({
      ...values,
      offerVersionId: version.id,
      // Accepting a version whose every position was measured confirms its sizes (docs/product/production.md#measurements).
      measurementsConfirmedAt: positions.every((line) => line.sizesFinal) ? new Date() : null,
      residentialDeclared: declaration?.residential ?? null,
      workKind: declaration?.workKind ?? null,
      vatSplit,
    })
    .returning();
  if (!order) throw new Error("order insert returned no row");
  const items = await tx
    .insert(schema.orderItems)
    .values(
      orderItemsOfVersion(positions, document.totalCents).map((item) => ({ ...item, orderId: order.id })),
    )
    .returning();
  // The terms frozen with the accepted version, or the default of its kind of sale (docs/product/payments.md#terms).
  const saleKind = versionIncludesInstallation(document) ? "with_installation" : "supply_only";
  const schedule = document.paymentSchedule ?? offer.paymentSchedule ?? (await defaultSchedule(tx, saleKind));
  order.paymentTerms = await startOrderInstalments(tx, order, schedule);
  await queueOrderReceivedMail(tx, order, items);
  return order;
}
