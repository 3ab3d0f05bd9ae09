import { randomBytes, randomUUID } from "node:crypto";
import type express from "express";

// Response headers and request logs that every answer of the shop carries:
// pages, the JSON API, static files and errors alike (OWASP ASVS V3, V7, V14).

export type LogLine = Record<string, unknown>;
export type Logger = (line: LogLine) => void;

export const jsonLogger: Logger = (line) => console.log(JSON.stringify(line));

const MAP_TILE_ORIGIN = "https://*.tile.openstreetmap.org";

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    // Only this response's inline scripts (React Router's hydration data) and our own files.
    `script-src 'self' 'nonce-${nonce}'`,
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

const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * Gives each request an id (kept from a trusted proxy's X-Request-Id when it
 * looks like one), a CSP nonce, the security headers, and one JSON log line
 * when the response is finished. Cookies, bodies and query strings are never logged.
 */
export function hardening({ production, log }: { production: boolean; log: Logger }): express.RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const incoming = req.get("x-request-id");
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const nonce = randomBytes(16).toString("base64");
    res.locals.requestId = requestId;
    res.locals.cspNonce = nonce;

    res.setHeader("X-Request-Id", requestId);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    if (production) {
      res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce));
      res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }

    res.on("finish", () => {
      log({
        level: res.statusCode >= 500 ? "error" : "info",
        msg: "request",
        requestId,
        method: req.method,
        path: req.path,
        status: res.statusCode,
        durationMs: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
      });
    });
    next();
  };
}
