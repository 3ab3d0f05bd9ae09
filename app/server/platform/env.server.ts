import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { company } from "#app/domain/documents/company.ts";
import { DEFAULT_QUOTE_VALIDITY_DAYS } from "#app/domain/documents/sales-document.ts";
import { compactIban, isValidIban } from "#app/domain/italian-formats/iban.ts";
import { DEMO_SHOP_IBAN } from "#app/domain/orders/bank-transfer.ts";
import { type FirstAdminCredentials, firstAdminSchema } from "#app/domain/staff/staff-accounts.ts";
import { DEFAULT_PDF_RENDER_QUEUE, defaultPdfRenderThreads } from "../documents/pdf-render-pool.server.ts";

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The address to listen on; unset means every interface (as in a container). */
  HOST: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATA_DIR: z.string().trim().min(1).default("./.data"),
  /**
   * Express `trust proxy`: how many proxies (a number) or which addresses to
   * believe for X-Forwarded-For/Host. Unset: the socket's address counts.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? (/^\d+$/.test(value) ? Number(value) : value) : undefined)),
  /**
   * The shop's public origin (scheme, host, port), e.g. https://www.example.it:
   * every absolute URL (canonical links, og:url, JSON-LD, robots.txt, the
   * sitemap) is built from it, never from the request's Host header.
   * Unset: http://localhost:PORT, for local development.
   */
  PUBLIC_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(
      z
        .url({ protocol: /^https?$/, error: "PUBLIC_URL deve essere un indirizzo http:// o https://" })
        .refine(
          (value) => isBareOrigin(value),
          "PUBLIC_URL deve essere solo l'origine, senza percorso né query",
        )
        .transform((value) => new URL(value).origin)
        .optional(),
    ),
  /** Submissions per client IP per 10 minutes on the public quote and contact forms; the same for sign-ups. */
  PUBLIC_FORM_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  /** How many days a quote stays valid, from the request or from the offer (docs/product/documents.md#validity-of-a-quote). */
  QUOTE_VALIDITY_DAYS: z.coerce
    .number({ error: "QUOTE_VALIDITY_DAYS deve essere un numero di giorni" })
    .int("QUOTE_VALIDITY_DAYS deve essere un numero intero di giorni")
    .min(1, "QUOTE_VALIDITY_DAYS deve essere almeno 1")
    .max(365, "QUOTE_VALIDITY_DAYS può essere al massimo 365")
    .default(DEFAULT_QUOTE_VALIDITY_DAYS),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET deve contenere almeno 32 caratteri").optional(),
  /**
   * The first admin, created at start only when no active admin exists
   * (docs/product/back-office.md#the-first-admin). Both or neither.
   */
  ADMIN_USERNAME: optionalSetting(firstAdminSchema.shape.username),
  ADMIN_PASSWORD: optionalSetting(firstAdminSchema.shape.password),
  /**
   * E-mail (docs/product/mail.md). With SMTP_URL the worker sends through that
   * server (smtp:// or smtps://, user and password in the URL); without it, it
   * writes each message as an .eml file under DATA_DIR/mail/.
   */
  SMTP_URL: optionalSetting(
    z.url({ protocol: /^smtps?$/, error: "SMTP_URL deve essere un indirizzo smtp:// o smtps://" }),
  ),
  /** The From of every message: an address, or `Nome <indirizzo>`. */
  MAIL_FROM: z
    .string()
    .trim()
    .default(`${company.brand} <noreply@${company.email.split("@")[1]}>`)
    .refine(isMailbox, "MAIL_FROM deve essere un indirizzo e-mail, anche nella forma Nome <indirizzo>"),
  /** The shop's own inbox: new quote requests and contact messages go there. */
  SHOP_EMAIL: z.email("SHOP_EMAIL deve essere un indirizzo e-mail").default(company.email),
  /**
   * The shop's IBAN for bank transfers (docs/product/buying.md#bank-transfer):
   * spaces allowed, checked with the ISO 13616 checksum at start, kept compact.
   * Required in production; elsewhere a fictional demo IBAN stands in.
   */
  SHOP_IBAN: optionalSetting(
    z
      .string()
      .refine(
        (value) => isValidIban(value),
        "SHOP_IBAN non è un IBAN valido (controlla le cifre di controllo)",
      )
      .transform(compactIban),
  ),
  /**
   * Threads that render PDF documents (docs/decisions/026-pdf-render-pool.md):
   * by default max(1, min(2, CPUs − 1)), so one core stays for the requests.
   */
  PDF_RENDER_THREADS: z.coerce
    .number({ error: "PDF_RENDER_THREADS deve essere un numero di thread" })
    .int("PDF_RENDER_THREADS deve essere un numero intero")
    .min(1, "PDF_RENDER_THREADS deve essere almeno 1")
    .max(16, "PDF_RENDER_THREADS può essere al massimo 16")
    .default(() => defaultPdfRenderThreads()),
  /** PDF downloads that may wait for a thread; one more answers 503 with Retry-After. */
  PDF_RENDER_QUEUE: z.coerce
    .number({ error: "PDF_RENDER_QUEUE deve essere un numero" })
    .int("PDF_RENDER_QUEUE deve essere un numero intero")
    .min(0, "PDF_RENDER_QUEUE non può essere negativo")
    .max(1000, "PDF_RENDER_QUEUE può essere al massimo 1000")
    .default(DEFAULT_PDF_RENDER_QUEUE),
  /** Seconds an instance keeps a message it is sending before another may send it (ADR 017). */
  MAIL_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /** Seconds before the first retry of a message that could not be sent; each next one waits twice as long. */
  MAIL_RETRY_SECONDS: z.coerce.number().min(0.1).max(3600).default(30),
});

