import { formatItalianDecimal } from "../italian-formats/italian-decimal.ts";
import { formatEuroCents } from "../italian-formats/money.ts";
import { vatIncludedCents } from "../orders/order-totals.ts";
import { shareInProportion } from "../vat/vat-split.ts";

// How an offer adds up (docs/product/offers.md#totals): each line is its
// pieces (and, for a configured position, the services priced on it) less its
// own discount; the offer's discount comes off the sum of the lines. Every
// figure is integer cents (ADR 003), computed here for the editor's live total
// and again on the server, which stores only what it computed.

export const discountKinds = ["percent", "amount"] as const;
export type DiscountKind = (typeof discountKinds)[number];

/**
 * A discount: `percent` in hundredths of a percent (500 = 5 %), so 2,5 % is
 * exact; `amount` in cents.
 */
export interface Discount {
  kind: DiscountKind;
  value: number;
}

export const MAX_DISCOUNT_PERCENT_HUNDREDTHS = 10_000;

export interface OfferLineAmounts {
  /** Unit price × quantity, plus the services priced on the line. */
  grossCents: number;
  discount: Discount | null;
}

/** The cents a discount takes off `grossCents`; never more than it (a refused discount is caught before). */
export function discountCents(grossCents: number, discount: Discount | null): number {
  if (!discount || discount.value <= 0) return 0;
  const cents =
    discount.kind === "percent"
      ? Math.round((grossCents * discount.value) / MAX_DISCOUNT_PERCENT_HUNDREDTHS)
      : discount.value;
  return Math.min(cents, grossCents);
}

/** Why a discount cannot apply to that amount, or null: over 100 %, or over the amount it comes off. */
export function discountRefusal(grossCents: number, discount: Discount | null): string | null {
  if (!discount) return null;
  if (discount.value < 0) return "Lo sconto non può essere negativo.";
  if (discount.kind === "percent" && discount.value > MAX_DISCOUNT_PERCENT_HUNDREDTHS) {
    return "Lo sconto non può superare il 100 %.";
  }
  if (discount.kind === "amount" && discount.value > grossCents) {
    return `Lo sconto non può superare l'importo (${formatEuroCents(grossCents)}).`;
  }
  return null;
}

export interface OfferTotals {
  /** Each line's amount after its own discount, in the lines' order. */
  lineNetCents: number[];
  /** The lines' sum, before the offer's discount. */
  subtotalCents: number;
  offerDiscountCents: number;
  totalCents: number;
  /** The VAT included in the total (prices include VAT). */
  vatCents: number;
}

export function offerTotals(lines: readonly OfferLineAmounts[], offerDiscount: Discount | null): OfferTotals {
  const lineNetCents = lines.map((line) => line.grossCents - discountCents(line.grossCents, line.discount));
  const subtotalCents = lineNetCents.reduce((sum, cents) => sum + cents, 0);
  const offerDiscountCents = discountCents(subtotalCents, offerDiscount);
  const totalCents = subtotalCents - offerDiscountCents;
  return {
    lineNetCents,
    subtotalCents,
    offerDiscountCents,
    totalCents,
    vatCents: vatIncludedCents(totalCents),
  };
}

/**
 * Spreads `totalCents` over the positions in proportion to their gross amounts
 * (largest remainder, so the shares sum exactly): the JSON API's `items` keep
 * the spec's rule that their sum is the order's total, with every discount,
 * free line and offer service already inside them.
 */
export function spreadOverPositions(positionGrossCents: readonly number[], totalCents: number): number[] {
  return shareInProportion(positionGrossCents, totalCents);
}

/** «5 %», «2,5 %», «50,00 €»: how a discount reads beside «Sconto». */
export function discountText(discount: Discount): string {
  if (discount.kind === "amount") return formatEuroCents(discount.value);
  const percent = formatItalianDecimal(discount.value, 2, false).replace(/,?0+$/, "");
  return `${percent} %`;
}
