import { randomFillSync, randomUUID } from "node:crypto";
import type express from "express";
import { type Logger, runWithRequestLog } from "#app/server/platform/error-log.server.ts";

// Response headers and request logs that every answer of the shop carries:
// pages, the JSON API, static files and errors alike (OWASP ASVS V3, V7, V14).

export { jsonLogger, type Logger, type LogLine } from "#app/server/platform/error-log.server.ts";

const MAP_TILE_ORIGIN = "https://*.tile.openstreetmap.org";

/**
 * The policy of every answer. `inlineScripts` are the CSP sources that allow
 * this answer's own inline scripts (React Router's hydration data): its nonce,
 * or the hashes of a page kept for guests (guest-page-cache.ts).
 */
export function contentSecurityPolicy(inlineScripts: string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScripts].join(" "),
    // Radix and the map position elements with style attributes.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${MAP_TILE_ORIGIN}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

// Nonces are cut from a block of random bytes filled at once, as randomUUID
// does for ids: one call to the system's generator per 256 answers instead of
// one per answer. Every nonce is still 16 bytes nobody has seen.
const NONCE_BYTES = 16;
const nonceBlock = Buffer.alloc(NONCE_BYTES * 256);
let nonceOffset = nonceBlock.length;

function nextNonce(): string {
  if (nonceOffset === nonceBlock.length) {
    randomFillSync(nonceBlock);
    nonceOffset = 0;
  }
  const nonce = nonceBlock.toString("base64", nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

/** A proxy's request id is copied into headers and logs, so only a short, inert shape is kept. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Gives each request an id (a trusted proxy's X-Request-Id when it has a safe
 * shape; a client's own is never believed), a CSP nonce, the security
 * headers, and one JSON log line when the response is finished. Cookies,
 * bodies and query strings are never logged.
 */
export function hardening({
  production,
  log,
  trustProxy,
}: {
  production: boolean;
  log: Logger;
  /** Only behind a trusted proxy does an incoming X-Request-Id come from someone we trust. */
  trustProxy: boolean;
}): express.RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    // Read now: a later handler may rewrite the URL (hidden-back-office.ts), the log keeps what was asked.
    const path = req.path;
    const incoming = trustProxy ? req.get("x-request-id") : undefined;
    const requestId = incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const nonce = nextNonce();
    res.locals.requestId = requestId;
    res.locals.cspNonce = nonce;

    res.setHeader("X-Request-Id", requestId);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    if (production) {
      res.setHeader("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`]));
      res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }

    res.on("finish", () => {
      log({
        level: res.statusCode >= 500 ? "error" : "info",
        msg: "request",
        requestId,
        method: req.method,
        path,
        status: res.statusCode,
        durationMs: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
      });
    });
    // Errors logged anywhere further down carry this request's id and go to the same logger.
    runWithRequestLog({ requestId, log }, next);
  };
}

/** The methods the shop answers; React Router cannot even represent TRACE or CONNECT. */
const SUPPORTED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];

/** A host name, an IPv4 address or a bracketed IPv6 address, with an optional port. */
const VALID_HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** A NUL character, percent-encoded, in the path or the query string (raw, Node's parser refuses it). */
const ENCODED_NUL = /%00/i;

/**
 * Refuses what no browser sends before it reaches the router, which would
 * fail on it with a 500: an unsupported method (TRACE, OPTIONS, ...) → 405
 * with `Allow`; a missing or malformed Host header, a target that is not a
 * path (absolute-form, meant for proxies), or a NUL character in the path or
 * the query (PostgreSQL cannot hold one in a text) → 400. All in Italian, as JSON.
 */
export const refuseMalformedRequests: express.RequestHandler = (req, res, next) => {
  if (!SUPPORTED_METHODS.includes(req.method)) {
    res.setHeader("Allow", SUPPORTED_METHODS.join(", "));
    res.status(405).json({ message: "Metodo non consentito" });
    return;
  }
  const host = req.headers.host;
  if (!host || !VALID_HOST.test(host) || !req.originalUrl.startsWith("/")) {
    res.status(400).json({ message: "Richiesta non valida" });
    return;
  }
  if (ENCODED_NUL.test(req.originalUrl)) {
    res.status(400).json({ message: "Richiesta non valida: l'indirizzo contiene un carattere nullo" });
    return;
  }
  next();
};
