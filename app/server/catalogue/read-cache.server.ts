import type { Database } from "../platform/db.server.ts";
import { onCatalogueChange } from "./catalogue-events.server.ts";

// Read-mostly catalogue data (categories, calculator options) is read on every
// page and every price, yet changes only when staff edit the catalogue. Each
// process keeps it, and empties its copy on every catalogue change, its own or
// another instance's (catalogue-events.server.ts), so a new price applies at
// once everywhere. The time limit is only a safety net should a change
// notice be lost (docs/product/catalogue.md#price-changes).

export const CATALOGUE_CACHE_TTL_MS = 60_000;

const caches = new WeakMap<Database, Map<string, { expires: number; value: Promise<unknown> }>>();

function cacheOf(db: Database) {
  let cache = caches.get(db);
  if (!cache) {
    const created = new Map<string, { expires: number; value: Promise<unknown> }>();
    onCatalogueChange(db, () => created.clear());
    caches.set(db, created);
    cache = created;
  }
  return cache;
}

export function cachedRead<T>(
  db: Database,
  key: string,
  load: () => Promise<T>,
  ttlMs = CATALOGUE_CACHE_TTL_MS,
) {
  const cache = cacheOf(db);
  const hit = cache.get(key);
  if (hit && hit.expires > Date.now()) return hit.value as Promise<T>;
  // A real promise: a Drizzle query is a thenable that runs again each time it is awaited.
  const value = Promise.resolve(load());
  const entry = { expires: Date.now() + ttlMs, value };
  cache.set(key, entry);
  // A failed read is not kept: the next request tries again.
  value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return value;
}
