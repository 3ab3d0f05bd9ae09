import { and, eq, lt, sql } from "drizzle-orm";
import { type Refusal, refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import type { Database } from "./db.server.ts";

// Sliding-window limits per key (a client address as `clientAddressKey` in
// client-address.server.ts turns it into a key, or a user id), kept in the database
// so that every instance counts the same hits: N instances allow the limit in
// total, not N times it. The window is exact: a key may have at most `limit`
// allowed hits in any `windowMs`. Times come from the instances' clocks, which
// are expected to be in sync (NTP), as for every timestamp the shop writes.

export interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  /** 0 when allowed; otherwise when the oldest counted hit leaves the window. */
  retryAfterSeconds: number;
}

export const DEFAULT_PUBLIC_FORM_LIMIT: RateLimit = { limit: 10, windowMs: 10 * 60_000 };
export const DEFAULT_REGISTRATION_LIMIT: RateLimit = { limit: 10, windowMs: 10 * 60_000 };
/** PDF downloads per user: far more than anyone reads, few enough that nobody keeps the renderers busy. */
export const DEFAULT_PDF_DOWNLOAD_LIMIT: RateLimit = { limit: 30, windowMs: 10 * 60_000 };

/** How often a hit also deletes the rows of keys that have gone quiet. */
const PRUNE_PROBABILITY = 0.01;

export class DatabaseRateLimiter {
  constructor(
    private readonly db: Database,
    /** Which limit this is; keys of different buckets never count together. */
    private readonly bucket: string,
    private readonly rule: RateLimit,
  ) {}

  /**
   * Records a hit for `key` when the window has room and answers whether it
   * was allowed. One upsert does the check and the write: concurrent hits on
   * one key queue on its row lock, so they cannot both take the last slot.
   */
  async hit(key: string, now = Date.now()): Promise<RateLimitVerdict> {
    const { limit, windowMs } = this.rule;
    const table = schema.rateLimitHits;
    const recent = sql`array(select hit from unnest(${table.hits}) as recent(hit) where hit > ${now - windowMs}::bigint)`;
    const full = sql`cardinality(${recent}) >= ${limit}`;
    const [row] = await this.db
      .insert(table)
      .values({ bucket: this.bucket, key, hits: [now], refused: false, expiresAt: now + windowMs })
      .onConflictDoUpdate({
        target: [table.bucket, table.key],
        set: {
          hits: sql`case when ${full} then ${recent} else ${recent} || ${now}::bigint end`,
          refused: full,
          expiresAt: sql`case when ${full} then ${table.expiresAt} else ${now + windowMs}::bigint end`,
        },
      })
      .returning({
        refused: table.refused,
        oldest: sql<string | number | null>`(select min(hit) from unnest(${table.hits}) as kept(hit))`,
      });
    if (Math.random() < PRUNE_PROBABILITY) await pruneExpiredRateLimits(this.db, now);
    if (!row?.refused) return { allowed: true, retryAfterSeconds: 0 };
    const oldest = row.oldest === null ? now : Number(row.oldest);
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
  }

  /**
   * Takes back an allowed hit made at `at`: a bucket that counts only failures
   * books every attempt first (so parallel attempts cannot slip past the
   * limit) and gives the hit back when the attempt succeeded.
   */
  async refund(key: string, at: number): Promise<void> {
    const table = schema.rateLimitHits;
    await this.db
      .update(table)
      .set({ hits: sql`array_remove(${table.hits}, ${at}::bigint)` })
      .where(and(eq(table.bucket, this.bucket), eq(table.key, key)));
  }
}

/** Deletes the rows whose every hit has left its window. */
export async function pruneExpiredRateLimits(db: Database, now = Date.now()): Promise<void> {
  await db.delete(schema.rateLimitHits).where(lt(schema.rateLimitHits.expiresAt, now));
}

/** The refusal of a hit over the limit (429), with an Italian message saying when to try again. */
export function tooManyRequests(verdict: RateLimitVerdict): Refusal {
  const minutes = Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60));
  return refuse.limit(
    `Hai inviato troppe richieste in poco tempo. Riprova tra ${minutes} ${minutes === 1 ? "minuto" : "minuti"}.`,
    { retryAfterSeconds: verdict.retryAfterSeconds },
  );
}
