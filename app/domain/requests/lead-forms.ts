import { z } from "zod";
import {
  emailSchema,
  personNameSchema,
  phoneSchema,
  privacyConsentSchema,
} from "../italian-formats/contact-details.ts";
import { productInterestOptions } from "./lead-form-fields.ts";

// The two public lead forms (docs/product/leads.md): the /contatti form and the home page's
// quote form. Both are stored as contact messages.

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value ?? "");

const optionalPhone = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  phoneSchema.optional(),
);

export const contactPageFormSchema = z.object({
  nome: personNameSchema("Inserisci il tuo nome"),
  cognome: personNameSchema("Inserisci il tuo cognome", "Il cognome"),
  email: emailSchema,
  telefono: optionalPhone,
  messaggio: z
    .string({ error: "Scrivi il tuo messaggio" })
    .trim()
    .min(1, "Scrivi il tuo messaggio")
    .max(5000, "Il messaggio può contenere al massimo 5000 caratteri"),
  privacy: privacyConsentSchema,
});

export const homeQuoteFormSchema = z.object({
  nome: personNameSchema("Inserisci il tuo nome"),
  cognome: personNameSchema("Inserisci il tuo cognome", "Il cognome"),
  email: emailSchema,
  telefono: phoneSchema,
  prodotto: z
    .preprocess(
      (value) => (value === "" ? undefined : value),
      z
        .enum(
          productInterestOptions.map((option) => option.value),
          { error: "Seleziona un prodotto dall'elenco" },
        )
        .optional(),
    )
    .transform((value) => value ?? null),
  messaggio: optionalText(5000, "Il messaggio può contenere al massimo 5000 caratteri"),
  privacy: privacyConsentSchema,
});

export type ContactPageForm = z.infer<typeof contactPageFormSchema>;
export type HomeQuoteForm = z.infer<typeof homeQuoteFormSchema>;

/** What a lead form's action answers: the form shows it inline (and as a toast with JS). */
export type LeadFormResult =
  | { status: "sent" }
  | { status: "invalid"; errors: Record<string, string>; values: Record<string, string> }
  | { status: "refused"; message: string };
