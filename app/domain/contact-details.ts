import { z } from "zod";
import { PRIVACY_CONSENT_MESSAGE } from "./lead-form-fields.ts";
import { requiredTextSchema } from "./required-text.ts";

// Contact fields shared by the quote request, the home quote form and the
// contact page: the same rules and Italian messages everywhere.

export const personNameSchema = (message: string) =>
  requiredTextSchema(message, 100, "Il nome può contenere al massimo 100 caratteri");

export const emailSchema = z
  .string({ error: "Inserisci un indirizzo email valido" })
  .trim()
  .max(254, "Inserisci un indirizzo email valido")
  .pipe(z.email("Inserisci un indirizzo email valido"));

/** Digits, spaces and a leading +; 6 to 15 digits. */
export const phoneSchema = z
  .string({ error: "Inserisci un numero di telefono valido" })
  .trim()
  .regex(/^\+?[\d ]{6,20}$/, "Inserisci un numero di telefono valido (solo cifre, spazi e +)")
  .refine((phone) => {
    const digits = phone.replace(/\D/g, "").length;
    return digits >= 6 && digits <= 15;
  }, "Inserisci un numero di telefono valido (solo cifre, spazi e +)");

/** A checkbox's consent: `true` from JSON, "on"/"true" from a form post. */
export const privacyConsentSchema = z.preprocess(
  (value) => (value === "on" || value === "true" ? true : value),
  z.literal(true, { error: PRIVACY_CONSENT_MESSAGE }),
);
