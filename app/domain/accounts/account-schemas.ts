import { z } from "zod";
import { isSingleLineName, nameControlCharactersMessage } from "../italian-formats/contact-details.ts";
import { fiscalCodeProblem, normalizeFiscalCode } from "../italian-formats/fiscal-code.ts";
import { isCommonPassword, isShopWordPassword } from "./common-passwords.ts";

// The messages for login and registration (docs/product/accounts.md), used by the forms and the API.

export const USERNAME_MESSAGE = "Il nome utente deve contenere almeno 3 caratteri";
/** A customer's shortest password (docs/product/accounts.md; staff have a longer one, app/domain/staff/staff-accounts.ts). */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MESSAGE = "La password deve contenere almeno 6 caratteri";
export const EMAIL_MESSAGE = "Inserisci un indirizzo email valido";
export const BLANK_PASSWORD_MESSAGE = "La password non può essere composta solo da spazi";
export const COMMON_PASSWORD_MESSAGE =
  "Questa password è troppo comune e facile da indovinare: scegline una meno prevedibile";
export const SHOP_WORD_PASSWORD_MESSAGE =
  "La password non può essere il nome del negozio o una parola come «serramenti» o «finestre», neppure con un anno o delle cifre: scegline una meno prevedibile";

const username = z
  .string({ error: USERNAME_MESSAGE })
  .trim()
  .min(3, USERNAME_MESSAGE)
  .max(50, "Il nome utente può contenere al massimo 50 caratteri");

const password = z
  .string({ error: PASSWORD_MESSAGE })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGE)
  .max(200, "La password può contenere al massimo 200 caratteri");

/** An optional text field: empty means absent. */
const optionalText = (max: number, label: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z
      .string({ error: `${label} non valido` })
      .trim()
      .max(max, `${label}: al massimo ${max} caratteri`)
      .optional(),
  );

/** An optional first or last name: as above, and never a control character or a line break. */
const optionalName = (label: "Nome" | "Cognome") =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z
      .string({ error: `${label} non valido` })
      .refine(isSingleLineName, nameControlCharactersMessage(label === "Nome" ? "Il nome" : "Il cognome"))
      .trim()
      .max(100, `${label}: al massimo 100 caratteri`)
      .optional(),
  );

/** Login takes the username or the account's e-mail in the same field. */
export const loginSchema = z.object({ username, password }, { error: "Inserisci nome utente e password" });

/** A password someone chooses now: judged for strength, unlike the one login checks. */
const newPassword = password
  .refine((value) => value.trim() !== "", BLANK_PASSWORD_MESSAGE)
  .refine((value) => !isCommonPassword(value), COMMON_PASSWORD_MESSAGE)
  .refine((value) => !isShopWordPassword(value), SHOP_WORD_PASSWORD_MESSAGE);

export const registerSchema = z.object(
  {
    username: username.regex(
      /^[\p{L}\p{N}._-]+$/u,
      "Il nome utente può contenere solo lettere, numeri, punto, trattino e trattino basso",
    ),
    // Only new passwords are judged; login checks whatever an older account has.
    password: newPassword,
    firstName: optionalName("Nome"),
    lastName: optionalName("Cognome"),
    email: z.preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
      z
        .string({ error: EMAIL_MESSAGE })
        .trim()
        .max(254, EMAIL_MESSAGE)
        .pipe(z.email(EMAIL_MESSAGE))
        .optional(),
    ),
    phone: optionalText(30, "Telefono"),
    address: optionalText(200, "Indirizzo"),
  },
  { error: "Dati di registrazione mancanti" },
);

export type LoginInput = z.infer<typeof loginSchema>;

export const PASSWORD_MISMATCH_MESSAGE = "Le due password non coincidono";

export const RESET_LINK_INVALID_MESSAGE =
  "Il link non è valido o è scaduto: chiedine uno nuovo da «Password dimenticata?».";

const optionalEmail = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z.string({ error: EMAIL_MESSAGE }).trim().max(254, EMAIL_MESSAGE).pipe(z.email(EMAIL_MESSAGE)).optional(),
);

