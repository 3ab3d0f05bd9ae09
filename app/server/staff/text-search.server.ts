import { or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { namePrefixQuery, startsWithPattern } from "#app/domain/staff/text-search.ts";

// The back office's "search by name or e-mail" in SQL (app/domain/staff/text-search.ts):
// the name's words through to_tsvector('simple', …) with prefix terms, the
// e-mail through lower(…) LIKE 'text%'. The expressions are the very ones the
// indexes in db/schema.ts are built on, so PostgreSQL answers from them.

/** A name whose words begin with the words typed, or a text column that begins with what was typed. */
export function nameOrPrefixMatches(
  name: SQL | PgColumn,
  prefixed: readonly PgColumn[],
  search: string,
): SQL {
  const pattern = startsWithPattern(search);
  const conditions = prefixed.map((column) => sql`lower(${column}) like ${pattern}`);
  const words = namePrefixQuery(search);
  if (words) conditions.unshift(sql`to_tsvector('simple', ${name}) @@ to_tsquery('simple', ${words})`);
  return or(...conditions) as SQL;
}
