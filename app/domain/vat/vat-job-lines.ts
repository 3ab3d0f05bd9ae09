import type { OfferVersionDocument } from "../offers/offer-document.ts";
import type { VatDeclaration, VatJob, VatJobLine } from "./beni-significativi.ts";
import {
  type GrossVatLine,
  type StoredVatSplit,
  shareInProportion,
  splitTotalCents,
  standardVatSplit,
} from "./vat-split.ts";

// A cart's or an offer's lines as the VAT split reads them
// (docs/product/vat.md#which-lines): a configured position is its good and one
// line per service priced on it; it enters the calculation when it is
// installed. The offer's own services (transport, floor surcharge, ladder
// truck) enter when the job installs anything; free lines stay at 22 %.

/** One priced service of a position: installation, removal, subframe. */
export interface VatPositionService {
  code: string;
  label: string;
  quantity: number;
  totalCents: number;
}

/** A configured position: its pieces at the list price, its services, and the line's own discount. */
export interface VatPosition {
  description: string;
  quantity: number;
  goodsGrossCents: number;
  significantGood: boolean;
  services: readonly VatPositionService[];
  discountCents?: number;
}

/** «Finestra PVC (Cucina)»: how a position's good reads on the invoice. */
export function positionDescription(title: string, roomLabel: string | null | undefined): string {
  return roomLabel ? `${title} (${roomLabel})` : title;
}

/** The position's good and its services, each at its share of the line's own discount. */
export function positionVatLines(position: VatPosition): VatJobLine[] {
  const withInstallation = position.services.some((service) => service.code === "installation");
  const amounts = [position.goodsGrossCents, ...position.services.map((service) => service.totalCents)];
  const discounts = shareInProportion(amounts, position.discountCents ?? 0);
  const good: VatJobLine = {
    description: position.description,
    quantity: position.quantity,
    nature: "good",
    grossCents: position.goodsGrossCents - (discounts[0] ?? 0),
    withInstallation,
    significantGood: position.significantGood,
  };
  const services = position.services.map(
    (service, index): VatJobLine => ({
      description: `${service.label} – ${position.description}`,
      quantity: service.quantity,
      nature: "service",
      grossCents: service.totalCents - (discounts[index + 1] ?? 0),
      withInstallation,
      significantGood: false,
    }),
  );
  return [good, ...services.filter((line) => line.grossCents > 0)];
}

/** Whether a product is a bene significativo; a product the catalogue no longer has counts as one. */
export type SignificantGoodLookup = (productId: number) => boolean;

/** The job of a sent offer version, its own discount spread over every line. */
export function versionVatJob(
  document: Pick<OfferVersionDocument, "lines" | "discountCents">,
  isSignificant: SignificantGoodLookup,
  declaration: VatDeclaration | null,
): VatJob {
  const installs = document.lines.some(
    (line) => line.type === "product" && line.services.some((service) => service.code === "installation"),
  );
  const lines = document.lines.flatMap((line): VatJobLine[] => {
    if (line.type === "product") {
      const servicesCents = line.services.reduce((sum, service) => sum + service.totalCents, 0);
      return positionVatLines({
        description: positionDescription(line.title, line.roomLabel),
        quantity: line.quantity,
        goodsGrossCents: line.grossCents - servicesCents,
        significantGood: isSignificant(line.productId),
        services: line.services,
        discountCents: line.discountCents,
      });
    }
    const common = { description: line.title, quantity: line.quantity, grossCents: line.netCents };
    if (line.type === "service") {
      return [{ ...common, nature: "service", withInstallation: installs, significantGood: false }];
    }
    return [{ ...common, nature: "good", withInstallation: false, significantGood: false }];
  });
  return { lines, jobDiscountCents: document.discountCents, declaration };
}

/** A cart line or an order item: a configured position at today's price, with its services. */
export interface VatCartLine {
  productId: number;
  productName: string;
  roomLabel?: string | null;
  unitPriceCents: number;
  quantity: number;
  services: readonly VatPositionService[];
}

/** The job of a cart checkout: no discounts, every position with its services. */
export function cartVatJob(
  lines: readonly VatCartLine[],
  isSignificant: SignificantGoodLookup,
  declaration: VatDeclaration | null,
): VatJob {
  return {
    lines: lines.flatMap((line) =>
      positionVatLines({
        description: positionDescription(line.productName, line.roomLabel),
        quantity: line.quantity,
        goodsGrossCents: line.unitPriceCents * line.quantity,
        significantGood: isSignificant(line.productId),
        services: line.services,
      }),
    ),
    declaration,
  };
}

/** An order item as stored: its pieces, its services and the amount it was ordered for. */
export interface VatOrderItem extends VatCartLine {
  lineTotalCents: number;
}

/**
 * The split of an order placed before splits were kept: all at 22 %, each item
 * its good and its services when they add up to its amount (a cart order), or
 * one line (an offer's item carries its share of the offer's total). The items
 * share `totalCents` when they do not add up to it.
 */
export function itemsVatSplit(items: readonly VatOrderItem[], totalCents: number): StoredVatSplit {
  const listed = items.reduce((sum, item) => sum + item.lineTotalCents, 0);
  const shares =
    listed === totalCents
      ? items.map((item) => item.lineTotalCents)
      : shareInProportion(
          items.map((item) => item.lineTotalCents),
          totalCents,
        );
  const lines = items.flatMap((item, index): GrossVatLine[] => {
    const description = positionDescription(item.productName, item.roomLabel);
    const goodsGrossCents = item.unitPriceCents * item.quantity;
    const services = item.services.reduce((sum, service) => sum + service.totalCents, 0);
    const share = shares[index] ?? 0;
    if (goodsGrossCents + services !== share) {
      return [{ description, quantity: item.quantity, nature: "good", grossCents: share }];
    }
    const { services: priced, quantity } = item;
    return positionVatLines({
      description,
      quantity,
      goodsGrossCents,
      significantGood: true,
      services: priced,
    });
  });
  return standardVatSplit(lines);
}

/** Whether a stored split is the one of this total: an order whose total changed without it reads as all at 22 %. */
export function splitOfTotal(split: StoredVatSplit | null, totalCents: number): split is StoredVatSplit {
  return split !== null && splitTotalCents(split) === totalCents;
}

/** An order's split as every page, document and export reads it. */
export function orderVatSplit(
  stored: StoredVatSplit | null,
  totalCents: number,
  items: readonly VatOrderItem[],
): StoredVatSplit {
  return splitOfTotal(stored, totalCents) ? stored : itemsVatSplit(items, totalCents);
}
