import { memoizedGet, parseAnswer, sendJson } from "#app/components/api/json-client.ts";
import type { CalculatorOption } from "#app/domain/catalogue.ts";
import { eurosToCents } from "#app/domain/money.ts";
import type { WindowConfiguration } from "#app/domain/window-configuration.ts";
import type { ServerPrice } from "./use-window-configurator.ts";

// Browser calls of the window configurators.

/** Loaded once per page view and shared by every configurator on it. */
export const fetchCalculatorOptions = memoizedGet<CalculatorOption[]>("/api/calculator-options");

export async function requestServerPrice(configuration: WindowConfiguration): Promise<ServerPrice> {
  const answer = await parseAnswer<{ price: number; breakdown: ServerPrice["breakdown"] }>(
    await sendJson("/api/price", configuration),
  );
  return { priceCents: eurosToCents(answer.price), breakdown: answer.breakdown };
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
  return parseAnswer<{ id: number; price: number }>(
    await sendJson("/api/quote-requests", { ...configuration, ...contact }),
  );
}
