import { z } from "zod";
import { formatDateShort, shopCalendarDay } from "./dates.ts";
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

/** The quote page's two forms. */
export const quoteActionSchema = z.object({ intent: z.enum(["accept", "renew"]) });
