import { type ProductFamily, productFamily } from "../configurator/product-family.ts";
import { addShopDays, formatDateShort } from "../italian-formats/dates.ts";

// How long a made-to-measure product takes from the order (paid) to delivery,
// by product family, as staff set it in the back office
// (docs/product/buying.md#delivery-estimate). Weeks are calendar weeks:
// holidays are not counted apart, and the customer is told so.

export interface LeadTime {
  minWeeks: number;
  maxWeeks: number;
}

export type LeadTimes = Record<ProductFamily, LeadTime>;

/** What the shop says when staff have set nothing for a family. */
export const FALLBACK_LEAD_TIME: LeadTime = { minWeeks: 6, maxWeeks: 8 };

export const HOLIDAYS_NOTE = "Le festività non sono considerate nel calcolo.";

/** "Consegna stimata: 5–6 settimane" (one week: "1 settimana"; equal bounds: "4 settimane"). */
export function deliveryEstimateText(leadTime: LeadTime): string {
  const { minWeeks, maxWeeks } = leadTime;
  const weeks =
    minWeeks === maxWeeks
      ? `${minWeeks} ${minWeeks === 1 ? "settimana" : "settimane"}`
      : `${minWeeks}–${maxWeeks} settimane`;
  return `Consegna stimata: ${weeks}`;
}

/** A product's lead time, by its family. */
export function leadTimeOf(leadTimes: Partial<LeadTimes>, product: { category: { slug: string } }): LeadTime {
  return leadTimes[productFamily(product)] ?? FALLBACK_LEAD_TIME;
}

/** Several lines' lead time: the longest among them, since the order is delivered in one go. */
export function longestLeadTime(leadTimes: readonly LeadTime[]): LeadTime | null {
  let longest: LeadTime | null = null;
  for (const leadTime of leadTimes) {
    if (
      !longest ||
      leadTime.maxWeeks > longest.maxWeeks ||
      (leadTime.maxWeeks === longest.maxWeeks && leadTime.minWeeks > longest.minWeeks)
    ) {
      longest = leadTime;
    }
  }
  return longest;
}

export interface DeliveryWindow {
  /** "yyyy-MM-dd": the day the count starts (payment, or today while unpaid). */
  from: string;
  earliest: string;
  latest: string;
}

/** The days a lead time gives when counted from `from` ("yyyy-MM-dd" or an instant). */
export function deliveryWindow(leadTime: LeadTime, from: string | Date): DeliveryWindow {
  const start = addShopDays(from, 0);
  return {
    from: start,
    earliest: addShopDays(start, leadTime.minWeeks * 7),
    latest: addShopDays(start, leadTime.maxWeeks * 7),
  };
}

/** "tra il 12/01/2027 e il 26/01/2027". */
export function deliveryWindowText(window: DeliveryWindow): string {
  const day = (iso: string) => formatDateShort(`${iso}T12:00:00Z`);
  return `tra il ${day(window.earliest)} e il ${day(window.latest)}`;
}

/** What an order's estimate says, once: the weeks, the days and where the count starts. */
export interface OrderDeliveryEstimateView {
  leadTime: LeadTime;
  window: DeliveryWindow;
  /** Whether the count starts at the payment (true) or today, while the order waits for it. */
  countedFromPayment: boolean;
}

/**
 * The estimate in one sentence, for the success screen and the order
 * confirmation: "Consegna stimata: 5–6 settimane, tra il 12/01/2027 e il
 * 26/01/2027 (contate da oggi: il conto parte dal pagamento)".
 */
export function orderDeliverySentence(estimate: OrderDeliveryEstimateView): string {
  const counted = estimate.countedFromPayment
    ? "contate dal pagamento ricevuto"
    : "contate da oggi: il conto parte dal giorno in cui riceviamo il pagamento";
  return `${deliveryEstimateText(estimate.leadTime)}, ${deliveryWindowText(estimate.window)} (${counted})`;
}
