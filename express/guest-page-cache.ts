import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type express from "express";
import { contentSecurityPolicy } from "./hardening.ts";
import { isPersonalRequest } from "./personal-requests.ts";

// The rendered answers of the public pages, kept in memory for visitors
// without a session (docs/decisions/020-guest-page-cache.md). Most visitors are
// guests browsing a catalogue that changes a few times a day: their pages are
// the same for all of them, so one render serves many. A request that carries
// the session or flash cookie never reads nor fills it, an answer that sets a
// cookie or says `private`/`no-store` is never kept, and every catalogue change
// empties it on every instance (the caller subscribes `clear`).

/**
 * The public pages whose answer is the same for every guest, their `.data`
 * for client navigation, and the catalogue's read-only JSON API.
 */
const GUEST_PAGES = [
  /^\/$/,
  /^\/_root$/,
  /^\/category\/[^/]+(?:\/[^/]+)?$/,
  /^\/product\/[^/]+$/,
  /^\/(?:chi-siamo|come-misurare|contatti|privacy|terms|cookie|accessibilita)$/,
  /^\/sitemap\.xml$/,
  /^\/api\/(?:categories|products|calculator-options|door-catalogue|size-limits)$/,
  /^\/api\/(?:categories|subcategories)\/[^/]+(?:\/(?:subcategories|products))?$/,
  /^\/api\/products\/[^/]+$/,
];

/** Smaller bodies are not worth compressing (the compression middleware's own threshold). */
const MIN_GZIP_BYTES = 1024;

/** Longer URLs (query strings nobody links to) are rendered, not kept. */
const MAX_KEY_LENGTH = 256;

/** What a CDN or nginx in front may do with a guest page; browsers revalidate every time (ETag). */
export const GUEST_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=60";

export interface GuestPageCacheSettings {
  /** How long a kept page is served before it is rendered again. */
  ttlMs: number;
  maxEntries: number;
  /** The bodies' total size. */
  maxBytes: number;
}

export const DEFAULT_GUEST_PAGE_CACHE: GuestPageCacheSettings = {
  ttlMs: 60_000,
  maxEntries: 500,
  maxBytes: 32 * 1024 * 1024,
};

interface Entry {
  body: Buffer;
  /** The body gzipped once, the first time a client accepts it, instead of on every answer. */
  gzipped?: Buffer;
  etag: string;
  /** The page's own script-src sources: the hashes of its inline scripts. */
  inlineScripts: string[];
  headers: [string, string][];
  expires: number;
}

/** Headers of an answer that belong to the request, not to the page. */
const PER_REQUEST_HEADERS = new Set([
  "x-request-id",
  "content-security-policy",
  "strict-transport-security",
  "content-length",
  "etag",
  "cache-control",
  "date",
  "connection",
  "transfer-encoding",
  "vary",
]);

export function isGuestPagePath(pathname: string): boolean {
  const page = pathname.endsWith(".data") ? pathname.slice(0, -".data".length) || "/" : pathname;
  return GUEST_PAGES.some((pattern) => pattern.test(page));
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The CSP sources of a page's inline scripts: one `'sha256-…'` per distinct script. */
export function inlineScriptHashes(html: string): string[] {
  const sources = new Set<string>();
  for (const [, attributes = "", content = ""] of html.matchAll(INLINE_SCRIPT)) {
    // A script with src= is covered by 'self'; JSON-LD is data, which CSP does not govern.
    if (/\bsrc=/i.test(attributes) || /application\/ld\+json/i.test(attributes)) continue;
    sources.add(`'sha256-${createHash("sha256").update(content).digest("base64")}'`);
  }
  return [...sources];
}

/**
 * Production pages carry a CSP (hardening.ts); a page rendered without a nonce
 * gets one that allows exactly its own inline scripts, by their hashes.
 */
function allowInlineScripts(res: express.Response, inlineScripts: string[]) {
  if (res.hasHeader("content-security-policy"))
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(inlineScripts));
}

