import { memoizedGet, parseAnswer, sendJson } from "#app/components/web/json-client.ts";
import type { CalculatorOption } from "#app/domain/catalogue/catalogue.ts";
import type { OptionSetEntry } from "#app/domain/catalogue/option-set-entries.ts";
import type { SizeLimit } from "#app/domain/configurator/size-limits.ts";
import type { WindowConfiguration } from "#app/domain/configurator/window-configuration.ts";
import type { PricePart } from "#app/domain/configurator/window-price.ts";
import { eurosToCents } from "#app/domain/italian-formats/money.ts";
import type { ServerPrice } from "./use-window-configurator.ts";

// Browser calls of the window configurators.

const optionSetRequests = new Map<number, () => Promise<(CalculatorOption & OptionSetEntry)[]>>();

/** A product's options with its locks and defaults; loaded once per product and page view. */
export function fetchProductOptions(productId: number) {
  let request = optionSetRequests.get(productId);
  if (!request) {
    request = memoizedGet(`/api/calculator-options?productId=${productId}`);
    optionSetRequests.set(productId, request);
  }
  return request();
}

let sizeLimitsRequest: (() => Promise<SizeLimit[]>) | undefined;

/** The factory's size limits of every family; loaded once per page view. */
export function fetchSizeLimits() {
  sizeLimitsRequest ??= memoizedGet("/api/size-limits");
  return sizeLimitsRequest();
}

interface PriceAnswer {
  price: number;
  breakdown: ServerPrice["breakdown"];
  priceParts: PricePart[];
  pricePerSquareMetre: number | null;
}

export async function requestServerPrice(configuration: WindowConfiguration): Promise<ServerPrice> {
  const answer = await parseAnswer<PriceAnswer>(await sendJson("/api/price", configuration));
  return {
    priceCents: eurosToCents(answer.price),
    breakdown: answer.breakdown,
    parts: answer.priceParts,
    pricePerSquareMetreCents:
      answer.pricePerSquareMetre === null ? null : eurosToCents(answer.pricePerSquareMetre),
  };
}

export interface QuoteContact {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  notes: string;
  privacyConsent: boolean;
  website: string;
}

export async function submitQuoteRequest(configuration: WindowConfiguration, contact: QuoteContact) {
  return parseAnswer<{ id: number; number: string; price: number }>(
    await sendJson("/api/quote-requests", { ...configuration, ...contact }),
  );
}
