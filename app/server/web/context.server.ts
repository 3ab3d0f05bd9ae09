import { createContext } from "react-router";
import type { PublicUser } from "#app/domain/accounts/public-user.ts";
import { DEMO_SHOP_IBAN } from "#app/domain/orders/bank-transfer.ts";
import type { SessionCookieConfig } from "../accounts/sessions.server.ts";
import type { PdfRenderer } from "../documents/pdf-render-pool.server.ts";
import type { Database } from "../platform/db.server.ts";
import type { DatabaseRateLimiter } from "../platform/rate-limit.server.ts";

/** The one database client of this process, set by the server for every request. */
export const dbContext = createContext<Database>();

/** Facts about the request that only the HTTP server knows. */
export interface RequestInfo {
  /** The client's address as Express resolves it (honours `trust proxy`). */
  clientIp: string;
}
export const requestInfoContext = createContext<RequestInfo>({ clientIp: "unknown" });

/** The shop's public origin (PUBLIC_URL), for every absolute URL it writes; never the Host header. */
export const publicUrlContext = createContext<string>();

/** The shop's own settings from the environment (QUOTE_VALIDITY_DAYS, SHOP_IBAN). */
export interface ShopSettings {
  /** How many days a quote stays valid (docs/product/documents.md#validity-of-a-quote). */
  quoteValidityDays: number;
  /** The IBAN bank transfers go to (SHOP_IBAN), compact (docs/product/buying.md#bank-transfer). */
  shopIban: string;
}
export const shopSettingsContext = createContext<ShopSettings>({
  quoteValidityDays: 30,
  shopIban: DEMO_SHOP_IBAN,
});

/** Per-address limits stored in the database, so that they hold across instances. */
export interface RateLimiters {
  /** The public forms: quote requests, the contact page, the home page's quote form. */
  publicForms: DatabaseRateLimiter;
  /** Sign-ups, through the API and the page. */
  registrations: DatabaseRateLimiter;
  /** "Password dimenticata?" requests: each may send an e-mail. */
  passwordResets: DatabaseRateLimiter;
  /** PDF downloads per signed-in user (docs/product/documents.md#downloads). */
  pdfDownloads: DatabaseRateLimiter;
}
export const rateLimitersContext = createContext<RateLimiters>();

/** Lets a refusal close the connection after its answer, so an unread body is never drained. */
export interface ConnectionControl {
  closeAfterAnswer(): void;
}
export const connectionContext = createContext<ConnectionControl>({ closeAfterAnswer() {} });

/** Cookie settings for sessions: the signing secret and whether cookies are `Secure`. */
export const sessionConfigContext = createContext<SessionCookieConfig>();

/** The signed-in customer for this request, or null; set by the session middleware. */
export const currentUserContext = createContext<PublicUser | null>(null);

/** The active session row's id, for logout. */
export const currentSessionContext = createContext<string | null>(null);

/** This response's Content-Security-Policy nonce, for the inline scripts React Router writes. */
export const cspNonceContext = createContext<string>("");

/**
 * Set when React Router refused the request's method because the route has
 * no action (handleError sees that refusal), so that the root middleware can
 * answer 405 with `Allow` and, for the API, an Italian JSON message.
 */
export const unsupportedMethodContext = createContext<boolean>(false);

/** The process's PDF render pool (docs/decisions/026-pdf-render-pool.md). */
export const pdfRendererContext = createContext<PdfRenderer>();
