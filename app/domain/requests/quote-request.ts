import { z } from "zod";
import {
  dimensionsSchema,
  productIdSchema,
  windowOptionsSchema,
} from "../configurator/window-configuration.ts";
import {
  emailSchema,
  personNameSchema,
  phoneSchema,
  privacyConsentSchema,
} from "../italian-formats/contact-details.ts";

/**
 * POST /api/quote-requests: the window configuration plus the contact details the
 * shop needs to answer. `calculatedPrice`, `createdAt` and any `userId` a
 * client sends are not part of the schema, so they are dropped.
 */
export const quoteRequestSchema = z.object(
  {
    productId: productIdSchema,
    options: windowOptionsSchema,
    dimensions: dimensionsSchema,
    customerName: personNameSchema("Inserisci nome e cognome"),
    customerEmail: emailSchema,
    customerPhone: phoneSchema,
    privacyConsent: privacyConsentSchema,
    notes: z
      .string({ error: "Le note devono essere un testo" })
      .trim()
      .max(2000, "Le note possono contenere al massimo 2000 caratteri")
      .default(""),
    /** Optional: the days the customer proposes for the survey (docs/product/production.md#appointments). */
    surveyPreferredDays: z
      .string({ error: "I giorni preferiti devono essere un testo" })
      .trim()
      .max(200, "I giorni preferiti possono contenere al massimo 200 caratteri")
      .default(""),
  },
  { error: "Dati della richiesta mancanti" },
);

export type QuoteRequestInput = z.infer<typeof quoteRequestSchema>;
