import { sql } from "drizzle-orm";
import type { FuzzBody } from "./fuzz-inputs.ts";
import type { TestApp, TestDatabase } from "./test-app.ts";

// What the fuzz suite checks on every answer: no 5xx, an Italian message on
// every refusal, no leaked internals, and a database that a refusal left alone.

/**
 * The tables a request can write to on behalf of a user, each with the row text
 * that is compared. `login_attempts` and `rate_limit_hits` are left out on
 * purpose: every failed login and every public form counts there, refused or not. Sessions are compared by id and owner only,
 * as a session in use slides its expiry.
 */
const FINGERPRINTED = {
  users: "t::text",
  sessions: "t.id || '/' || t.user_id",
  cart_items: "t::text",
  orders: "t::text",
  order_items: "t::text",
  wishlist_items: "t::text",
  saved_configurations: "t::text",
  quote_requests: "t::text",
  contact_messages: "t::text",
} as const;

const FINGERPRINT_QUERY = `select ${Object.entries(FINGERPRINTED)
  .map(
    ([table, row]) =>
      `(select count(*) || ':' || coalesce(encode(sha256(convert_to(string_agg(${row}, '|' order by t.id), 'UTF8')), 'hex'), '') from ${table} t) as ${table}`,
  )
  .join(", ")}`;

export type DatabaseFingerprint = Record<keyof typeof FINGERPRINTED, string>;

/** Row count and a hash of every row, per user-owned table, in one query. */
export async function databaseFingerprint(db: TestDatabase): Promise<DatabaseFingerprint> {
  const result = (await db.execute(sql.raw(FINGERPRINT_QUERY))) as unknown as {
    rows: DatabaseFingerprint[];
  };
  return { ...result.rows[0]! };
}

const ENGLISH =
  /\b(the|invalid|error|expected|required|unexpected|not found|must|received|too (big|small)|unrecognized|should|failed)\b/i;
const INTERNALS =
  /\b(select|insert|update|delete from|drizzle|postgres|pglite|sql|stack|node_modules|at \w+ \()|\.ts:\d+|\/work\//i;

/** A refusal's message as the shop shows it: non-empty, Italian (no common English words), no internals. */
export function italianMessageProblem(message: unknown): string | null {
  if (typeof message !== "string" || message.trim() === "") return "no message";
  if (!/\p{L}/u.test(message)) return `no words: ${message}`;
  if (ENGLISH.test(message)) return `English words: ${message}`;
  if (INTERNALS.test(message)) return `internals: ${message}`;
  return null;
}

/** The words a visitor reads on a page: no scripts, styles or tags. */
export function visibleText(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, " ")
    .replace(/<style\b[\s\S]*?<\/style>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .replace(/\s+/g, " ");
}

/** Zod's own English messages, or a stack trace, showing through on a page. */
const LEAKED_ON_PAGE =
  /Invalid input|expected \w+, received|Too (big|small)|Unrecognized key|Invalid (option|email|string)|Unexpected Server Error|at \w+ \(|node_modules/i;

export function pageProblem(html: string): string | null {
  if (!/<html[^>]*\blang="it"/.test(html)) return "not an Italian page";
  const text = visibleText(html);
  const leaked = LEAKED_ON_PAGE.exec(text);
  if (leaked)
    return `leaked text on the page: ${text.slice(Math.max(0, leaked.index - 80), leaked.index + 120)}`;
  return null;
}

export interface FuzzAnswer {
  /** 0: the server closed the connection without an answer. */
  status: number;
  contentType: string;
  text: string;
  /** The Connection header: "close" after a refused oversized body. */
  connection?: string | null;
}

function streamOf(body: string | Uint8Array): ReadableStream<Uint8Array> {
  const bytes = typeof body === "string" ? new TextEncoder().encode(body) : body;
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + 4_096));
      offset += 4_096;
    },
  });
}

/** Sends one fuzz case as a non-browser client would; redirects are answers, not followed. */
export async function sendFuzzRequest(
  app: TestApp,
  request: {
    method: string;
    path: string;
    cookie?: string | null;
    body?: FuzzBody;
    headers?: Record<string, string>;
  },
): Promise<FuzzAnswer> {
  const headers = new Headers(request.headers);
  if (request.cookie) headers.set("cookie", request.cookie);
  const fuzz = request.body;
  if (fuzz?.contentType !== null && fuzz?.contentType !== undefined)
    headers.set("content-type", fuzz.contentType);
  const init: RequestInit & { duplex?: "half" } = { method: request.method, headers, redirect: "manual" };
  if (fuzz && fuzz.body !== null && request.method !== "GET") {
    if (fuzz.streamed) {
      init.body = streamOf(fuzz.body);
      init.duplex = "half";
    } else {
      init.body = fuzz.body as BodyInit;
    }
  }
  let response: Response;
  try {
    response = await app.request(request.path, init);
  } catch (error) {
    // A chunked body over the cap is cut off while it is still arriving: the
    // server stops reading and drops the connection instead of buffering it.
    if (fuzz?.streamed) return { status: 0, contentType: "", text: String(error) };
    throw error;
  }
  return {
    status: response.status,
    contentType: response.headers.get("content-type") ?? "",
    text: await response.text(),
    connection: response.headers.get("connection"),
  };
}
