import { eq } from "drizzle-orm";
import { centsToEuros } from "#app/domain/italian-formats/money.ts";
import type { OfferVersionDocument, VersionLine } from "#app/domain/offers/offer-document.ts";
import type { Discount } from "#app/domain/offers/offer-totals.ts";
import * as schema from "#db/schema.ts";
import type { Database } from "../platform/db.server.ts";

// The JSON API's `lines` of an order made from an offer (docs/product/offers.md#accepting):
// every line of the accepted version as it was sent, services, free lines and
// discounts included, in euros; `items` keep the spec's shape beside them.

function discountJson(discount: Discount | null) {
  if (!discount) return null;
  return discount.kind === "percent"
    ? { kind: "percent" as const, percent: discount.value / 100 }
    : { kind: "amount" as const, amount: centsToEuros(discount.value) };
}

function lineJson(line: VersionLine) {
  const common = {
    type: line.type,
    title: line.title,
    roomLabel: line.roomLabel,
    quantity: line.quantity,
    unitPrice: centsToEuros(line.unitPriceCents),
    gross: centsToEuros(line.grossCents),
    discount: discountJson(line.discount),
    discountAmount: centsToEuros(line.discountCents),
    total: centsToEuros(line.netCents),
  };
  if (line.type === "product") {
    return {
      ...common,
      productId: line.productId,
      sizesFinal: line.sizesFinal,
      services: line.services.map(({ unitPriceCents, totalCents, ...service }) => ({
        ...service,
        unitPrice: centsToEuros(unitPriceCents),
        total: centsToEuros(totalCents),
      })),
    };
  }
  if (line.type === "service")
    return { ...common, serviceCode: line.serviceCode, description: line.description };
  return common;
}

/**
 * The version's lines, then the offer's own discount as a line of its own,
 * then the reduced VAT's saving (docs/product/vat.md): their totals sum to the order's.
 */
export function versionLinesJson(document: OfferVersionDocument, vatSavingCents = 0) {
  const lines: Record<string, unknown>[] = document.lines.map(lineJson);
  if (document.discount && document.discountCents > 0) {
    lines.push({
      type: "offer-discount",
      title: "Sconto sull'offerta",
      discount: discountJson(document.discount),
      discountAmount: centsToEuros(document.discountCents),
      total: -centsToEuros(document.discountCents),
    });
  }
  if (vatSavingCents > 0) {
    lines.push({
      type: "vat-saving",
      title: "IVA agevolata",
      savingAmount: centsToEuros(vatSavingCents),
      total: -centsToEuros(vatSavingCents),
    });
  }
  return lines;
}

/** The `lines` of an order accepted from an offer; null for an order from the cart. */
export async function orderOfferLines(db: Database, orderId: number, vatSavingCents = 0) {
  const [row] = await db
    .select({ document: schema.offerVersions.document })
    .from(schema.orders)
    .innerJoin(schema.offerVersions, eq(schema.offerVersions.id, schema.orders.offerVersionId))
    .where(eq(schema.orders.id, orderId));
  return row ? versionLinesJson(row.document, vatSavingCents) : null;
}
