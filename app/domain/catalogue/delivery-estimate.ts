import { type ProductFamily, productFamily } from "../configurator/product-family.ts";
import { addShopDays, formatDateShort } from "../italian-formats/dates.ts";

// How long a made-to-measure product takes from the order (paid) to delivery,
// by product family, as staff set it in the back office
// (docs/product/buying.md#delivery-estimate). Weeks are calendar weeks:
// holidays are not counted apart, and the customer is told so.

export interface DeliveryTime {
  minWeeks: number;
  maxWeeks: number;
}

export type DeliveryTimes = Record<ProductFamily, DeliveryTime>;

/** What the shop says when staff have set nothing for a family. */
export const FALLBACK_LEAD_TIME: DeliveryTime = { minWeeks: 6, maxWeeks: 8 };

export const HOLIDAYS_NOTE = "Le festività non sono considerate nel calcolo.";

/** "Consegna stimata: 5–6 settimane" (one week: "1 settimana"; equal bounds: "4 settimane"). */
export function deliveryEstimateText(deliveryTime: DeliveryTime): string {
  const { minWeeks, maxWeeks } = deliveryTime;
  const weeks =
    minWeeks === maxWeeks
      ? `${minWeeks} ${minWeeks === 1 ? "settimana" : "settimane"}`
      : `${minWeeks}–${maxWeeks} settimane`;
  return `Consegna stimata: ${weeks}`;
}

/** A product's lead time, by its family. */
export function deliveryTimeOf(
  deliveryTimes: Partial<DeliveryTimes>,
  product: { category: { slug: string } },
): DeliveryTime {
  return deliveryTimes[productFamily(product)] ?? FALLBACK_LEAD_TIME;
}

/** Several lines' lead time: the longest among them, since the order is delivered in one go. */
export function longestDeliveryTime(deliveryTimes: readonly DeliveryTime[]): DeliveryTime | null {
  let longest: DeliveryTime | null = null;
  for (const deliveryTime of deliveryTimes) {
    if (
      !longest ||
      deliveryTime.maxWeeks > longest.maxWeeks ||
      (deliveryTime.maxWeeks === longest.maxWeeks && deliveryTime.minWeeks > longest.minWeeks)
    ) {
      longest = deliveryTime;
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
export function deliveryWindow(deliveryTime: DeliveryTime, from: string | Date): DeliveryWindow {
  const start = addShopDays(from, 0);
  return {
    from: start,
    earliest: addShopDays(start, deliveryTime.minWeeks * 7),
    latest: addShopDays(start, deliveryTime.maxWeeks * 7),
  };
}

/** "tra il 12/01/2027 e il 26/01/2027". */
export function deliveryWindowText(window: DeliveryWindow): string {
  const day = (iso: string) => formatDateShort(`${iso}T12:00:00Z`);
  return `tra il ${day(window.earliest)} e il ${day(window.latest)}`;
}

/** What an order's estimate says, once: the weeks, the days and where the count starts. */
export interface OrderDeliveryEstimateView {
  deliveryTime: DeliveryTime;
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
  return `${deliveryEstimateText(estimate.deliveryTime)}, ${deliveryWindowText(estimate.window)} (${counted})`;
}