/** "I miei dati" (docs/product/accounts.md#profile): every field may be left empty. */
export const profileSchema = z.object(
  {
    firstName: optionalName("Nome"),
    lastName: optionalName("Cognome"),
    email: optionalEmail,
    phone: z.preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
      z
        .string({ error: "Telefono non valido" })
        .trim()
        .regex(/^\+?[0-9 ]{6,20}$/, "Inserisci un numero di telefono valido (solo cifre, spazi e +)")
        .optional(),
    ),
    address: optionalText(200, "Indirizzo"),
    city: optionalText(100, "Città"),
    postalCode: z.preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
      z
        .string({ error: "CAP non valido" })
        .trim()
        .regex(/^\d{5}$/, "Il CAP è di 5 cifre")
        .optional(),
    ),
    province: z.preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
      z
        .string({ error: "Provincia non valida" })
        .trim()
        .regex(/^[A-Za-z]{2}$/, "Scrivi la sigla della provincia, per esempio BO")
        .transform((value) => value.toUpperCase())
        .optional(),
    ),
    // The checkout's own rule (docs/product/buying.md#invoice-data), stored in capitals.
    fiscalCode: z.preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
      z
        .string({ error: "Codice fiscale non valido" })
        .max(32, "Il codice fiscale è di 16 caratteri")
        .superRefine((value, context) => {
          const problem = fiscalCodeProblem(value);
          if (problem) context.addIssue({ code: "custom", message: problem });
        })
        .transform(normalizeFiscalCode)
        .optional(),
    ),
  },
  { error: "Dati del profilo mancanti" },
);
export type ProfileInput = z.infer<typeof profileSchema>;

/** A new password typed twice. */
const newPasswordTwice = {
  newPassword,
  confirmPassword: z.string({ error: PASSWORD_MISMATCH_MESSAGE }),
};
const passwordsMatch = (value: { newPassword: string; confirmPassword: string }) =>
  value.newPassword === value.confirmPassword;

/** "Cambia password": the current one, then the new one twice. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: "Inserisci la password attuale" })
      .min(1, "Inserisci la password attuale"),
    ...newPasswordTwice,
  })
  .refine(passwordsMatch, { message: PASSWORD_MISMATCH_MESSAGE, path: ["confirmPassword"] });
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** "Password dimenticata?": the username or the e-mail of the account. */
export const passwordResetRequestSchema = z.object({
  identifier: z
    .string({ error: "Inserisci il nome utente o l'e-mail" })
    .trim()
    .min(3, "Inserisci il nome utente o l'e-mail")
    .max(254, "Inserisci il nome utente o l'e-mail"),
});

/** The link's form: its token, then the new password twice. */
export const passwordResetSchema = z
  .object({
    token: z.string({ error: "Link non valido" }).regex(/^[A-Za-z0-9_-]{43}$/, "Link non valido"),
    ...newPasswordTwice,
  })
  .refine(passwordsMatch, { message: PASSWORD_MISMATCH_MESSAGE, path: ["confirmPassword"] });
export type RegisterInput = z.infer<typeof registerSchema>;

const REDIRECT_BASE = "http://shop.invalid";

/** Control characters (header splitting, characters a URL parser silently drops) or a backslash (read as "/"). */
function hasUnsafeCharacter(text: string): boolean {
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === "\\") return true;
  }
  return false;
}

/**
 * Only same-site relative paths: "/cart" yes; "//evil.example", "https://…",
 * "/\\evil" no. The candidate is normalised first, exactly as a browser would
 * read it (percent-encoded dots decoded, "." and ".." resolved), then runs of
 * slashes are collapsed, so that "/.//evil.com" or "/%2e//evil.com" can never
 * come out as the protocol-relative "//evil.com". Only then is it checked.
 * See docs/SECURITY.md (open redirects).
 */
export function safeRedirectPath(candidate: unknown, fallback = "/"): string {
  if (typeof candidate !== "string" || candidate.length > 2000) return fallback;
  if (!candidate.startsWith("/") || hasUnsafeCharacter(candidate)) return fallback;
  let url: URL;
  try {
    url = new URL(candidate, REDIRECT_BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== REDIRECT_BASE) return fallback;
  const path = url.pathname.replace(/\/{2,}/g, "/");
  // Encoded slashes, backslashes or control characters are refused too: a proxy
  // or a client router that decodes the path must not find "//host" or "\\" in it.
  let decodedPath: string;
  try {
    decodedPath = decodeURIComponent(path);
  } catch {
    return fallback;
  }
  if (hasUnsafeCharacter(decodedPath) || decodedPath.startsWith("//")) return fallback;
  if (!path.startsWith("/") || path.startsWith("//")) return fallback;
  return `${path}${url.search}${url.hash}`;
}
