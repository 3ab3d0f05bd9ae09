import { z } from "zod";
import { isCommonPassword, isShopWordPassword } from "./common-passwords.ts";

// The messages for login and registration (docs/product/accounts.md), used by the forms and the API.

export const USERNAME_MESSAGE = "Il nome utente deve contenere almeno 3 caratteri";
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
  .min(6, PASSWORD_MESSAGE)
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

export const loginSchema = z.object({ username, password }, { error: "Inserisci nome utente e password" });

export const registerSchema = z.object(
  {
    username: username.regex(
      /^[\p{L}\p{N}._-]+$/u,
      "Il nome utente può contenere solo lettere, numeri, punto, trattino e trattino basso",
    ),
    // Only new passwords are judged; login checks whatever an older account has.
    password: password
      .refine((value) => value.trim() !== "", BLANK_PASSWORD_MESSAGE)
      .refine((value) => !isCommonPassword(value), COMMON_PASSWORD_MESSAGE)
      .refine((value) => !isShopWordPassword(value), SHOP_WORD_PASSWORD_MESSAGE),
    firstName: optionalText(100, "Nome"),
    lastName: optionalText(100, "Cognome"),
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
