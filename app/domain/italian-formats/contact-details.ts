import { z } from "zod";
import { PRIVACY_CONSENT_MESSAGE } from "../requests/lead-form-fields.ts";

// Contact fields shared by the quote request, the home quote form and the
// contact page: the same rules and Italian messages everywhere.

/**
 * What no name may hold: the C0 and C1 controls (NUL, tab, LF, CR, …), DEL,
 * and the Unicode line and paragraph separators. A name is printed on one line
 * in e-mail headers, PDFs and CSV exports, where a line break could forge
 * another field (docs/product/accounts.md#names).
 */
const CONTROL_CHARACTER = /[\p{Cc}\u2028\u2029]/u;

/** Whether a name (of a person or a company) is free of control characters and line breaks. */
export function isSingleLineName(value: string): boolean {
  return !CONTROL_CHARACTER.test(value);
}

/** "Il nome non può contenere …", beside the field; `subject` names the field ("Il cognome", "La ragione sociale"). */
export function nameControlCharactersMessage(subject = "Il nome"): string {
  return `${subject} non può contenere a capo, tabulazioni o altri caratteri di controllo`;
}

/** A text that refuses control characters first, before any trimming: the start of every name schema. */
export const singleLineText = (error: string, subject = "Il nome") =>
  z.string({ error }).refine(isSingleLineName, nameControlCharactersMessage(subject));

/** A required name: checked for control characters before trimming, so none is ever dropped silently. */
export const personNameSchema = (message: string, subject = "Il nome") =>
  singleLineText(message, subject)
    .trim()
    .min(1, message)
    .max(100, `${subject} può contenere al massimo 100 caratteri`);

/** A company's name (ragione sociale), optional: a blank field is left out. */
export const optionalCompanyNameSchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  singleLineText("La ragione sociale non è valida", "La ragione sociale")
    .trim()
    .max(200, "La ragione sociale può contenere al massimo 200 caratteri")
    .optional(),
);

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
