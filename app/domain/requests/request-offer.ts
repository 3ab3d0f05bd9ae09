import { z } from "zod";
import { euroAmountSchema } from "../italian-formats/euro-amount-schema.ts";
import { requestVersionSchema } from "./request-forms.ts";

// The offer staff make on a quote request (docs/product/back-office.md#offers):
// a price in cents, a discount or a surcharge on the request's price, always
// with a reason the customer reads. The form and the server use this schema.

/** The same ceiling as every catalogue price: 1.000.000,00 €. */
export const MAX_OFFER_CENTS = 100_000_000;
export const OFFER_REASON_MAX_LENGTH = 500;

const PRICE_MESSAGE = "Scrivi il prezzo offerto in euro, per esempio 1.234,50";

export const offeredPriceSchema = euroAmountSchema({
  required: "Il prezzo offerto è obbligatorio",
  invalid: PRICE_MESSAGE,
  min: { cents: 1, message: "Il prezzo offerto deve essere maggiore di zero" },
  max: { cents: MAX_OFFER_CENTS, message: "Il prezzo offerto può essere al massimo 1.000.000,00 €" },
});

export const offerReasonSchema = z
  .string({ error: "Scrivi il motivo dello sconto o della maggiorazione" })
  .trim()
  .min(3, "Scrivi il motivo dello sconto o della maggiorazione")
  .max(OFFER_REASON_MAX_LENGTH, `Il motivo può contenere al massimo ${OFFER_REASON_MAX_LENGTH} caratteri`);

export const offerFormSchema = z.object({
  offeredPrice: offeredPriceSchema,
  reason: offerReasonSchema,
  version: requestVersionSchema,
});

export type OfferInput = z.infer<typeof offerFormSchema>;

/** How an offer compares with the price at request time, as staff and the customer read it. */
export interface OfferDifference {
  kind: "sconto" | "maggiorazione" | "invariato";
  cents: number;
  /** Rounded to one decimal, e.g. 7.5 for 7,5 %. */
  percent: number;
}

export function offerDifference(requestCents: number, offeredCents: number): OfferDifference {
  const cents = offeredCents - requestCents;
  const percent = requestCents > 0 ? Math.round((Math.abs(cents) / requestCents) * 1000) / 10 : 0;
  if (cents === 0) return { kind: "invariato", cents: 0, percent: 0 };
  return { kind: cents < 0 ? "sconto" : "maggiorazione", cents: Math.abs(cents), percent };
}
