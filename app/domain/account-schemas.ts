import { z } from "zod";
import { isCommonPassword } from "./common-passwords.ts";

// SPEC §5 messages for login and registration, used by the forms and the API.

export const USERNAME_MESSAGE = "Il nome utente deve contenere almeno 3 caratteri";
export const PASSWORD_MESSAGE = "La password deve contenere almeno 6 caratteri";
export const EMAIL_MESSAGE = "Inserisci un indirizzo email valido";

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
    password: password.refine(
      (value) => !isCommonPassword(value),
      "Questa password è troppo comune e facile da indovinare: scegline una meno prevedibile",
    ),
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

/** Only same-site relative paths: "/cart" yes; "//evil.example", "https://…", "/\\evil" no. */
export function safeRedirectPath(candidate: unknown, fallback = "/"): string {
  if (typeof candidate !== "string") return fallback;
  if (!candidate.startsWith("/") || candidate.startsWith("//") || candidate.startsWith("/\\"))
    return fallback;
  // Control characters (header splitting) are never part of a path we issue.
  if ([...candidate].some((char) => char.charCodeAt(0) < 0x20)) return fallback;
  try {
    const url = new URL(candidate, "http://shop.invalid");
    if (url.origin !== "http://shop.invalid") return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
