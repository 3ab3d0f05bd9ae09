import type { Database } from "./db.server.ts";

// Read-mostly catalogue data (categories, calculator options) changes only
// when the shop's staff edit the database, yet is read on every page and every
// price. Each process keeps it for a short while; an edit shows within a minute
// on every instance, without any cross-instance invalidation to get wrong.

export const CATALOGUE_CACHE_TTL_MS = 60_000;

const caches = new WeakMap<Database, Map<string, { expires: number; value: Promise<unknown> }>>();

export function cachedRead<T>(
  db: Database,
  key: string,
  load: () => Promise<T>,
  ttlMs = CATALOGUE_CACHE_TTL_MS,
) {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(key);
  if (hit && hit.expires > Date.now()) return hit.value as Promise<T>;
  const value = load();
  cache.set(key, { expires: Date.now() + ttlMs, value });
  // A failed read is not kept: the next request tries again.
  value.catch(() => cache.delete(key));
  return value;
}
