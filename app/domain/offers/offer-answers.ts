import { z } from "zod";
import { checkoutSchema } from "../cart-and-checkout/checkout-rules.ts";
import { installationFields } from "../vat/installation-declaration.ts";
import { integerLike } from "../web/validation.ts";

// The customer's answers to one sent version (docs/product/offers.md#accepting):
// each carries the version the page showed; an acceptance collects what the
// checkout collects, and with installation the building's use and the work.

export const OFFER_CHANGED_ANSWER_MESSAGE =
  "L'offerta è cambiata: leggi la nuova versione prima di accettarla.";
export const CHANGE_MESSAGE_REQUIRED = "Scrivi cosa vuoi cambiare nell'offerta.";
export const ANSWER_NOTE_MAX = 1000;

const VERSION_MESSAGE = "Versione dell'offerta non valida: ricarica la pagina.";

export const versionNumberSchema = z.preprocess(
  integerLike,
  z
    .number({ error: VERSION_MESSAGE })
    .int(VERSION_MESSAGE)
    .min(1, VERSION_MESSAGE)
    .max(10_000, VERSION_MESSAGE),
);

const noteText = (max: number) =>
  z.string({ error: "Il testo non è valido." }).trim().max(max, `Al massimo ${max} caratteri.`);

/** «Accetta»: the version, the checkout's fields (invoice, address, payment, art. 59) and the building's use. */
export const offerAcceptanceSchema = z.object({
  versionNumber: versionNumberSchema,
  order: checkoutSchema,
  ...installationFields,
});
export type OfferAcceptanceInput = z.output<typeof offerAcceptanceSchema>;

/** «Rifiuta», with an optional reason. */
export const offerDeclineSchema = z.object({
  versionNumber: versionNumberSchema,
  reason: noteText(ANSWER_NOTE_MAX).optional().default(""),
});
export type OfferDeclineInput = z.output<typeof offerDeclineSchema>;

/** «Chiedi una modifica», with the change asked for. */
export const offerChangeRequestSchema = z.object({
  versionNumber: versionNumberSchema,
  message: noteText(ANSWER_NOTE_MAX).min(1, CHANGE_MESSAGE_REQUIRED),
});
export type OfferChangeRequestInput = z.output<typeof offerChangeRequestSchema>;