/** Weak comparison, as for any GET's If-None-Match. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

function toBuffer(chunk: unknown, encoding?: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
}

export function createGuestPageCache({
  personalCookies,
  settings = DEFAULT_GUEST_PAGE_CACHE,
}: {
  /** The cookies that make a request someone's: the session and the flash notice. */
  personalCookies: string[];
  settings?: GuestPageCacheSettings;
}) {
  // Insertion order is recency order: a hit moves its entry to the end, the first one goes first.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  // Bumped by every clear, so that a render begun before a catalogue change is not kept after it.
  let generation = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.body.length;
  };

  const lookup = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    remove(key);
    if (entry.expires <= Date.now()) return undefined;
    entries.set(key, entry);
    bytes += entry.body.length;
    return entry;
  };

  const keep = (key: string, entry: Entry) => {
    if (entry.body.length > settings.maxBytes) return;
    remove(key);
    entries.set(key, entry);
    bytes += entry.body.length;
    for (const oldest of entries.keys()) {
      if (entries.size <= settings.maxEntries && bytes <= settings.maxBytes) break;
      remove(oldest);
    }
  };

  /** Writes a kept (or just kept) page: 304 when the browser holds this version. */
  const answer = (req: express.Request, res: express.Response, entry: Entry, outcome: "HIT" | "MISS") => {
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    allowInlineScripts(res, entry.inlineScripts);
    res.setHeader("ETag", entry.etag);
    res.setHeader("Cache-Control", GUEST_PAGE_CACHE_CONTROL);
    res.setHeader("Vary", "Accept-Encoding, Cookie");
    res.setHeader("X-Cache", outcome);
    if (matchesEtag(req.get("if-none-match"), entry.etag)) {
      res.status(304).end();
      return;
    }
    // The compression middleware leaves an answer that is already encoded alone.
    const gzip = entry.body.length >= MIN_GZIP_BYTES && req.acceptsEncodings("gzip", "identity") === "gzip";
    if (gzip) {
      entry.gzipped ??= gzipSync(entry.body);
      res.setHeader("Content-Encoding", "gzip");
    }
    const body = gzip && entry.gzipped ? entry.gzipped : entry.body;
    res.status(200);
    res.setHeader("Content-Length", body.length);
    res.end(body);
  };

  const middleware: express.RequestHandler = (req, res, next) => {
    const key = req.originalUrl;
    if (
      req.method !== "GET" ||
      key.length > MAX_KEY_LENGTH ||
      !isGuestPagePath(req.path) ||
      isPersonalRequest(req, personalCookies)
    ) {
      return next();
    }
    const kept = lookup(key);
    if (kept) return answer(req, res, kept, "HIT");

    // Rendered without a nonce: a kept page is served to many requests, so its
    // CSP lists the hashes of its inline scripts instead (also when it is not kept).
    res.locals.cspNonce = "";
    const renderedIn = generation;
    const chunks: Buffer[] = [];
    const write = res.write;
    const end = res.end;
    res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
      chunks.push(toBuffer(chunk, encoding));
      if (typeof callback === "function") callback();
      else if (typeof encoding === "function") encoding();
      return true;
    }) as typeof res.write;
    res.end = ((chunk?: unknown, encoding?: unknown) => {
      if (chunk !== undefined && chunk !== null && typeof chunk !== "function")
        chunks.push(toBuffer(chunk, encoding));
      res.write = write;
      res.end = end;
      const body = Buffer.concat(chunks);
      const contentType = String(res.getHeader("content-type") ?? "");
      const inlineScripts = contentType.startsWith("text/html")
        ? inlineScriptHashes(body.toString("utf8"))
        : [];
      const cacheControl = String(res.getHeader("cache-control") ?? "");
      const keepable =
        res.statusCode === 200 &&
        !res.hasHeader("set-cookie") &&
        !/\b(?:private|no-store)\b/.test(cacheControl) &&
        renderedIn === generation;
      if (!keepable) {
        allowInlineScripts(res, inlineScripts);
        return res.end(body);
      }
      const entry: Entry = {
        body,
        // Weak: the plain and the gzipped body share it, as the same page.
        etag: `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
        inlineScripts,
        headers: Object.entries(res.getHeaders())
          .filter(([name, value]) => !PER_REQUEST_HEADERS.has(name) && value !== undefined)
          .map(([name, value]) => [name, Array.isArray(value) ? value.join(", ") : String(value)]),
        expires: Date.now() + settings.ttlMs,
      };
      keep(key, entry);
      answer(req, res, entry, "MISS");
      return res;
    }) as typeof res.end;
    next();
  };

  return {
    middleware,
    /** Forgets every kept page: the catalogue changed. */
    clear() {
      generation += 1;
      entries.clear();
      bytes = 0;
    },
  };
}
