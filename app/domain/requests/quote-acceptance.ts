import { z } from "zod";
import { formatDateShort, shopCalendarDay } from "../italian-formats/dates.ts";
import { rowVersionSchema } from "../web/row-version.ts";
import type { RequestStatus } from "./request-status.ts";

// Accepting a quote (docs/product/documents.md#accepting-a-quote): while it is
// valid, the customer who asked for it puts it in the cart at the quoted or
// offered price with "Accetta e ordina"; an expired one says so and offers a
// new request at today's price.

/** The statuses from which the customer may still accept: the shop has not closed or refused it. */
export const customerAcceptableStatuses: readonly RequestStatus[] = [
  "nuova",
  "in-lavorazione",
  "offerta-inviata",
];

export type QuoteStanding =
  | { kind: "acceptable"; validUntil: string }
  | { kind: "expired"; validUntil: string }
  | { kind: "accepted" }
  | { kind: "closed" };

/** Where a quote stands for its customer on `today` (any instant of the shop's day). */
export function quoteStanding(status: RequestStatus, validUntil: string, now: Date | string): QuoteStanding {
  if (status === "accettata") return { kind: "accepted" };
  if (!customerAcceptableStatuses.includes(status)) return { kind: "closed" };
  return shopCalendarDay(now) > validUntil
    ? { kind: "expired", validUntil }
    : { kind: "acceptable", validUntil };
}

/** "Il preventivo è scaduto il 12/12/2026". */
export function quoteExpiredMessage(validUntil: string): string {
  return `Il preventivo è scaduto il ${formatDateShort(validUntil)}`;
}

export const QUOTE_CLOSED_MESSAGE = "Questo preventivo è chiuso e non si può più accettare.";

/** «Accetta e ordina» from a page drawn before the shop changed the quote (a new offer, a status). */
export const QUOTE_CHANGED_MESSAGE =
  "Il preventivo è stato aggiornato dal negozio mentre lo guardavi: controlla qui sotto l'offerta attuale e, se ti va bene, accettala.";

/**
 * Where an accepted quote's line is now: in the cart, ordered, or taken out of
 * the cart (it can be put back at the accepted price while the quote's
 * validity lasts; after that only a new quote will do).
 */
export type AcceptedQuoteCart =
  | { kind: "in-cart" }
  | { kind: "ordered" }
  | { kind: "removed"; validUntil: string }
  | { kind: "removed-expired"; validUntil: string };

/** «Accetta e ordina», one of the quote page's two forms: it carries the quote's version as the page drew it. */
export const quoteAcceptanceSchema = z.object({ version: rowVersionSchema });
