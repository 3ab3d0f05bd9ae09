import type { CalculatorOption } from "../catalogue/catalogue.ts";
import type { SummaryLine } from "../configurator/line-kinds/summary.ts";
import type { ProductFamily } from "../configurator/product-family.ts";
import type { WindowDimensions, WindowOptions } from "../configurator/window-configuration.ts";
import type { QuoteStanding } from "./quote-acceptance.ts";
import type { RequestStatus } from "./request-status.ts";

// A quote request as its pages show it: the back office's request page and the
// customer's /preventivi/:id read the same configuration and offer.

export interface QuoteConfigurationView {
  productId: number;
  productName: string;
  /** Decides the drawing (docs/product/drawings.md). */
  family: ProductFamily;
  options: WindowOptions;
  dimensions: WindowDimensions;
  /** The server's summary lines at request time (the line-kind registry's stored form). */
  summary: SummaryLine[];
  /** The colour option that gives the drawing its swatch and name; null when the catalogue no longer has it. */
  colour: Pick<CalculatorOption, "type" | "value" | "name" | "swatch"> | null;
  /** The server's price when the request was made: it never changes. */
  requestPriceCents: number;
}

export interface QuoteOfferView {
  priceCents: number;
  /** Why the price differs from the request's: the customer reads it. */
  reason: string;
  /** ISO time it was made. */
  at: string;
}

/** A row of "I miei preventivi". */
export interface CustomerQuoteSummary {
  id: number;
  /** "P-2026-000123" (docs/product/documents.md#numbers). */
  number: string;
  createdAt: string;
  status: RequestStatus;
  productName: string;
  requestPriceCents: number;
  offeredPriceCents: number | null;
}

/** "I miei preventivi" → one request: what was asked, at what price, and the shop's offer. */
export interface CustomerQuote extends CustomerQuoteSummary {
  configuration: QuoteConfigurationView;
  offer: QuoteOfferView | null;
  notes: string;
  /** Whether it can still be accepted, and until when (docs/product/documents.md#accepting-a-quote). */
  standing: QuoteStanding;
  /** Sent back by «Accetta e ordina»: an offer changed since the page was drawn is refused (a conflict). */
  version: number;
}