export { DEMO_SHOP_IBAN };

/** `indirizzo@dominio` or `Nome <indirizzo@dominio>`. */
function isMailbox(value: string): boolean {
  const address = /<([^<>]+)>$/.exec(value)?.[1] ?? value;
  return z.email().safeParse(address.trim()).success;
}

export type Env = Omit<
  z.infer<typeof envSchema>,
  "SESSION_SECRET" | "PUBLIC_URL" | "ADMIN_USERNAME" | "ADMIN_PASSWORD" | "SHOP_IBAN"
> & {
  SESSION_SECRET: string;
  SHOP_IBAN: string;
  PUBLIC_URL: string;
  /** ADMIN_USERNAME and ADMIN_PASSWORD, when both are set. */
  FIRST_ADMIN?: FirstAdminCredentials;
};

/** An unset or empty variable is absent; a set one must pass `schema`. */
function optionalSetting<Schema extends z.ZodType<string, string>>(schema: Schema) {
  return z.preprocess((value) => (value === "" ? undefined : value), schema.optional());
}

/** `https://host[:port]` with at most a trailing slash: a path would silently be dropped. */
function isBareOrigin(value: string): boolean {
  // zod runs refinements even after the URL check failed.
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    (url.pathname === "/" || url.pathname === "") &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !url.password
  );
}

/**
 * Reads and validates the environment once at start. A bad value stops the
 * process with a readable message instead of failing on the first request.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Configurazione non valida:\n${lines.join("\n")}`);
  }
  const { SESSION_SECRET, PUBLIC_URL, ADMIN_USERNAME, ADMIN_PASSWORD, SHOP_IBAN, ...settings } = parsed.data;
  if (!SHOP_IBAN && settings.NODE_ENV === "production") {
    throw new Error(
      "Configurazione non valida:\n  SHOP_IBAN: obbligatorio in produzione (l'IBAN per i bonifici)",
    );
  }
  const env = { ...settings, SHOP_IBAN: SHOP_IBAN ?? DEMO_SHOP_IBAN };
  if ((ADMIN_USERNAME === undefined) !== (ADMIN_PASSWORD === undefined)) {
    throw new Error(
      "Configurazione non valida:\n  ADMIN_USERNAME e ADMIN_PASSWORD: imposta entrambe le variabili o nessuna",
    );
  }
  const firstAdmin =
    ADMIN_USERNAME && ADMIN_PASSWORD
      ? { FIRST_ADMIN: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } }
      : {};
  const publicUrl = PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  if (SESSION_SECRET) return { ...env, ...firstAdmin, PUBLIC_URL: publicUrl, SESSION_SECRET };
  if (env.NODE_ENV === "production" && !source.ALLOW_GENERATED_SESSION_SECRET) {
    throw new Error("Configurazione non valida:\n  SESSION_SECRET: obbligatorio in produzione");
  }
  return {
    ...env,
    ...firstAdmin,
    PUBLIC_URL: publicUrl,
    SESSION_SECRET: developmentSessionSecret(env.DATA_DIR),
  };
}

/** A per-machine secret kept beside the data, so that dev sessions survive restarts. */
function developmentSessionSecret(dataDir: string): string {
  const file = path.resolve(dataDir, "session-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
