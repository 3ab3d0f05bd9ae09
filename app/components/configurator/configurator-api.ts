import type { CalculatorOption } from "#app/domain/catalogue.ts";
import { eurosToCents } from "#app/domain/money.ts";
import type { WindowConfiguration } from "#app/domain/window-configuration.ts";
import type { ServerPrice } from "./use-window-configurator.ts";

// Browser calls of the configurators. A failed answer becomes an ApiError
// carrying the server's Italian message (SPEC §8).

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function parseAnswer<T>(response: Response): Promise<T> {
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    const message =
      body && typeof body === "object" && "message" in body && typeof body.message === "string"
        ? body.message
        : `${response.status}: ${text || response.statusText}`;
    throw new ApiError(response.status, message);
  }
  return body as T;
}

function sendJson(url: string, body: unknown, method = "POST"): Promise<Response> {
  return fetch(url, {
    method,
    headers: { "content-type": "application/json", accept: "application/json" },
    credentials: "same-origin",
    body: JSON.stringify(body),
  });
}

/** A JSON call that resolves with the answer or rejects with an ApiError. */
export async function postJson<T = unknown>(url: string, body: unknown, method = "POST"): Promise<T> {
  return parseAnswer<T>(await sendJson(url, body, method));
}

let optionsRequest: Promise<CalculatorOption[]> | null = null;

/** Loaded once per page view and shared by every configurator on it. */
export function fetchCalculatorOptions(): Promise<CalculatorOption[]> {
  optionsRequest ??= fetch("/api/calculator-options", { headers: { accept: "application/json" } })
    .then((response) => parseAnswer<CalculatorOption[]>(response))
    .catch((error: unknown) => {
      optionsRequest = null;
      throw error;
    });
  return optionsRequest;
}

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
